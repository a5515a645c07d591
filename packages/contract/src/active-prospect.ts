import { apiKeyConnectionRoutes, type ApiKeyConnection } from './api-key-connections';

/** Active Prospect (TrustedForm) connections: an API-key connection. */
export type ActiveProspectConnection = ApiKeyConnection;
export const activeProspectRoutes = apiKeyConnectionRoutes('/api/orgs/:orgId/workspaces/:ws/activeProspect', 'Active Prospect', 'Active Prospect');
