import { Box, Typography } from '@mui/material';
import type { Webhook } from '@trueline/contract';
import { WorkspacePage } from '../../components/WorkspacePage';
import { WorkspaceConfigList, type WorkspaceConfigSpec } from '../../components/WorkspaceConfigList';
import type { ConfigColumn } from '../../components/ConfigTable';
import { useWebhooks } from './api';
import { WebhookPanel } from './WebhookPanel';
import { StatusChip } from '../../components/StatusChip';
import { formatWhen, responseTone, WEBHOOK_STATUS_LABELS } from './webhook-format';

const COLUMNS: ConfigColumn<Webhook>[] = [
  { key: 'name', label: 'Name', render: (w) => <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{w.name}</Typography> },
  {
    key: 'status', label: 'Status', nowrap: true,
    render: (w) => <StatusChip status={w.status} label={WEBHOOK_STATUS_LABELS[w.status]} />,
  },
  { key: 'type', label: 'Type', render: (w) => w.eventType, wide: true },
  {
    key: 'url', label: 'URL', wide: true,
    render: (w) => <Box component="span" title={w.url} sx={{ display: 'block', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{w.url}</Box>,
  },
  {
    key: 'lastResponse', label: 'Last response',
    render: (w) => {
      const tone = responseTone(w.lastResponse);
      return <Typography variant="body2" color={tone ? `${tone}.main` : 'text.secondary'} sx={{ wordBreak: 'break-word' }}>{w.lastResponse ?? '—'}</Typography>;
    },
  },
  { key: 'lastInvocation', label: 'Last invocation', render: (w) => formatWhen(w.lastInvocation), wide: true, nowrap: true },
];

const SPEC: WorkspaceConfigSpec<Webhook> = {
  label: 'Webhooks', columns: COLUMNS, noun: 'webhook', rowName: (w) => w.name, addLabel: 'Add webhook', emptyText: 'No webhooks yet.',
  description: 'Trueline POSTs each event as signed JSON to your systems, retrying for a few hours when they do not answer.',
};

/** /webhooks (spec 3 §2.11): the workspace's webhooks, unpaged; a row opens its side panel, "Add webhook" a new one. */
export function WebhooksPage() {
  return (
    <WorkspacePage title="Webhooks" chooseText="Choose a workspace to manage its webhooks.">
      {(ws) => <WorkspaceConfigList key={ws} ws={ws} spec={SPEC} useItems={useWebhooks} renderPanel={(p) => <WebhookPanel ws={p.ws} target={p.target} onClose={p.onClose} />} />}
    </WorkspacePage>
  );
}
