import type { Deps } from '../../platform/deps';
import { apiKeyConnectionsService, type ApiKeyConnectionsService } from '../api-key-connections/api-key-connections.service';
import { veriskConnections } from './verisk.tables';

/** Verisk (Jornaya LeadiD) connections: open to every role; changes need the workspace's Verisk feature. */
export const veriskService = (deps: Pick<Deps, 'db' | 'cipher' | 'now'>) =>
  apiKeyConnectionsService(deps, { table: veriskConnections, feature: 'verisk' });
export type VeriskService = ApiKeyConnectionsService;
