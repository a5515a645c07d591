import { apiKeyConnectionRoutes, type ApiKeyConnection } from './api-key-connections';

/** Verisk (Jornaya LeadiD) connections: an API-key connection, the same shape and calls as Active Prospect's. */
export type VeriskConnection = ApiKeyConnection;
export const veriskRoutes = apiKeyConnectionRoutes('/api/orgs/:orgId/workspaces/:ws/verisk', 'Verisk', 'Verisk');
