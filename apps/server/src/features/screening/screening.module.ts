import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { WorkflowsService } from '../workflows/workflows.service';
import type { RecordSets } from '../record-sets/record-sets.module';
import type { Interactions } from '../interactions/interactions.module';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { FtcSansService } from '../ftc-sans/ftc-sans.service';
import type { ApiKeyConnectionsService } from '../api-key-connections/api-key-connections.service';
import type { RndConnectionsService } from '../rnd-connections/rnd-connections.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { Pools } from '../pools/pools.module';
import type { LeadsService } from '../leads/leads.service';
import { interactionRecordOf } from '../interactions/interaction-row';
import type { ScreeningPorts } from './ports';
import { screeningService, type ScreeningDeps } from './screening.service';

interface Peers {
  workspaces: Pick<WorkspacesService, 'findAnyOrg'>;
  workflows: WorkflowsService;
  recordSets: RecordSets;
  interactions: Interactions;
  webhooks: Webhooks;
  ftcSans: FtcSansService;
  activeProspect: ApiKeyConnectionsService;
  verisk: ApiKeyConnectionsService;
  rndConnections: RndConnectionsService;
  campaigns: CampaignsService;
  pools: Pools;
  leads: LeadsService;
}

/**
 * Call screening wired to the features it reads: published workflows, record sets, the interactions recorder (and its
 * velocity counts), AegisEvent webhooks, the workspace's FTC SANs and connections, Core campaigns' pools and leads.
 */
export function createScreening(deps: ScreeningDeps, s: Peers) {
  const engine = s.recordSets.engine;
  const definition = async (workspaceId: string, id: string) => {
    const set = await engine.findSet(workspaceId, id);
    return set ? { id: set.id, name: set.name, strictPhoneKey: set.strictPhoneKey, attributes: set.attributes.map((a) => ({ name: a.name, type: a.type })) } : null;
  };
  const ports: ScreeningPorts = {
    workspaces: s.workspaces,
    workflows: { published: (ws, id) => s.workflows.published(ws, id) },
    recorder: { record: (ix, meta) => s.interactions.recorder.record(ix, meta) },
    recordSets: {
      definition,
      async resolve(workspaceId, idOrName) {
        const byId = await definition(workspaceId, idOrName);
        if (byId) return byId;
        const named = (await engine.activeSets(workspaceId)).find((set) => set.name.toLowerCase() === idOrName.trim().toLowerCase());
        return named ? definition(workspaceId, named.id) : null;
      },
      async get(workspaceId, id, key) {
        const r = await engine.getRecord(workspaceId, id, key);
        return r ? { key: r.phone, attributes: r.attributes } : null;
      },
      async put(workspaceId, id, key, attributes) {
        await engine.putRecord(workspaceId, id, { phone: key, attributes });
      },
      remove: (workspaceId, id, key) => engine.deleteRecord(workspaceId, id, key),
    },
    interactions: { countSince: (q) => s.interactions.recorder.countSince({ ...q, channelTypes: [...q.channelTypes] as ('Voice' | 'SMS' | 'ETL')[] }) },
    webhooks: {
      async sendAegisEvent(workspace, webhookId, ix) {
        const payload = interactionRecordOf(ix, { orgId: workspace.orgId, workspaceId: workspace.id, runTimeMs: 0 });
        await s.webhooks.deliverTo(webhookId, { eventType: 'AegisEvent', orgId: workspace.orgId, workspaceId: workspace.id, payload });
      },
    },
    ftcSans: s.ftcSans,
    connections: {
      trustedFormKey: (ws, id) => s.activeProspect.connectionKey(ws, id),
      leadIdKey: (ws) => s.verisk.activeKey(ws),
      rndToken: (ws, id) => s.rndConnections.connectionToken(ws, id),
    },
    campaigns: s.campaigns,
    pools: s.pools.service,
    leads: s.leads,
  };
  return screeningService(deps, ports);
}
