import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import type { Gate } from './workspaces/workspace';
import { assembleModules, type UnmetPeers } from '../platform/module';
import { workspacesModule } from './workspaces/workspaces.module';
import { foldersModule } from './folders/folders.module';
import { notificationsModule } from './notifications/notifications.module';
import { organizationsModule } from './organizations/organizations.module';
import { organizationRegistrationModule } from './organization-registration/organization-registration.module';
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
import { mailQueue, type MailQueue } from '../providers/mail/mail-queue';
import { accessTokens, type AccessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticate';
import { createRecordSets } from './record-sets/record-sets.module';
import { registerRecordSetsRoutes } from './record-sets/record-sets.routes';
import { workflowsService } from './workflows/workflows.service';
import { registerWorkflowsRoutes } from './workflows/workflows.routes';
import { createInteractions } from './interactions/interactions.module';
import { registerInteractionsRoutes } from './interactions/interactions.routes';
import { createScreening } from './screening/screening.module';
import { registerScreeningRoutes } from './screening/screening.routes';
import { createEtlTasks } from './etl-tasks/etl-tasks.module';
import { registerEtlTasksRoutes } from './etl-tasks/etl-tasks.routes';

/**
 * The features in module form (`<feature>.module.ts`). Each is created after the peers it reads, whatever its place
 * here; `connect` runs in this order, which is the order of listeners to one event (pools hear of a campaign before
 * CoreFlux, lists last; UC Protect checks a business record's use before campaigns do).
 */
const MODULES = [
  workspacesModule, foldersModule, notificationsModule, organizationsModule, organizationRegistrationModule, pageViewsModule, utilityModule,
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
  const { authenticate, fromToken } = createAuthenticator(deps.db, tokens, (key) => modules.apiKeys.authenticate(key));
  // Every route under a workspace has it resolved for the caller once, before its handler.
  const gate: Gate = { authenticate, workspace: (actor, orgId, ws) => modules.workspaces.access(actor, orgId, ws) };
  // The features in module form: created (each after the peers it reads), connected, and their routes bound.
  const modules = assembleModules(app, MODULES, deps, gate, { tokens, mailer } satisfies Provided);
  const { workspaces, folders, users, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers, webhooks, reports, pools, leads, lists } = modules;
  // Record sets: the console, the public API, and the service the screening engine, ETL tasks and exports use (engine).
  const recordSets = createRecordSets(deps, { workspaces, folders, exports: reports.exports });
  // Aegis workflows: the editor's calls, revisions and files; the published versions screening reads; the node pickers.
  const workflows = workflowsService(deps, { folders, users, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers });
  // The editor's pickers of record sets (ACTIVE ones, with their attributes) and of AegisEvent webhooks.
  workflows.registerPickerSource('recordSets', async (ctx) => recordSets.engine.activeSets(ctx.workspace.id));
  workflows.registerPickerSource('webhooks', async (ctx) => webhooks.service.options(ctx.workspace.id, 'AegisEvent'));
  // Recorded interactions (call dashboard and search); workflow names and the export service join through its ports.
  const interactions = createInteractions(deps, {
    ports: {
      workflowNames: (ws, ids) => workflows.names(ws, ids),
      exports: { request: async (input) => ({ id: (await reports.exports.request(input)).reportId }) },
    },
  });
  // Call screening: the published workflows decide calls (API keys) and the editor's test calls; interactions are recorded.
  const screening = createScreening(deps, { workspaces, workflows, recordSets, interactions, webhooks, ftcSans, activeProspect, verisk, rndConnections, campaigns, pools, leads });
  // ETL tasks: scheduled runs of record sets through ETL workflows, their leads delivered to Core campaigns as lists.
  const etlTasks = createEtlTasks(deps, { workspaces, folders, workflows, recordSets, screening, lists: lists.service, campaigns });
  // What the screening path remembers of a workspace (its flags; the API keys module forgets its keys) goes when it is deactivated.
  workspaces.onDeactivated((id) => screening.forgetWorkspace(id));
  reports.exports.registerExport('interactions', async (ctx) => {
    for await (const chunk of interactions.service.csv({ orgId: ctx.orgId, workspaceId: ctx.workspaceId }, ctx.params)) {
      if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
    }
  });
  // Interactions still queued are saved before the database closes.
  app.addHook('onClose', () => interactions.recorder.close());

  registerRecordSetsRoutes(app, recordSets.service, recordSets.publicApi, gate);
  registerWorkflowsRoutes(app, workflows, gate);
  registerInteractionsRoutes(app, interactions.service, gate);
  registerScreeningRoutes(app, screening, workflows, gate);
  registerEtlTasksRoutes(app, etlTasks.service, gate);

  return {
    gate,
    authenticateToken: fromToken,
    services: { ...modules, recordSets, workflows, interactions, screening, etlTasks },
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
