import { activeProspectRoutes, MESSAGES } from '@trueline/contract';
import { ApiKeyConnectionsTab, type ApiKeyConnectionsCopy } from '../../components/ApiKeyConnectionsTab';

const COPY: ApiKeyConnectionsCopy = {
  tableLabel: 'Active Prospect connections',
  description: 'ActiveProspect TrustedForm accounts, used to verify the consent certificate of each lead.',
  panelNoun: 'Active Prospect Connection',
  confirmDelete: MESSAGES.confirmDeleteActiveProspect,
  apiKeyHint: 'The API key of your ActiveProspect account (TrustedForm).',
  emptyText: 'No Active Prospect connections yet.',
};

/** Active Prospect: TrustedForm accounts of the workspace, open to every role. */
export function ActiveProspectTab() {
  return <ApiKeyConnectionsTab feature="activeProspect" routes={activeProspectRoutes} copy={COPY} />;
}
