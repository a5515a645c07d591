import type { ListProcessRequestParsed } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { FoldersService } from '../folders/folders.service';
import type { WorkflowsService } from '../workflows/workflows.service';
import type { RecordSets } from '../record-sets/record-sets.module';
import type { ScreeningService } from '../screening/screening.service';
import type { ListsService } from '../lists/lists.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { MessagingListsService } from '../messaging-lists/messaging-lists.service';
import { etlTasksService } from './etl-tasks.service';
import { etlRunner, type EtlRunPorts } from './etl-run';
import { defineEtlJobs } from './etl-tasks.jobs';
import { registerEtlTasksRoutes } from './etl-tasks.routes';

interface Peers {
  workspaces: Pick<WorkspacesService, 'findAnyOrg'>;
  folders: Pick<FoldersService, 'assertFolder'>;
  workflows: Pick<WorkflowsService, 'published' | 'pickerList'>;
  recordSets: Pick<RecordSets, 'engine'>;
  screening: Pick<ScreeningService, 'etl'>;
  lists: { service: Pick<ListsService, 'receive' | 'uploadAndProcess' | 'discardFile'> };
  campaigns: Pick<CampaignsService, 'findById'>;
}

/**
 * ETL tasks' parts: the console's service, the runner of executions and the scheduler. A Core insert node's records
 * reach its campaign through the list pipeline, as a list processed by "ETL task <name>"; a messaging insert node's
 * records reach its Engage campaign as a messaging list the same way (wired in `connect`: Engage lists are created after).
 */
export const etlTasksModule = defineModule({
  name: 'etlTasks',
  create: createEtlTasks,
  connect(m, peers: { folders: Pick<FoldersService, 'registerScope'>; workspaces: Pick<WorkspacesService, 'findAnyOrg'>; messagingLists: { service: Pick<MessagingListsService, 'fromFile'> } }) {
    peers.folders.registerScope('EtlTask', { count: m.service.countInFolder });
    m.ports.deliverMessaging = async ({ workspaceId, taskName, node, fileId, fileName, columns }) => {
      const workspace = await peers.workspaces.findAnyOrg(workspaceId);
      if (!workspace || !node.campaignId) throw new Error('The messaging campaign of this node is not in the workspace.');
      const list = await peers.messagingLists.service.fromFile({
        workspace, campaignId: node.campaignId, name: node.listName?.trim() || taskName, source: { fileId, fileName }, columns,
        initStatus: node.initStatus ?? 'ACTIVE', by: { firstName: 'ETL task', lastName: taskName },
      });
      return { listId: list.id };
    };
  },
  routes: (app, m, gate: Gate) => registerEtlTasksRoutes(app, m.service, gate),
});

/** The service, the runner and the jobs, each given the peers' parts it reads. */
function createEtlTasks(deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now'>, p: Peers) {
  const deliverCore: EtlRunPorts['deliverCore'] = async ({ workspaceId, taskName, node, fileId, fileName, columns }) => {
    const workspace = await p.workspaces.findAnyOrg(workspaceId);
    const campaign = node.campaignId ? await p.campaigns.findById(node.campaignId) : null;
    if (!workspace || !campaign || campaign.workspaceId !== workspaceId) throw new Error('The campaign of this node is not in the workspace.');
    const source = await deps.files.openStream(fileId);
    if (!source) throw new Error('The node file is missing.');
    const stored = await p.lists.service.receive(workspace.orgId, { filename: fileName, stream: source.stream });
    const body: ListProcessRequestParsed = {
      type: 'DIALER', mode: node.mode ?? 'APPEND', dialerListId: node.dialerListId ?? null, dialerListName: node.listName ?? null,
      dedupe: (node.ringCxOptions?.dedupe ?? null) as ListProcessRequestParsed['dedupe'],
      mappedCols: columns.map((columnId, columnIndex) => ({ columnIndex, columnId })), firstRowHasHeaders: true,
      crmAddMode: node.five9Options?.crmAddMode as ListProcessRequestParsed['crmAddMode'],
      crmUpdateMode: node.five9Options?.crmUpdateMode as ListProcessRequestParsed['crmUpdateMode'],
      listAddMode: node.five9Options?.listAddMode as ListProcessRequestParsed['listAddMode'],
      leadKeyFields: node.five9Options?.leadKeyFields, templateName: null, saveAsTemplate: false,
    };
    try {
      const list = await p.lists.service.uploadAndProcess(null, { workspace, campaign }, stored, body, { firstName: 'ETL task', lastName: taskName });
      return { listId: list.id };
    } catch (err) {
      await p.lists.service.discardFile(stored).catch(() => undefined);
      throw err;
    }
  };
  const engine = p.recordSets.engine;
  const ports: Pick<EtlRunPorts, 'deliverMessaging'> = { deliverMessaging: async () => { throw new Error('Engage lists are not connected.'); } };
  const runner = etlRunner(deps, {
    workflows: { published: (ws, id) => p.workflows.published(ws, id) },
    recordSets: { findSet: engine.findSet, readRecords: engine.readRecords, deleteRecords: engine.deleteRecords },
    screening: { etl: (ws, workflow, record, inserts) => p.screening.etl(ws, workflow, record, inserts) },
    deliverCore,
    deliverMessaging: (input) => ports.deliverMessaging(input),
  });
  let jobs: ReturnType<typeof defineEtlJobs> | null = null;
  const service = etlTasksService(deps, {
    folders: p.folders, workflows: p.workflows, recordSets: { findSet: engine.findSet },
  }, { enqueue: (id) => jobs!.enqueue(id), cancelled: runner.stop });
  jobs = defineEtlJobs(deps, runner, service.queue);
  return { service, runner, jobs, ports };
}
export type EtlTasks = ReturnType<typeof createEtlTasks>;
