import { LRUCache } from 'lru-cache';
import { SCREENING_MESSAGES, type AEGIS_BILLING_MODES, type AegisFeatures, type ScreenAnswer, type screenRequest, type UsageProduct } from '@trueline/contract';
import { newInteraction, runWorkflow, type EngineContext, type Interaction } from '@trueline/workflow';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { newId } from '../../platform/crypto';
import { forbidden, notFound } from '../../platform/errors';
import { engineContexts, type EngineDeps } from './engine-context';
import type { ScreeningPorts, WalkableWorkflow } from './ports';

export type ScreenBody = z.output<typeof screenRequest>;
/** The providers the engine calls, and the clock. */
export type ScreeningDeps = EngineDeps & Pick<Deps, 'now'>;

/** A real-time decision has this long: far beyond a healthy walk (milliseconds), short of a dialer giving up. */
export const SCREEN_BUDGET_MS = 3_000;
/** An ETL record may take longer than a live call (nobody waits on the line), but not for ever. */
export const ETL_RECORD_BUDGET_MS = 10_000;
/** Workspaces' flags are read per call: kept briefly, so a flag switched off takes effect within seconds. */
const WORKSPACE_TTL_MS = 5_000;

/**
 * Call screening: the workflow's published version decides a call for a dialer or a customer's system (API key), and
 * its saved draft decides the editor's test calls. The interaction is recorded either way (test calls marked).
 */
/** What a screened call is billed as: the workspace's Aegis billing mode. */
const TIER_PRODUCTS = { AEGIS_ONE: 'aegis', AEGIS_LITE: 'aegisLite', AEGIS_CORE: 'aegisCore' } as const satisfies Record<(typeof AEGIS_BILLING_MODES)[number], UsageProduct>;
const tierProduct = (features: Partial<AegisFeatures>): UsageProduct => TIER_PRODUCTS[features.aegisBillingMode ?? 'AEGIS_ONE'];

