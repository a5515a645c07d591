import { useState } from 'react';
import { Chip } from '@mui/material';
import { CONNECTION_STATUS_LABELS, rndRefreshStatus, rndTokenStatus, type RndConnection } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../app/workspace-context';
import { ConfigTable, type ConfigColumn } from '../../components/ConfigTable';
import { FeatureNotActive } from '../../components/FeatureNotActive';
import { useRndConnections } from './api';
import { RndConnectionPanel } from './RndConnectionPanel';

const statusChip = (text: string) => <Chip size="small" label={text} color={text === 'OK' ? 'success' : 'error'} variant="outlined" />;

const COLUMNS: ConfigColumn<RndConnection>[] = [
  { key: 'companyNumber', label: 'Company Id', render: (c) => c.companyNumber, nowrap: true },
  { key: 'companyName', label: 'Company name', render: (c) => c.companyName },
  { key: 'status', label: 'Status', render: (c) => CONNECTION_STATUS_LABELS[c.resourceStatus], wide: true },
  { key: 'token', label: 'Token status', render: (c) => statusChip(rndTokenStatus(c)), nowrap: true },
  { key: 'refresh', label: 'Refresh status', render: (c) => statusChip(rndRefreshStatus(c)), nowrap: true, wide: true },
];

/** RND: the workspace's Reassigned Numbers Database accounts, open to every role. */
export function RndConnectionsTab() {
  const { selected } = useWorkspaces();
  if (!selected) return null;
  if (!selected.workspaceFeatures.aegisFeatures.rnd) return <FeatureNotActive feature="rnd" workspaceId={selected.id} />;
  return <RndConnectionsList ws={selected.id} />;
}

function RndConnectionsList({ ws }: { ws: string }) {
  const connections = useRndConnections(ws);
  const [target, setTarget] = useState<RndConnection | 'new' | null>(null);
  return (
    <>
      <ConfigTable<RndConnection>
        label="RND connections"
        description="Accounts with the FCC Reassigned Numbers Database, used to skip numbers disconnected since consent was given."
        columns={COLUMNS}
        rows={connections.data}
        rowKey={(c) => c.id}
        rowLabel={(c) => `Edit RND connection ${c.companyName}`}
        onOpen={(row) => setTarget(row)}
        onAdd={() => setTarget('new')}
        loading={connections.isPending}
        error={connections.isError ? errorMessage(connections.error) : null}
        emptyText="No RND connections yet."
      />
      <RndConnectionPanel ws={ws} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
