import type { Deps } from '../../platform/deps';
import { isSuperAdmin } from '../../platform/auth-context';
import { defineModule } from '../../platform/module';
import { workspacesService } from './workspaces.service';
import { registerWorkspacesRoutes } from './workspaces.routes';

/**
 * Workspaces, their dialer settings and features, and the access check behind every route under a workspace. A
 * workspace's activity counts what other features hold in it, each through the counter it registers (`registerActivity`).
 */
export const workspacesModule = defineModule({
  name: 'workspaces',
  create: (deps: Pick<Deps, 'db' | 'realtime' | 'cipher' | 'now'>) => {
    const workspaces = workspacesService(deps);
    // A workspace channel is open to whoever may see the workspace.
    deps.realtime.authorize('workspace', async (actor, id) =>
      isSuperAdmin(actor) ? Boolean(await workspaces.findAnyOrg(id)) : Boolean(await workspaces.access(actor, actor.orgId, id).catch(() => null)));
    return workspaces;
  },
  routes: registerWorkspacesRoutes,
});
