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
import { webhooksModule } from './webhooks/webhooks.module';
import { reportsModule } from './reports/reports.module';
import { protectModule } from './protect/protect.module';
import { campaignsModule } from './campaigns/campaigns.module';
import { poolsModule } from './pools/pools.module';
import { corefluxModule } from './coreflux/coreflux.module';
import { leadsModule } from './leads/leads.module';
import { listsModule } from './lists/lists.module';
import { publicApiModule } from './public-api/public-api.module';
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
import { mappingTemplatesService } from './mapping-templates/mapping-templates.service';
import { registerMappingTemplatesRoutes } from './mapping-templates/mapping-templates.routes';
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
] as const;
// Every module's peers are among the services: a missing or mistyped one fails here.
const _peersMet: [UnmetPeers<typeof MODULES>] extends [never] ? true : UnmetPeers<typeof MODULES> = true;
/**
 * Group M2's features (webhooks, reports, UC Protect, campaigns, pools, CoreFlux, leads, lists, the public API). Until the
 * features they ask for (users, dialers, business records, the settings connections…) are modules, they are assembled
 * after those are made by hand, with them provided; then these join MODULES. Pools before CoreFlux: the campaigns'
 * lifecycle listeners run in the order they connect.
 */
const M2_MODULES = [
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
  const userNames = async (actor: Actor) => (actor.kind === 'user' ? users.get(actor, actor.orgId, actor.userId).then((u) => ({ firstName: u.firstName, lastName: u.lastName }), () => null) : null);
  const ftcSans = ftcSansService(deps);
  const brandedCallingProfiles = brandedCallingProfilesService(deps);
  const businessRecords = businessRecordsService(deps, folders, brandedCallingProfiles);
  const rndConnections = rndConnectionsService(deps);
  const activeProspect = activeProspectService(deps);
  const verisk = veriskService(deps);
  const featureRequests = featureRequestsService(deps, organizations, users, mailer);
  const provisioningProfiles = provisioningProfilesService(deps);
  const identities = identitiesService(businessRecords);
  const mappingTemplates = mappingTemplatesService(deps);
  // Group M2's features (see M2_MODULES), given the modules above and the features made by hand.
  const m2Provided = {
    workspaces, folders, notifications, users, userNames, dialers, businessRecords, brandedCallingProfiles, ftcSans, activeProspect, verisk,
    provisioningProfiles, identities, mappingTemplates,
  };
  const _m2PeersMet: [UnmetPeers<typeof M2_MODULES, typeof m2Provided>] extends [never] ? true : UnmetPeers<typeof M2_MODULES, typeof m2Provided> = true;
  const { webhooks, reports, protect, campaigns, pools, coreflux, leads, lists } = assembleModules(app, M2_MODULES, deps, gate, m2Provided);
  // Record sets: the console, the public API, and the service the screening engine, ETL tasks and exports use (engine).
  const recordSets = createRecordSets(deps, { workspaces, folders, exports: reports.exports });
  // Aegis workflows: the editor's calls, revisions and files; the published versions screening reads; the node pickers.
  const workflows = workflowsService(deps, { folders, users: { names: userNames }, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers });
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
  // What the screening path remembers of a workspace (its keys, its flags) goes when it is deactivated.
  workspaces.onDeactivated((id) => {
    apiKeys.forgetWorkspace(id);
    screening.forgetWorkspace(id);
  });
  reports.exports.registerExport('interactions', async (ctx) => {
    for await (const chunk of interactions.service.csv({ orgId: ctx.orgId, workspaceId: ctx.workspaceId }, ctx.params)) {
      if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
    }
  });
  // Interactions still queued are saved before the database closes.
  app.addHook('onClose', () => interactions.recorder.close());

  registerAuthRoutes(app, deps, auth, profiles, gate);
  registerProfileRoutes(app, profiles, gate);
  registerUsersRoutes(app, users, gate);
  registerDialersRoutes(app, deps, dialers, gate);
  registerApiKeysRoutes(app, apiKeys, gate);
  registerBusinessRecordsRoutes(app, businessRecords, gate);
  registerFtcSansRoutes(app, ftcSans, gate);
  registerBrandedCallingProfilesRoutes(app, brandedCallingProfiles, gate);
  registerRndConnectionsRoutes(app, rndConnections, gate);
  registerActiveProspectRoutes(app, activeProspect, gate);
  registerVeriskRoutes(app, verisk, gate);
  registerFeatureRequestsRoutes(app, featureRequests, gate);
  registerProvisioningProfilesRoutes(app, provisioningProfiles, gate);
  registerIdentitiesRoutes(app, identities, gate);
  registerMappingTemplatesRoutes(app, mappingTemplates, gate);
  registerRecordSetsRoutes(app, recordSets.service, recordSets.publicApi, gate);
  registerWorkflowsRoutes(app, workflows, gate);
  registerInteractionsRoutes(app, interactions.service, gate);
  registerScreeningRoutes(app, screening, workflows, gate);
  registerEtlTasksRoutes(app, etlTasks.service, gate);

  return {
    gate,
    authenticateToken: fromToken,
    services: { ...modules, auth, users, apiKeys, dialers, profiles, businessRecords, protect,
      ftcSans, brandedCallingProfiles, rndConnections, activeProspect, verisk, featureRequests, provisioningProfiles, identities,
      campaigns, pools, leads, mappingTemplates, lists, coreflux, webhooks, reports, recordSets, workflows, interactions, screening, etlTasks },
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
