import type { Deps } from '../../platform/deps';
import { apiKeyConnectionsService, type ApiKeyConnectionsService } from '../api-key-connections/api-key-connections.service';
import { activeProspectConnections } from './active-prospect.tables';

/** ActiveProspect (TrustedForm) connections: open to every role; changes need the workspace's Active Prospect feature. */
export const activeProspectService = (deps: Pick<Deps, 'db' | 'cipher' | 'now'>) =>
  apiKeyConnectionsService(deps, { table: activeProspectConnections, feature: 'activeProspect' });
export type ActiveProspectService = ApiKeyConnectionsService;
