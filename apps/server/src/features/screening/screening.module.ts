import { defineModule } from '../../platform/module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { WorkflowsService } from '../workflows/workflows.service';
import type { RecordSets } from '../record-sets/record-sets.module';
import type { Interactions } from '../interactions/interactions.module';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { ApiKeyConnectionsService } from '../api-key-connections/api-key-connections.service';
import type { RndConnectionsService } from '../rnd-connections/rnd-connections.service';
import { interactionRecordOf } from '../interactions/interaction-row';
import type { ScreeningPorts } from './ports';
import { screeningService, type ScreeningDeps } from './screening.service';
import { registerScreeningRoutes } from './screening.routes';

interface Peers {
  workspaces: Pick<WorkspacesService, 'findAnyOrg'>;
  workflows: Pick<WorkflowsService, 'published'>;
  recordSets: Pick<RecordSets, 'engine'>;
  interactions: Pick<Interactions, 'recorder'>;
  webhooks: Pick<Webhooks, 'deliverTo'>;
  ftcSans: ScreeningPorts['ftcSans'];
  activeProspect: Pick<ApiKeyConnectionsService, 'connectionKey'>;
  verisk: Pick<ApiKeyConnectionsService, 'activeKey'>;
  rndConnections: Pick<RndConnectionsService, 'connectionToken'>;
  campaigns: ScreeningPorts['campaigns'];
  pools: { service: ScreeningPorts['pools'] };
  leads: ScreeningPorts['leads'];
}

/**
 * Call screening wired to the features it reads: published workflows, record sets, the interactions recorder (and its
 * velocity counts), AegisEvent webhooks, the workspace's FTC SANs and connections, Core campaigns' pools and leads.
 */
export const screeningModule = defineModule({
  name: 'screening',
  create: (deps: ScreeningDeps, peers: Peers) => screeningService(deps, screeningPorts(peers)),
  connect(screening, peers: { workspaces: Pick<WorkspacesService, 'onDeactivated'> }) {
    // What the screening path remembers of a workspace (its flags) goes when it is deactivated.
    peers.workspaces.onDeactivated((id) => screening.forgetWorkspace(id));
  },
  routes: registerScreeningRoutes,
});

/** The screening runtime's ports, each read through the feature that owns it. */
function screeningPorts(s: Peers): ScreeningPorts {
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
  return ports;
}
