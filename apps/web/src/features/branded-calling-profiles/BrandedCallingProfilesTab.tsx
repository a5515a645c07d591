import type { BrandedCallingProfile } from '@trueline/contract';
import type { ConfigColumn } from '../../components/ConfigTable';
import { WorkspaceConfigTab, type WorkspaceConfigSpec } from '../../components/WorkspaceConfigList';
import { useBrandedCallingProfiles } from './api';
import { BrandedCallingProfilePanel } from './BrandedCallingProfilePanel';

const COLUMNS: ConfigColumn<BrandedCallingProfile>[] = [
  { key: 'label', label: 'Label', render: (p) => p.label },
  { key: 'legalName', label: 'Legal name', render: (p) => p.legalName },
  { key: 'callPurpose', label: 'Calling purpose', render: (p) => p.callPurpose, wide: true },
];

const SPEC: WorkspaceConfigSpec<BrandedCallingProfile> = {
  label: 'Branded calling profiles', description: 'The caller names and categories carriers show with your calls.',
  columns: COLUMNS, noun: 'profile', rowName: (p) => p.label, superAdminEdits: true, emptyText: 'No branded calling profiles yet.',
};

/** Branded Calling: always available. Everyone reads the profiles; a SuperAdmin adds, edits and deletes. */
export function BrandedCallingProfilesTab() {
  return <WorkspaceConfigTab spec={SPEC} useItems={useBrandedCallingProfiles} renderPanel={(p) => <BrandedCallingProfilePanel {...p} />} />;
}
