import type { Deps } from '../../platform/deps';
import { assertOrgAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import * as repo from './page-views.repo';

/** Page views of the console, for usage analytics; SuperAdmins (our own staff) are never tracked. */
export function pageViewsService(deps: Pick<Deps, 'db' | 'now'>) {
  return {
    async record(actor: Actor, orgId: string, path: string): Promise<void> {
      const me = requireUser(actor);
      assertOrgAccess(actor, orgId);
      if (!isSuperAdmin(actor)) await repo.insertPageView(deps.db, { orgId: me.orgId, userId: me.userId, path, at: deps.now() });
    },
  };
}
export type PageViewsService = ReturnType<typeof pageViewsService>;
