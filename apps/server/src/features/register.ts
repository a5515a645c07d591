import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import type { Actor } from '../platform/auth-context';
import type { Gate } from './workspaces/workspace';
import { assembleModules, type UnmetPeers } from '../platform/module';
import { workspacesModule } from './workspaces/workspaces.module';
import { foldersModule } from './folders/folders.module';
import { notificationsModule } from './notifications/notifications.module';
import { organizationsModule } from './organizations/organizations.module';
import { organizationRegistrationModule } from './organization-registration/organization-registration.module';
import { pageViewsModule } from './page-views/page-views.module';
import { utilityModule } from './utility/utility.module';
import { mailQueue } from '../providers/mail/mail-queue';
import { accessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticate';
import { authService } from './auth/auth.service';
import { registerAuthRoutes } from './auth/auth.routes';
import { profileService } from './profile/profile.service';
import { registerProfileRoutes } from './profile/profile.routes';
import { usersService } from './users/users.service';
import { registerUsersRoutes } from './users/users.routes';
import { dialersService } from './dialers/dialers.service';
import { registerDialersRoutes } from './dialers/dialers.routes';
import { apiKeysService } from './api-keys/api-keys.service';
import { registerApiKeysRoutes } from './api-keys/api-keys.routes';
import { businessRecordsService } from './business-records/business-records.service';
import { registerBusinessRecordsRoutes } from './business-records/business-records.routes';
import { createProtect } from './protect/protect.module';
import { registerProtectRoutes } from './protect/protect.routes';
import { ftcSansService } from './ftc-sans/ftc-sans.service';
import { registerFtcSansRoutes } from './ftc-sans/ftc-sans.routes';
import { brandedCallingProfilesService } from './branded-calling-profiles/branded-calling-profiles.service';
import { registerBrandedCallingProfilesRoutes } from './branded-calling-profiles/branded-calling-profiles.routes';
import { rndConnectionsService } from './rnd-connections/rnd-connections.service';
import { registerRndConnectionsRoutes } from './rnd-connections/rnd-connections.routes';
import { activeProspectService } from './active-prospect/active-prospect.service';
import { registerActiveProspectRoutes } from './active-prospect/active-prospect.routes';
import { veriskService } from './verisk/verisk.service';
import { registerVeriskRoutes } from './verisk/verisk.routes';
import { featureRequestsService } from './feature-requests/feature-requests.service';
import { registerFeatureRequestsRoutes } from './feature-requests/feature-requests.routes';
import { provisioningProfilesService } from './provisioning-profiles/provisioning-profiles.service';
import { registerProvisioningProfilesRoutes } from './provisioning-profiles/provisioning-profiles.routes';
import { identitiesService } from './identities/identities.service';
import { registerIdentitiesRoutes } from './identities/identities.routes';
import { campaignsService } from './campaigns/campaigns.service';
import { registerCampaignsRoutes } from './campaigns/campaigns.routes';
import { createPools } from './pools/pools.module';
import { createCoreFlux } from './coreflux/coreflux.module';
import { registerPoolsRoutes } from './pools/pools.routes';
import { leadsService } from './leads/leads.service';
import { leadVolume } from './leads/lead-volume';
import { registerLeadsRoutes } from './leads/leads.routes';
import { mappingTemplatesService } from './mapping-templates/mapping-templates.service';
import { registerMappingTemplatesRoutes } from './mapping-templates/mapping-templates.routes';
import { createLists } from './lists/lists.module';
import { registerListsRoutes } from './lists/lists.routes';
import { publicApiService } from './public-api/public-api.service';
import { registerPublicApiRoutes } from './public-api/public-api.routes';
import { createWebhooks } from './webhooks/webhooks.module';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes';
import { createReports } from './reports/reports.module';
import { registerReportsRoutes } from './reports/reports.routes';
import { recordSetsModule } from './record-sets/record-sets.module';
import { workflowsModule } from './workflows/workflows.module';
import { interactionsModule } from './interactions/interactions.module';
import { screeningModule } from './screening/screening.module';
import { etlTasksModule } from './etl-tasks/etl-tasks.module';

/** The features in module form (`<feature>.module.ts`), in any order. */
const MODULES = [
  workspacesModule, foldersModule, notificationsModule, organizationsModule, organizationRegistrationModule, pageViewsModule, utilityModule,
] as const;
// Every module's peers are among the services: a missing or mistyped one fails here.
const _peersMet: [UnmetPeers<typeof MODULES>] extends [never] ? true : UnmetPeers<typeof MODULES> = true;
/**
 * Modules that read features not yet in module form, assembled after those are made (given as `provided`). Until they
 * are modules; then these lines join MODULES and the second assembly below goes.
 */
const LATER_MODULES = [
  recordSetsModule,
  workflowsModule,
  interactionsModule,
  screeningModule,
  etlTasksModule,
] as const;

/** Builds every feature's service and binds its routes; answers the authenticators and the services other parts need. */
export function registerFeatures(app: FastifyInstance, deps: Deps) {
  const tokens = accessTokens(deps.cipher.signingKey, deps.now);
  // Read when a request arrives, once everything below exists.
  const { authenticate, fromToken } = createAuthenticator(deps.db, tokens, (key) => apiKeys.authenticate(key));
  // Every route under a workspace has it resolved for the caller once, before its handler.
  const gate: Gate = { authenticate, workspace: (actor, orgId, ws) => workspaces.access(actor, orgId, ws) };
  // The features in module form: created (each after the peers it reads), connected, and their routes bound.
  const modules = assembleModules(app, MODULES, deps, gate);
  const { workspaces, folders, notifications, organizations } = modules;
  const apiKeys = apiKeysService(deps, workspaces);
  const mailer = mailQueue(deps);
  const auth = authService({ ...deps, tokens, mailer });
  const users = usersService(deps, auth, mailer, organizations);
  const profiles = profileService(deps, { users, organizations });
  const dialers = dialersService(deps, workspaces);
  // Webhooks first: the features below fire their events through `webhooks.emit`.
  const webhooks = createWebhooks(deps);
  const userNames = async (actor: Actor) => (actor.kind === 'user' ? users.get(actor, actor.orgId, actor.userId).then((u) => ({ firstName: u.firstName, lastName: u.lastName }), () => null) : null);
  // Downloads: the one export service; features register their writers with reports.exports.
  const reports = createReports(deps, { workspaces, notifications, userNames });
  const ftcSans = ftcSansService(deps);
  const brandedCallingProfiles = brandedCallingProfilesService(deps);
  const businessRecords = businessRecordsService(deps, folders, brandedCallingProfiles);
  const protect = createProtect(deps, { workspaces, businessRecords, brandedCallingProfiles, users, notifications, emit: webhooks.emit });
  const rndConnections = rndConnectionsService(deps);
  const activeProspect = activeProspectService(deps);
  const verisk = veriskService(deps);
  const featureRequests = featureRequestsService(deps, organizations, users, mailer);
  const provisioningProfiles = provisioningProfilesService(deps);
  const identities = identitiesService(businessRecords);
  const mappingTemplates = mappingTemplatesService(deps);
  const campaigns = campaignsService(deps, { workspaces, folders, identities, dialers, businessRecords, provisioningProfiles, ftcSans, brandedCallingProfiles, mappingTemplates });
  // Number pools: provisioning, Sentry and caller IDs, driven by the campaigns' lifecycle.
  webhooks.service.registerCampaignSource('core', async (scope) => (await campaigns.list(scope)).filter((c) => c.status !== 'DELETED').map((c) => c.id));
  const pools = createPools(deps, { campaigns, workspaces, businessRecords, provisioningProfiles, emit: webhooks.emit });
  // CoreFlux: each city's numbers follow its calls (hourly), ordered and retired through the pools.
  const coreflux = createCoreFlux(deps, { campaigns, pools, leads: leadVolume(deps) });
  // Lists into the dialer: leads, mapping templates, the list pipeline and the public API (local caller IDs from the pools).
  const leads = leadsService(deps, campaigns);
  const listPeers = {
    campaigns, workspaces, dialers, ftcSans, activeProspect, verisk, leads, templates: mappingTemplates, pools: pools.service,
    users: { names: userNames }, webhooks: { emit: webhooks.emit },
  };
  const lists = createLists(deps, listPeers);
  const publicApi = publicApiService(deps, { ...listPeers, lists: lists.service });
  // What the API-key path remembers of a workspace (its keys) goes when it is deactivated.
  workspaces.onDeactivated((id) => apiKeys.forgetWorkspace(id));
  // Record sets, Aegis workflows, recorded interactions, call screening and ETL tasks: modules that read the features above.
  const laterPeers = {
    workspaces, folders, users, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers, webhooks, reports, pools, leads, lists,
  };
  const _laterPeersMet: [UnmetPeers<typeof LATER_MODULES, typeof laterPeers>] extends [never] ? true : UnmetPeers<typeof LATER_MODULES, typeof laterPeers> = true;
  const { recordSets, workflows, interactions, screening, etlTasks } = assembleModules(app, LATER_MODULES, deps, gate, laterPeers);

  registerAuthRoutes(app, deps, auth, profiles, gate);
  registerProfileRoutes(app, profiles, gate);
  registerUsersRoutes(app, users, gate);
  registerDialersRoutes(app, deps, dialers, gate);
  registerApiKeysRoutes(app, apiKeys, gate);
  registerBusinessRecordsRoutes(app, businessRecords, gate);
  registerProtectRoutes(app, protect.service, gate);
  registerFtcSansRoutes(app, ftcSans, gate);
  registerBrandedCallingProfilesRoutes(app, brandedCallingProfiles, gate);
  registerRndConnectionsRoutes(app, rndConnections, gate);
  registerActiveProspectRoutes(app, activeProspect, gate);
  registerVeriskRoutes(app, verisk, gate);
  registerFeatureRequestsRoutes(app, featureRequests, gate);
  registerProvisioningProfilesRoutes(app, provisioningProfiles, gate);
  registerIdentitiesRoutes(app, identities, gate);
  registerCampaignsRoutes(app, campaigns, gate);
  registerPoolsRoutes(app, pools.service, gate);
  registerLeadsRoutes(app, leads, gate);
  registerMappingTemplatesRoutes(app, mappingTemplates, gate);
  registerListsRoutes(app, lists.service, gate);
  registerPublicApiRoutes(app, publicApi, gate);
  registerWebhooksRoutes(app, webhooks.service, gate);
  registerReportsRoutes(app, reports.service, gate);

  return {
    gate,
    authenticateToken: fromToken,
    services: { ...modules, auth, users, apiKeys, dialers, profiles, businessRecords, protect,
      ftcSans, brandedCallingProfiles, rndConnections, activeProspect, verisk, featureRequests, provisioningProfiles, identities,
      campaigns, pools, leads, mappingTemplates, lists, coreflux, webhooks, reports, recordSets, workflows, interactions, screening, etlTasks },
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
