import { CONNECTION_STATUS_LABELS, rndRefreshStatus, rndTokenStatus, type RndConnection } from '@trueline/contract';
import type { ConfigColumn } from '../../components/ConfigTable';
import { WorkspaceConfigTab, type WorkspaceConfigSpec } from '../../components/WorkspaceConfigList';
import { StatusChip } from '../../components/StatusChip';
import { useRndConnections } from './api';
import { RndConnectionPanel } from './RndConnectionPanel';

/** 'OK' or 'Expired!' (the spec's words): an expired token is an error. */
const statusChip = (text: string) => <StatusChip status={text === 'OK' ? 'OK' : 'ERROR'} label={text} />;

const COLUMNS: ConfigColumn<RndConnection>[] = [
  { key: 'companyNumber', label: 'Company Id', render: (c) => c.companyNumber, nowrap: true },
  { key: 'companyName', label: 'Company name', render: (c) => c.companyName },
  { key: 'status', label: 'Status', render: (c) => <StatusChip status={c.resourceStatus} label={CONNECTION_STATUS_LABELS[c.resourceStatus]} />, wide: true },
  { key: 'token', label: 'Token status', render: (c) => statusChip(rndTokenStatus(c)), nowrap: true },
  { key: 'refresh', label: 'Refresh status', render: (c) => statusChip(rndRefreshStatus(c)), nowrap: true, wide: true },
];

const SPEC: WorkspaceConfigSpec<RndConnection> = {
  label: 'RND connections', feature: 'rnd', columns: COLUMNS, noun: 'RND connection', rowName: (c) => c.companyName, emptyText: 'No RND connections yet.',
  description: 'Accounts with the FCC Reassigned Numbers Database, used to skip numbers disconnected since consent was given.',
};

/** RND: the workspace's Reassigned Numbers Database accounts, open to every role. */
export function RndConnectionsTab() {
  return <WorkspaceConfigTab spec={SPEC} useItems={useRndConnections} renderPanel={({ ws, target, onClose }) => <RndConnectionPanel ws={ws} target={target} onClose={onClose} />} />;
}
