import { apiKeyConnectionsTable } from '../api-key-connections/api-key-connections.tables';

/** Verisk (Jornaya LeadiD) accounts; the API key is sealed with the server key. */
export const veriskConnections = apiKeyConnectionsTable('verisk_connections');
