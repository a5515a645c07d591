import { LRUCache } from 'lru-cache';
import type { AegisFeatures, FtcSan } from '@trueline/contract';
import type { EngineContext } from '@trueline/workflow';
import type { Deps } from '../../platform/deps';
import { screeningGeo } from './geo';
import type { ScreeningPorts } from './ports';
import { runScript, SCRIPT_LIMITS } from './script-sandbox';

/** Settings read on every call (SANs, connection keys) are kept this long: a change shows within seconds. */
const SETTINGS_TTL_MS = 15_000;

/** Where the engine context of one call is made: the workspace, the time it runs at, and whether it is a test. */
export interface CallScope {
  workspace: { id: string; orgId: string; features: Partial<AegisFeatures> };
  now: () => Date;
  /** A test call counts test calls too in velocity windows; a real one only real calls. */
  isTest: boolean;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The providers the engine's nodes call (sandbox or real). */
export type EngineDeps = Pick<Deps, 'numbers' | 'dnc' | 'litigator' | 'rnd' | 'leadVerification' | 'dataBoost' | 'emergency'>;

/**
 * The engine's view of the world for call screening (and ETL runs): the sandbox or real providers behind the
 * workspace's own settings (its FTC SANs, connections, pools, record sets), with the settings every call reads cached
 * briefly. One factory per app; `forCall` answers the context of one interaction.
 */
export function engineContexts(deps: EngineDeps, p: ScreeningPorts) {
  const geo = screeningGeo(deps.numbers);
  const settings = new LRUCache<string, { value: unknown }>({ max: 10_000, ttl: SETTINGS_TTL_MS });
  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = settings.get(key);
    if (hit) return hit.value as T;
    const value = await load();
    settings.set(key, { value });
    return value;
  }
  const sanOf = (workspaceId: string, id: string) => cached<FtcSan | null>(`san:${workspaceId}:${id}`, () => p.ftcSans.find(workspaceId, id));

  return {
    geo,
    forCall(scope: CallScope, extra: Partial<Pick<EngineContext, 'inserts' | 'webhooks'>> = {}): EngineContext {
      const ws = scope.workspace;
      return {
        workspace: ws,
        now: scope.now,
        geo,
        recordSets: {
          definition: (id) => p.recordSets.definition(ws.id, id),
          get: (id, key) => p.recordSets.get(ws.id, id, key),
          put: (id, key, attributes) => p.recordSets.put(ws.id, id, key, attributes),
          remove: (id, key) => p.recordSets.remove(ws.id, id, key),
        },
        // Counted up to the call's own time: a test call at an emulated time never counts calls made after it.
        velocity: { count: (q) => p.interactions.countSince({ workspaceId: ws.id, ...q, until: scope.now(), includeTest: scope.isTest }) },
        dnc: {
          async federal(phone, ftcSanId) {
            const san = await sanOf(ws.id, ftcSanId);
            if (!san) throw new Error('the FTC SAN of this node no longer exists');
            const [r] = await deps.dnc.federal([phone], san);
            return { blocked: Boolean(r?.blocked), reason: r?.reason === 'NOT_COVERED' ? 'NOT_COVERED' : r?.blocked ? 'DNC' : null, sanCoverage: san.fullCoverage ? 'FULL' : 'PARTIAL' };
          },
          async state(phone, state) {
            const [r] = await deps.dnc.state([{ number: phone, state }]);
            return { blocked: Boolean(r?.blocked), state: r?.state ?? null };
          },
        },
        litigator: {
          async check(phone) {
            const [r] = await deps.litigator.check([phone]);
            return { blocked: Boolean(r?.flagged), description: r?.description ?? null, actions: r?.actions ?? null };
          },
        },
        rnd: {
          async check(connectionId, phone, since) {
            const token = await cached(`rnd:${ws.id}:${connectionId}`, () => p.connections.rndToken(ws.id, connectionId));
            if (!token) throw new Error('the RND connection of this node is missing or not active');
            const r = await deps.rnd.query(token, phone, isoDay(since));
            return { reassigned: r.answer === 'yes' ? true : r.answer === 'no' ? false : null, failure: r.answer === 'no_data' ? 'No data for this number' : null };
          },
        },
        activeProspect: {
          async verify(connectionId, q) {
            const key = await cached(`tf:${ws.id}:${connectionId}`, () => p.connections.trustedFormKey(ws.id, connectionId));
            if (!key) throw new Error('the Active Prospect connection of this node is missing or not active');
            const [r] = await deps.leadVerification.trustedForm([{ number: q.phone, token: q.certificate }], key);
            return { blocked: !r?.valid, reason: r?.reason ?? null };
          },
        },
        verisk: {
          async verify(q) {
            const key = await cached(`leadid:${ws.id}`, () => p.connections.leadIdKey(ws.id));
            if (!key) throw new Error('the workspace has no active Verisk connection');
            const [r] = await deps.leadVerification.leadId([{ number: q.phone, token: q.token }], key);
            return { blocked: !r?.valid, reason: r?.reason ?? null };
          },
        },
        dataBoost: {
          async validate(phone) {
            const [r] = await deps.dataBoost.validate([phone]);
            if (!r) throw new Error('DataBoost gave no answer');
            return { isValid: r.is_valid, activityScore: r.activity_score, lineType: r.line_type, carrier: r.carrier, isPrepaid: r.is_prepaid };
          },
        },
        emergency: { declared: (q) => deps.emergency.declared(q) },
        callerId: {
          async assign(campaignId, lead) {
            const campaign = await p.campaigns.findById(campaignId);
            if (!campaign || campaign.workspaceId !== ws.id) throw new Error('the campaign of this node is not in the workspace');
            const [number] = await p.pools.assignCallerIds(campaign, [lead]);
            return number ?? null;
          },
        },
        campaigns: {
          async query(campaignId, phone) {
            const campaign = await p.campaigns.findById(campaignId);
            if (!campaign || campaign.workspaceId !== ws.id) throw new Error('the campaign of this node is not in the workspace');
            const lead = await p.leads.latest(campaign, phone);
            if (!lead) return { found: false, zip: null, city: null, state: null, status: null };
            const place = lead.zip ? geo.zip(lead.zip) : null;
            return { found: true, zip: lead.zip, city: place?.city ?? null, state: lead.state ?? place?.state ?? null, status: lead.status };
          },
        },
        webhooks: extra.webhooks ?? { send: (webhookId, ix) => p.webhooks.sendAegisEvent(ws, webhookId, ix) },
        workflows: { published: (id) => p.workflows.published(ws.id, id) },
        scripts: {
          run: (req, opts) => runScript(req, async (setIdOrName, key) => {
            const set = await p.recordSets.resolve(ws.id, setIdOrName);
            return set ? (await p.recordSets.get(ws.id, set.id, key))?.attributes ?? null : null;
          }, SCRIPT_LIMITS, opts),
        },
        inserts: extra.inserts ?? {
          add: async () => {
            throw new Error('campaign inserts run in ETL tasks only');
          },
        },
      };
    },
  };
}
export type EngineContexts = ReturnType<typeof engineContexts>;
