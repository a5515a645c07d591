import { aegisFeatures, MESSAGES, type AegisFeature } from '@trueline/contract';
import { forbidden } from '../../platform/errors';
import type { WorkspaceRow } from '../workspaces/workspaces.repo';

/** Whether a feature is switched on for the workspace (its Aegis feature flag). */
export function isFeatureActive(w: Pick<WorkspaceRow, 'aegisFeatures'>, feature: AegisFeature): boolean {
  return aegisFeatures.parse(w.aegisFeatures ?? {})[feature];
}

/** Refuses a change to a feature the workspace does not have: 403 with the text the tab shows. */
export function assertFeatureActive(w: Pick<WorkspaceRow, 'aegisFeatures'>, feature: AegisFeature): void {
  if (!isFeatureActive(w, feature)) throw forbidden(MESSAGES.featureNotActive);
}
