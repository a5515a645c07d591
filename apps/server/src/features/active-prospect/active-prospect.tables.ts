import { apiKeyConnectionsTable } from '../api-key-connections/api-key-connections.tables';

/** ActiveProspect (TrustedForm) accounts; the API key is sealed with the server key. */
export const activeProspectConnections = apiKeyConnectionsTable('active_prospect_connections');
