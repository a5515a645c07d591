import { once } from 'node:events';
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
import { mailQueue, type MailQueue } from '../providers/mail/mail-queue';
import { accessTokens, type AccessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticate';
import { createProtect } from './protect/protect.module';
import { registerProtectRoutes } from './protect/protect.routes';
import { campaignsService } from './campaigns/campaigns.service';
import { registerCampaignsRoutes } from './campaigns/campaigns.routes';
import { createPools } from './pools/pools.module';
import { createCoreFlux } from './coreflux/coreflux.module';
import { registerPoolsRoutes } from './pools/pools.routes';
import { leadsService } from './leads/leads.service';
import { leadVolume } from './leads/lead-volume';
import { registerLeadsRoutes } from './leads/leads.routes';
import { createLists } from './lists/lists.module';
import { registerListsRoutes } from './lists/lists.routes';
import { publicApiService } from './public-api/public-api.service';
import { registerPublicApiRoutes } from './public-api/public-api.routes';
import { createWebhooks } from './webhooks/webhooks.module';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes';
import { createReports } from './reports/reports.module';
import { registerReportsRoutes } from './reports/reports.routes';
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

/** The features in module form (`<feature>.module.ts`), in any order. */
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
  const {
    workspaces, folders, notifications, users, dialers, businessRecords, identities, ftcSans, brandedCallingProfiles, rndConnections,
    activeProspect, verisk, provisioningProfiles, mappingTemplates,
  } = modules;
  // Webhooks first: the features below fire their events through `webhooks.emit`.
  const webhooks = createWebhooks(deps);
  const userNames = async (actor: Actor) => (actor.kind === 'user' ? users.get(actor, actor.orgId, actor.userId).then((u) => ({ firstName: u.firstName, lastName: u.lastName }), () => null) : null);
  // Downloads: the one export service; features register their writers with reports.exports.
  const reports = createReports(deps, { workspaces, notifications, userNames });
  const protect = createProtect(deps, { workspaces, businessRecords, brandedCallingProfiles, users, notifications, emit: webhooks.emit });
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
  // Record sets: the console, the public API, and the service the screening engine, ETL tasks and exports use (engine).
  const recordSets = createRecordSets(deps, { workspaces, folders, exports: reports.exports });
  // Aegis workflows: the editor's calls, revisions and files; the published versions screening reads; the node pickers.
  const workflows = workflowsService(deps, { folders, users: listPeers.users, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers });
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

  registerProtectRoutes(app, protect.service, gate);
  registerCampaignsRoutes(app, campaigns, gate);
  registerPoolsRoutes(app, pools.service, gate);
  registerLeadsRoutes(app, leads, gate);
  registerListsRoutes(app, lists.service, gate);
  registerPublicApiRoutes(app, publicApi, gate);
  registerWebhooksRoutes(app, webhooks.service, gate);
  registerReportsRoutes(app, reports.service, gate);
  registerRecordSetsRoutes(app, recordSets.service, recordSets.publicApi, gate);
  registerWorkflowsRoutes(app, workflows, gate);
  registerInteractionsRoutes(app, interactions.service, gate);
  registerScreeningRoutes(app, screening, workflows, gate);
  registerEtlTasksRoutes(app, etlTasks.service, gate);

  return {
    gate,
    authenticateToken: fromToken,
    services: { ...modules, protect,
      campaigns, pools, leads, mappingTemplates, lists, coreflux, webhooks, reports, recordSets, workflows, interactions, screening, etlTasks },
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
