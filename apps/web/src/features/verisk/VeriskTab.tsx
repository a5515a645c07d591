import { MESSAGES, veriskRoutes } from '@trueline/contract';
import { ApiKeyConnectionsTab, type ApiKeyConnectionsCopy } from '../../components/ApiKeyConnectionsTab';

const COPY: ApiKeyConnectionsCopy = {
  tableLabel: 'Verisk connections',
  description: 'Verisk Jornaya LeadiD accounts, used to verify the LeadiD token of each lead.',
  panelNoun: 'Verisk Connection',
  confirmDelete: MESSAGES.confirmDeleteVerisk,
  apiKeyHint: 'The API key of your Verisk Jornaya account (LeadiD).',
  emptyText: 'No Verisk connections yet.',
};

/** Verisk: Jornaya LeadiD accounts of the workspace, open to every role. */
export function VeriskTab() {
  return <ApiKeyConnectionsTab feature="verisk" routes={veriskRoutes} copy={COPY} />;
}
