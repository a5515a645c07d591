import type { ReactNode } from 'react';
import type { AegisFeature } from '@trueline/contract';
import { useWorkspaces } from '../lib/workspace-context';
import { FeatureNotActive } from './FeatureNotActive';

interface Props {
  /** The workspace feature flag the screen needs; none for a screen that is always available. */
  feature?: AegisFeature;
  /** The screen, for the selected workspace's id. */
  children(ws: string): ReactNode;
}

/** A workspace screen of a feature: nothing until a workspace is selected, the 'not active' notice while its flag is off. */
export function WorkspaceFeatureGate({ feature, children }: Props) {
  const { selected } = useWorkspaces();
  if (!selected) return null;
  if (feature && !selected.workspaceFeatures.aegisFeatures[feature]) return <FeatureNotActive feature={feature} workspaceId={selected.id} />;
  return children(selected.id);
}
