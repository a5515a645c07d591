import { useState } from 'react';
import { Typography } from '@mui/material';
import type { FtcSan } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useWorkspaces } from '../../app/workspace-context';
import { ConfigTable, type ConfigColumn } from '../../components/ConfigTable';
import { FeatureNotActive } from '../../components/FeatureNotActive';
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
  const { selected } = useWorkspaces();
  if (!selected) return null;
  if (!selected.workspaceFeatures.aegisFeatures.doNotCall) return <FeatureNotActive feature="doNotCall" workspaceId={selected.id} />;
  return <FtcSansList ws={selected.id} />;
}

function FtcSansList({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const sans = useFtcSans(ws);
  const [target, setTarget] = useState<FtcSan | 'new' | null>(null);
  return (
    <>
      <ConfigTable<FtcSan>
        label="FTC SANs"
        description="Subscription account numbers of the National Do Not Call Registry used to scrub leads."
        columns={COLUMNS}
        rows={sans.data}
        rowKey={(s) => s.id}
        rowLabel={(s) => `${superAdmin ? 'Edit' : 'View'} FTC SAN ${s.ftcSan}`}
        onOpen={(row) => setTarget(row)}
        onAdd={superAdmin ? () => setTarget('new') : undefined}
        loading={sans.isPending}
        error={sans.isError ? errorMessage(sans.error) : null}
        emptyText="No FTC SANs yet."
      />
      <FtcSanPanel ws={ws} target={target} editable={superAdmin} onClose={() => setTarget(null)} />
    </>
  );
}
