import { Typography } from '@mui/material';
import type { FtcSan } from '@trueline/contract';
import { useUser } from '../../lib/session';
import type { ConfigColumn } from '../../components/ConfigTable';
import { ConfigList } from '../../components/ConfigList';
import { WorkspaceFeatureGate } from '../../components/WorkspaceFeatureGate';
import { useFtcSans } from './api';
import { FtcSanPanel } from './FtcSanPanel';
import { coverageLabel, formatExpires, isExpired } from './ftc-san-format';

const COLUMNS: ConfigColumn<FtcSan>[] = [
  { key: 'org', label: 'Org name', render: (s) => s.ftcOrgName },
  { key: 'orgId', label: 'Org Id', render: (s) => s.ftcOrgId, wide: true },
  { key: 'san', label: 'SAN', render: (s) => s.ftcSan, nowrap: true },
  {
    key: 'expires', label: 'Expires', nowrap: true,
    render: (s) => (isExpired(s.expires) ? <Typography variant="body2" color="error">{formatExpires(s.expires)} (expired)</Typography> : formatExpires(s.expires)),
  },
  { key: 'coverage', label: 'Coverage', render: coverageLabel, wide: true },
];

/** National DNC: the workspace's FTC SANs. Everyone reads them; a SuperAdmin adds, edits and deletes. */
export function FtcSansTab() {
  return <WorkspaceFeatureGate feature="doNotCall">{(ws) => <FtcSansList ws={ws} />}</WorkspaceFeatureGate>;
}

function FtcSansList({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const sans = useFtcSans(ws);
  return (
    <ConfigList<FtcSan>
      label="FTC SANs"
      description="Subscription account numbers of the National Do Not Call Registry used to scrub leads."
      columns={COLUMNS}
      query={sans}
      rowKey={(s) => s.id}
      rowLabel={(s) => `${superAdmin ? 'Edit' : 'View'} FTC SAN ${s.ftcSan}`}
      canAdd={superAdmin}
      emptyText="No FTC SANs yet."
      renderPanel={(target, onClose) => <FtcSanPanel ws={ws} target={target} editable={superAdmin} onClose={onClose} />}
    />
  );
}
