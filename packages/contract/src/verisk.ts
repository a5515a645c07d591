import { apiKeyConnectionRoutes, type ApiKeyConnection } from './active-prospect';

/** Verisk (Jornaya LeadiD) connections: the same shape and calls as Active Prospect's. */
export type VeriskConnection = ApiKeyConnection;
export const veriskRoutes = apiKeyConnectionRoutes('/api/orgs/:orgId/workspaces/:ws/verisk', 'Verisk', 'Verisk');
