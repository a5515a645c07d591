import { AEGIS_FEATURE_LABELS, MESSAGES, type AegisFeature } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser, type Actor } from '../../platform/auth-context';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { linkMail } from '../../providers/mail/mail';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { UsersService } from '../users/users.service';
import { isFeatureActive } from './feature-gate';
import * as repo from './feature-requests.repo';

/** A person may ask this often per hour, so a stuck button cannot flood support. */
const REQUESTS_PER_HOUR = 10;

/** Requests to switch a workspace feature on: mailed to the organisation's support contact, else its SuperAdmins. */
export function featureRequestsService(
  deps: Pick<Deps, 'db' | 'rateLimiter' | 'config' | 'log'>,
  { organizations, users, mailer }: { organizations: Pick<OrganizationsService, 'supportEmail' | 'get'>; users: Pick<UsersService, 'list'>; mailer: Pick<MailQueue, 'send'> },
) {
  async function recipients(actor: Actor, orgId: string): Promise<string[]> {
    const support = await organizations.supportEmail(orgId);
    if (support) return [support];
    const team = await users.list(actor, orgId);
    return team.filter((u) => u.userType === 'SuperAdmin' && u.activated).map((u) => u.email);
  }

  return {
    async request({ actor, workspace: w }: WorkspaceScope, feature: AegisFeature): Promise<void> {
      const me = requireUser(actor);
      if (isFeatureActive(w, feature)) throw conflict(MESSAGES.featureAlreadyActive);
      await deps.rateLimiter.hit([{ key: `feature-request:${me.userId}`, limit: { max: REQUESTS_PER_HOUR, windowMs: 3_600_000 } }]);
      const to = await recipients(actor, w.orgId);
      if (to.length === 0) throw conflict(MESSAGES.noSupportContact);
      const org = await organizations.get(actor, w.orgId);
      const label = AEGIS_FEATURE_LABELS[feature];
      await repo.insertFeatureRequest(deps.db, { id: newId(), orgId: w.orgId, workspaceId: w.id, feature, requestedBy: me.userId, sentTo: to.join(', ') });
      const intro = `${me.email} asks to activate ${label} for the workspace "${w.name}" of ${org.name} (organization ${w.orgId}, workspace ${w.id}).`;
      for (const address of to) {
        await mailer.send(linkMail(address, `Feature activation request: ${label} for ${org.name}`, intro,
          'Open the workspace settings', `${deps.config.publicUrl}/workspaces`, 'Switch the feature on in the workspace\'s Aegis features, then let the customer know.'));
      }
      deps.log.info({ orgId: w.orgId, workspaceId: w.id, feature }, 'feature activation requested');
    },
  };
}
export type FeatureRequestsService = ReturnType<typeof featureRequestsService>;