export function screeningService(deps: ScreeningDeps, p: ScreeningPorts) {
  const contexts = engineContexts(deps, p);
  const workspaces = new LRUCache<string, { id: string; orgId: string; features: Partial<AegisFeatures> }>({ max: 5_000, ttl: WORKSPACE_TTL_MS });

  async function workspaceOf(id: string) {
    const hit = workspaces.get(id);
    if (hit) return hit;
    const row = await p.workspaces.findAnyOrg(id);
    if (!row || row.status === 'DEACTIVATED') return null;
    const w = { id: row.id, orgId: row.orgId, features: row.aegisFeatures };
    workspaces.set(id, w);
    return w;
  }

  /** The interaction as asked, placed by its ZIP (else the area code of the number called). */
  function interactionOf(workflowId: string, body: ScreenBody, at: Date, isTest: boolean): Interaction {
    const ix = newInteraction({
      id: newId(), timestamp: at, workflowId, isTest, channelType: body.channelType, to: body.to, from: body.from,
      externId: body.externId, phoneType: body.phoneType, originalZip: body.zip, zip: body.zip, data: { ...body.data },
    });
    const geo = contexts.geo;
    const place = (body.zip ? geo.zip(body.zip) : null) ?? geo.areaCode(body.to);
    if (place) Object.assign(ix, { zip: place.zip ?? ix.zip, city: place.city, state: place.state, timezone: place.timezone });
    return ix;
  }

  /** Walks a workflow for one interaction and records it. */
  async function decide(w: { id: string; orgId: string; features: Partial<AegisFeatures> }, workflow: WalkableWorkflow, ix: Interaction, now: () => Date) {
    const started = performance.now();
    if (workflow.status === 'Disabled') {
      ix.result = 'Ignored';
      ix.reason = SCREENING_MESSAGES.workflowDisabled;
    } else {
      // Webhook nodes queue the interaction as it stands when the walk ends (with its result), never delaying it.
      const webhooks: string[] = [];
      const ctx = contexts.forCall({ workspace: w, now, isTest: ix.isTest }, { webhooks: { send: async (webhookId) => void webhooks.push(webhookId) } });
      await runWorkflow(workflow, ix, ctx, { budgetMs: SCREEN_BUDGET_MS });
      for (const id of webhooks) void p.webhooks.sendAegisEvent(w, id, ix).catch(() => undefined);
    }
    const runTimeMs = performance.now() - started;
    p.recorder.record(ix, { orgId: w.orgId, workspaceId: w.id, runTimeMs, usageProduct: ix.isTest ? null : tierProduct(w.features) });
    return { ix, runTimeMs };
  }

  return {
    /** A decision for a dialer or a customer's system, by the workspace's API key. */
    async screen(actor: Actor, body: ScreenBody): Promise<ScreenAnswer> {
      if (actor.kind !== 'apiKey') throw forbidden();
      const w = await workspaceOf(actor.workspaceId);
      if (!w) throw notFound();
      const workflow = await p.workflows.published(w.id, body.workflowId);
      if (!workflow) throw notFound(SCREENING_MESSAGES.workflowNotPublished);
      const { ix } = await decide(w, workflow, interactionOf(workflow.id, body, deps.now(), false), deps.now);
      return { interactionId: ix.id, result: ix.result ?? 'Accepted', reason: ix.reason, sipResponseCode: ix.sipResponseCode, pcidFromNumber: ix.pcidFromNumber, data: ix.data };
    },

    /** A test call on a workflow version (the editor's saved draft), at an emulated time if given; recorded as test data. */
    async test(workspaceId: string, workflow: WalkableWorkflow, body: ScreenBody, emulatedTime: Date | null) {
      const w = await workspaceOf(workspaceId);
      if (!w) throw notFound();
      // The call starts exactly at the emulated time (one reading of the clock), and its clock runs on from there.
      const started = deps.now();
      const offset = emulatedTime ? emulatedTime.getTime() - started.getTime() : 0;
      const now = () => new Date(deps.now().getTime() + offset);
      return decide(w, workflow, interactionOf(workflow.id, body, emulatedTime ?? started, true), now);
    },

    /**
     * One ETL record through a workflow version (an ETL task's run): the record's phone is the number called, its ZIP
     * places it, its attributes are the interaction's data; campaign-insert nodes hand their records to `inserts`.
     * Recorded as an interaction of channel ETL (SMS for an Engage lead checked before sending). Null when the workspace is gone or deactivated.
     */
    async etl(
      workspaceId: string, workflow: WalkableWorkflow, record: { phone: string; zip: string | null; data: Record<string, string> }, inserts: EngineContext['inserts'],
      channelType: 'ETL' | 'SMS' = 'ETL',
    ) {
      const w = await workspaceOf(workspaceId);
      if (!w) return null;
      const ix = interactionOf(workflow.id, { workflowId: workflow.id, channelType: 'Voice', to: record.phone, from: '', zip: record.zip, externId: null, phoneType: null, data: record.data }, deps.now(), false);
      // An Engage lead walks its campaign's workflow before it is texted: an SMS interaction.
      ix.channelType = channelType;
      const started = performance.now();
      const ctx = contexts.forCall({ workspace: w, now: deps.now, isTest: false }, { inserts });
      await runWorkflow(workflow, ix, ctx, { budgetMs: ETL_RECORD_BUDGET_MS });
      p.recorder.record(ix, { orgId: w.orgId, workspaceId: w.id, runTimeMs: performance.now() - started, usageProduct: channelType === 'ETL' ? 'aegisEtl' : tierProduct(w.features) });
      return ix;
    },

    /** Forgets cached workspace flags (a flag changed on this instance). */
    forgetWorkspace: (id: string) => workspaces.delete(id),
  };
}
export type ScreeningService = ReturnType<typeof screeningService>;
