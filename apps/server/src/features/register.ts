import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import type { Gate } from './workspaces/workspace';
import { assembleModules, type UnmetPeers } from '../platform/module';
import { workspacesModule } from './workspaces/workspaces.module';
import { foldersModule } from './folders/folders.module';
import { notificationsModule } from './notifications/notifications.module';
import { organizationsModule } from './organizations/organizations.module';
import { organizationRegistrationModule } from './organization-registration/organization-registration.module';
import { billingModule } from './billing/billing.module';
import { meteringModule } from './metering/metering.module';
import { callbacksModule } from './callbacks/callbacks.module';
import { coreDashboardModule } from './core-dashboard/core-dashboard.module';
import { pageViewsModule } from './page-views/page-views.module';
import { utilityModule } from './utility/utility.module';
import { authModule } from './auth/auth.module';
import { usersModule } from './users/users.module';
import { profilesModule } from './profile/profile.module';
import { apiKeysModule } from './api-keys/api-keys.module';
import { dialersModule } from './dialers/dialers.module';
import { businessRecordsModule } from './business-records/business-records.module';
import { identitiesModule } from './identities/identities.module';
import { brandedCallingProfilesModule } from './branded-calling-profiles/branded-calling-profiles.module';
import { ftcSansModule } from './ftc-sans/ftc-sans.module';
import { rndConnectionsModule } from './rnd-connections/rnd-connections.module';
import { activeProspectModule } from './active-prospect/active-prospect.module';
import { veriskModule } from './verisk/verisk.module';
import { provisioningProfilesModule } from './provisioning-profiles/provisioning-profiles.module';
import { mappingTemplatesModule } from './mapping-templates/mapping-templates.module';
import { featureRequestsModule } from './feature-requests/feature-requests.module';
import { webhooksModule } from './webhooks/webhooks.module';
import { reportsModule } from './reports/reports.module';
import { protectModule } from './protect/protect.module';
import { campaignsModule } from './campaigns/campaigns.module';
import { poolsModule } from './pools/pools.module';
import { corefluxModule } from './coreflux/coreflux.module';
import { leadsModule } from './leads/leads.module';
import { listsModule } from './lists/lists.module';
import { publicApiModule } from './public-api/public-api.module';
import { engagePublicApiModule } from './engage-public-api/engage-public-api.module';
import { recordSetsModule } from './record-sets/record-sets.module';
import { optOutsModule } from './opt-outs/opt-outs.module';
import { messagingLeadsModule } from './messaging-leads/messaging-leads.module';
import { workflowsModule } from './workflows/workflows.module';
import { interactionsModule } from './interactions/interactions.module';
import { screeningModule } from './screening/screening.module';
import { etlTasksModule } from './etl-tasks/etl-tasks.module';
import { messagingCampaignsModule } from './messaging-campaigns/messaging-campaigns.module';
import { messagingListsModule } from './messaging-lists/messaging-lists.module';
import { messagingDashboardModule } from './messaging-dashboard/messaging-dashboard.module';
import { mailQueue, type MailQueue } from '../providers/mail/mail-queue';
import { accessTokens, type AccessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticate';

/**
 * The features in module form (`<feature>.module.ts`). Each is created after the peers it reads, whatever its place
 * here; `connect` runs in this order, which is the order of listeners to one event (pools hear of a campaign before
 * CoreFlux, lists last; UC Protect checks a business record's use before campaigns do).
 */
const MODULES = [
  workspacesModule, foldersModule, notificationsModule, organizationsModule, organizationRegistrationModule, billingModule, meteringModule, callbacksModule, coreDashboardModule, pageViewsModule, utilityModule,
  authModule,
  usersModule,
  profilesModule,
  apiKeysModule,
  dialersModule,
  businessRecordsModule,
  identitiesModule,
  brandedCallingProfilesModule,
  ftcSansModule,
  rndConnectionsModule,
  activeProspectModule,
  veriskModule,
  provisioningProfilesModule,
  mappingTemplatesModule,
  featureRequestsModule,
  webhooksModule,
  reportsModule,
  protectModule,
  campaignsModule,
  poolsModule,
  corefluxModule,
  leadsModule,
  listsModule,
  publicApiModule,
  engagePublicApiModule,
  recordSetsModule,
  workflowsModule,
  interactionsModule,
  screeningModule,
  etlTasksModule,
  messagingCampaignsModule, messagingListsModule,
  optOutsModule,
  messagingLeadsModule,
  messagingDashboardModule,
] as const;
/** Services made beside the modules (the authenticator reads the tokens too), which modules may ask for as peers. */
type Provided = { tokens: AccessTokens; mailer: MailQueue };
// Every module's peers are among the services: a missing or mistyped one fails here.
const _peersMet: [UnmetPeers<typeof MODULES, Provided>] extends [never] ? true : UnmetPeers<typeof MODULES, Provided> = true;

/** Builds every feature's service and binds its routes; answers the authenticators and the services other parts need. */
export function registerFeatures(app: FastifyInstance, deps: Deps) {
  const tokens = accessTokens(deps.cipher.signingKey, deps.now);
  const mailer = mailQueue(deps);
  // Both read the services when a request arrives, once they all exist.
  const { authenticate, fromToken } = createAuthenticator((id) => modules.users.credentials.findLiveById(id), tokens, (key) => modules.apiKeys.authenticate(key));
  // Every route under a workspace has it resolved for the caller once, before its handler.
  const gate: Gate = { authenticate, workspace: (actor, orgId, ws) => modules.workspaces.access(actor, orgId, ws) };
  // The features in module form: created (each after the peers it reads), connected, and their routes bound.
  const modules = assembleModules(app, MODULES, deps, gate, { tokens, mailer } satisfies Provided);

  return {
    gate,
    authenticateToken: fromToken,
    services: modules,
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
