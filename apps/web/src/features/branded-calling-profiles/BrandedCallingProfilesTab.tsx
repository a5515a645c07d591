import { useState } from 'react';
import type { BrandedCallingProfile } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useWorkspaces } from '../../app/workspace-context';
import { ConfigTable, type ConfigColumn } from '../../components/ConfigTable';
import { useBrandedCallingProfiles } from './api';
import { BrandedCallingProfilePanel } from './BrandedCallingProfilePanel';

const COLUMNS: ConfigColumn<BrandedCallingProfile>[] = [
  { key: 'label', label: 'Label', render: (p) => p.label },
  { key: 'legalName', label: 'Legal name', render: (p) => p.legalName },
  { key: 'callPurpose', label: 'Calling purpose', render: (p) => p.callPurpose, wide: true },
];

/** Branded Calling: always available. Everyone reads the profiles; a SuperAdmin adds, edits and deletes. */
export function BrandedCallingProfilesTab() {
  const { selected } = useWorkspaces();
  if (!selected) return null;
  return <BrandedCallingProfilesList ws={selected.id} />;
}

function BrandedCallingProfilesList({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const profiles = useBrandedCallingProfiles(ws);
  const [target, setTarget] = useState<BrandedCallingProfile | 'new' | null>(null);
  return (
    <>
      <ConfigTable<BrandedCallingProfile>
        label="Branded calling profiles"
        description="The caller names and categories carriers show with your calls."
        columns={COLUMNS}
        rows={profiles.data}
        rowKey={(p) => p.id}
        rowLabel={(p) => `${superAdmin ? 'Edit' : 'View'} profile ${p.label}`}
        onOpen={(row) => setTarget(row)}
        onAdd={superAdmin ? () => setTarget('new') : undefined}
        loading={profiles.isPending}
        error={profiles.isError ? errorMessage(profiles.error) : null}
        emptyText="No branded calling profiles yet."
      />
      <BrandedCallingProfilePanel ws={ws} target={target} editable={superAdmin} onClose={() => setTarget(null)} />
    </>
  );
}
