import { Typography } from '@mui/material';
import type { FtcSan } from '@trueline/contract';
import type { ConfigColumn } from '../../components/ConfigTable';
import { WorkspaceConfigTab, type WorkspaceConfigSpec } from '../../components/WorkspaceConfigList';
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

const SPEC: WorkspaceConfigSpec<FtcSan> = {
  label: 'FTC SANs', description: 'Subscription account numbers of the National Do Not Call Registry used to scrub leads.',
  feature: 'doNotCall', columns: COLUMNS, noun: 'FTC SAN', rowName: (s) => s.ftcSan, superAdminEdits: true, emptyText: 'No FTC SANs yet.',
};

/** National DNC: the workspace's FTC SANs. Everyone reads them; a SuperAdmin adds, edits and deletes. */
export function FtcSansTab() {
  return <WorkspaceConfigTab spec={SPEC} useItems={useFtcSans} renderPanel={(p) => <FtcSanPanel {...p} />} />;
}
