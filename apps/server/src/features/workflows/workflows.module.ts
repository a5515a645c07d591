import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { FoldersService } from '../folders/folders.service';
import type { UsersService } from '../users/users.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { workflowsService } from './workflows.service';
import type { PickerPeers } from './workflow-pickers';
import { registerWorkflowsRoutes } from './workflows.routes';

/**
 * Aegis workflows: the editor's calls, revisions and files; the published versions screening reads; the node pickers
 * (features built apart add theirs with `registerPickerSource` in their own `connect`).
 */
export const workflowsModule = defineModule({
  name: 'workflows',
  create(deps: Pick<Deps, 'db' | 'now'>, peers: PickerPeers & { folders: Pick<FoldersService, 'assertFolder'>; users: Pick<UsersService, 'names'> }) {
    // Named one by one: the peers are created as they are read.
    const { folders, users, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers } = peers;
    // A revision's author is named by the users service.
    return workflowsService(deps, { folders, campaigns, ftcSans, rndConnections, activeProspect, verisk, dialers, users });
  },
  connect(workflows, peers: {
    folders: Pick<FoldersService, 'registerScope'>; webhooks: { service: Pick<WebhooksService, 'options'> }; workspaces: Pick<WorkspacesService, 'registerActivity'>;
  }) {
    peers.folders.registerScope('Workflow', { count: workflows.countInFolder });
    peers.workspaces.registerActivity('workflows', workflows.countPerWorkspace);
    // The AegisEvent webhooks picker; here rather than in webhooks' connect, as the picker is the editor's.
    workflows.registerPickerSource('webhooks', async (ctx) => peers.webhooks.service.options(ctx.workspace.id, 'AegisEvent'));
  },
  routes: registerWorkflowsRoutes,
});
