import { aegisFeatures, MESSAGES, type AegisFeature } from '@trueline/contract';
import { forbidden } from '../../platform/errors';
import { isSuperAdmin, requireUser } from '../../platform/auth-context';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';

/** Whether a feature is switched on for the workspace (its Aegis feature flag). */
export function isFeatureActive(w: Pick<WorkspaceRow, 'aegisFeatures'>, feature: AegisFeature): boolean {
  return aegisFeatures.parse(w.aegisFeatures ?? {})[feature];
}

/** Refuses a change to a feature the workspace does not have: 403 with the text the tab shows. */
export function assertFeatureActive(w: Pick<WorkspaceRow, 'aegisFeatures'>, feature: AegisFeature): void {
  if (!isFeatureActive(w, feature)) throw forbidden(MESSAGES.featureNotActive);
}

export interface SettingsRule {
  /** Changes need this workspace feature flag on. */
  feature?: AegisFeature;
  /** Only a SuperAdmin changes the settings; the others read them. */
  superAdminOnly?: boolean;
}

/**
 * Who reaches a workspace's settings of one feature: every team member reads them (the route binding has checked that
 * they may see the scope's workspace; a workspace API key gets 403); a change also needs the rule's role (checked first)
 * and feature flag.
 */
export function settingsAccess(rule: SettingsRule) {
  function readable({ actor, workspace }: WorkspaceScope): WorkspaceRow {
    requireUser(actor);
    return workspace;
  }
  function writable(scope: WorkspaceScope): WorkspaceRow {
    const w = readable(scope);
    if (rule.superAdminOnly && !isSuperAdmin(scope.actor)) throw forbidden(MESSAGES.superAdminOnlySettings);
    if (rule.feature) assertFeatureActive(w, rule.feature);
    return w;
  }
  return { readable, writable };
}
