import type { Deps } from '../../platform/deps';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { apiKeyConnectionsService, type ApiKeyConnectionsService } from '../api-key-connections/api-key-connections.service';
import { activeProspectConnections } from './active-prospect.tables';

/** ActiveProspect (TrustedForm) connections: open to every role; changes need the workspace's Active Prospect feature. */
export const activeProspectService = (deps: Deps, workspaces: WorkspacesService) =>
  apiKeyConnectionsService(deps, workspaces, { table: activeProspectConnections, feature: 'activeProspect' });
export type ActiveProspectService = ApiKeyConnectionsService;
