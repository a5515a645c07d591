import type { BrandedCallingProfile } from '@trueline/contract';
import { useUser } from '../../lib/session';
import type { ConfigColumn } from '../../components/ConfigTable';
import { ConfigList } from '../../components/ConfigList';
import { WorkspaceFeatureGate } from '../../components/WorkspaceFeatureGate';
import { useBrandedCallingProfiles } from './api';
import { BrandedCallingProfilePanel } from './BrandedCallingProfilePanel';

const COLUMNS: ConfigColumn<BrandedCallingProfile>[] = [
  { key: 'label', label: 'Label', render: (p) => p.label },
  { key: 'legalName', label: 'Legal name', render: (p) => p.legalName },
  { key: 'callPurpose', label: 'Calling purpose', render: (p) => p.callPurpose, wide: true },
];

/** Branded Calling: always available. Everyone reads the profiles; a SuperAdmin adds, edits and deletes. */
export function BrandedCallingProfilesTab() {
  return <WorkspaceFeatureGate>{(ws) => <BrandedCallingProfilesList ws={ws} />}</WorkspaceFeatureGate>;
}

function BrandedCallingProfilesList({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const profiles = useBrandedCallingProfiles(ws);
  return (
    <ConfigList<BrandedCallingProfile>
      label="Branded calling profiles"
      description="The caller names and categories carriers show with your calls."
      columns={COLUMNS}
      query={profiles}
      rowKey={(p) => p.id}
      rowLabel={(p) => `${superAdmin ? 'Edit' : 'View'} profile ${p.label}`}
      canAdd={superAdmin}
      emptyText="No branded calling profiles yet."
      renderPanel={(target, onClose) => <BrandedCallingProfilePanel ws={ws} target={target} editable={superAdmin} onClose={onClose} />}
    />
  );
}
