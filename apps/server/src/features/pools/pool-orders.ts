import type { Campaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import { newId } from '../../platform/crypto';
import type { NumberLocation, OrderedNumber } from '../../providers/numbers/numbers';
import { distanceKm } from './caller-id-choice';
import * as repo from './pools.repo';
import type { PoolNumberSource } from './pools.tables';

/** What a pool asks the carrier for: numbers in a location, optionally in one of its area codes. */
export interface OrderRequest {
  locationId: string;
  areaCode?: string;
  count: number;
}
export interface OrderOutcome {
  rows: repo.PoolNumberRow[];
  /** Numbers the carrier could not supply this time, with the places they were for and why. */
  shortfalls: { locationId: string; areaCode?: string; count: number; reason: string }[];
}

/** Carrier calls at once while a pool is built (the carrier answers each in a fraction of a second to a few). */
const ORDER_CONCURRENCY = 6;
/** Numbers per CNAM or 10DLC request. */
const PROVIDER_BATCH = 500;
/** Other cities of the state tried for a replacement when its own city has no number. */
const STATE_FALLBACK_CITIES = 3;

export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export const chunks = <T>(list: readonly T[], size = PROVIDER_BATCH): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Numbers per PhoneProvisioned or PhoneDeactivated webhook event. */
const NUMBERS_PER_EVENT = 1000;
const describe = (r: repo.PoolNumberRow) => ({ number: r.number, city: r.city, state: r.state, areaCode: r.areaCode, source: r.source });

/**
 * The carrier-facing work of pools: ordering (with local fallbacks), caller names, 10DLC and release. Numbers joining a
 * pool fire PhoneProvisioned webhooks, numbers released to the carrier PhoneDeactivated ones (through `emit`).
 */
export function poolOrders(deps: Pick<Deps, 'db' | 'log' | 'now' | 'numbers'>, emit: WebhookEmit = async () => 0) {
  const { db, numbers } = deps;

  async function fire(eventType: 'PhoneProvisioned' | 'PhoneDeactivated', rows: repo.PoolNumberRow[], extra: object = {}) {
    const byCampaign = new Map<string, repo.PoolNumberRow[]>();
    for (const r of rows) byCampaign.set(r.campaignId, [...(byCampaign.get(r.campaignId) ?? []), r]);
    for (const [campaignId, list] of byCampaign) {
      for (const batch of chunks(list, NUMBERS_PER_EVENT)) {
        await emit({ eventType, orgId: batch[0]!.orgId, workspaceId: batch[0]!.workspaceId, campaignId, payload: { campaignId, ...extra, numbers: batch.map(describe) } });
      }
    }
  }

  /** Keeps what the carrier gave as PENDING numbers of the campaign (ACTIVE at once when the campaign shows no caller name). */
  async function keep(campaign: Campaign, got: OrderedNumber[], source: PoolNumberSource = 'ORDERED'): Promise<repo.PoolNumberRow[]> {
    const kept = await store(campaign, got, source);
    await fire('PhoneProvisioned', kept, { campaignName: campaign.name });
    return kept;
  }

  /** Inserts what the carrier gave, without telling the webhooks yet. */
  async function store(campaign: Campaign, got: OrderedNumber[], source: PoolNumberSource = 'ORDERED'): Promise<repo.PoolNumberRow[]> {
    const now = deps.now();
    const rows = got.flatMap((n) => {
      const loc = numbers.location(n.locationId);
      if (!loc) return [];
      return [{
        id: newId(), orgId: campaign.orgId, workspaceId: campaign.workspaceId, campaignId: campaign.id, number: n.number, source,
        locationId: loc.id, city: loc.city, state: loc.state, country: loc.country, areaCode: n.areaCode, lat: loc.lat, lon: loc.lon,
        status: campaign.businessIdentityName ? ('PENDING' as const) : ('ACTIVE' as const), cnam: campaign.businessIdentityName, created: now, updated: now,
      }];
    });
    return repo.insertNumbers(db, rows);
  }

  /** One carrier order; a refusal counts as nothing supplied. */
  async function orderOnce(accountId: string, req: OrderRequest) {
    try {
      return await numbers.order({ accountId, locationId: req.locationId, ...(req.areaCode ? { areaCode: req.areaCode } : {}), count: req.count });
    } catch (err) {
      return { numbers: [], failed: req.count, reason: errorText(err) };
    }
  }

  /**
   * Orders each request as asked, several at once. Each answer's numbers join the pool as it comes (so a pool being
   * built shows its progress, "Ordering numbers: 12 of 40"); the webhooks hear of them all together at the end.
   */
  async function order(campaign: Campaign, requests: OrderRequest[]): Promise<OrderOutcome> {
    const results = await mapLimit(requests.filter((r) => r.count > 0), ORDER_CONCURRENCY, async (req) => {
      const res = await orderOnce(campaign.workspaceId, req);
      return { req, res, rows: await store(campaign, res.numbers) };
    });
    const rows = results.flatMap((r) => r.rows);
    await fire('PhoneProvisioned', rows, { campaignName: campaign.name });
    const shortfalls = results.filter((r) => r.res.failed > 0).map((r) => ({ ...r.req, count: r.res.failed, reason: r.res.reason ?? 'No numbers available' }));
    return { rows, shortfalls };
  }

  /**
   * Orders replacements for numbers leaving service, each as local as the carrier allows: the same area code, else
   * the same city, else the nearest other cities of the same state.
   */
  async function orderNear(campaign: Campaign, olds: repo.PoolNumberRow[]): Promise<OrderOutcome & { replaced: Map<string, string> }> {
    const groups = new Map<string, repo.PoolNumberRow[]>();
    for (const o of olds) groups.set(`${o.locationId}|${o.areaCode}`, [...(groups.get(`${o.locationId}|${o.areaCode}`) ?? []), o]);
    const replaced = new Map<string, string>();
    const rows: repo.PoolNumberRow[] = [];
    const shortfalls: OrderOutcome['shortfalls'] = [];
    await mapLimit([...groups.values()], ORDER_CONCURRENCY, async (group) => {
      const first = group[0]!;
      const tries: OrderRequest[] = [
        { locationId: first.locationId, areaCode: first.areaCode, count: 0 },
        { locationId: first.locationId, count: 0 },
        ...numbers.locationsIn([first.state]).filter((l) => l.id !== first.locationId)
          .sort((a, b) => distanceKm(first, a) - distanceKm(first, b)).slice(0, STATE_FALLBACK_CITIES)
          .map((l: NumberLocation) => ({ locationId: l.id, count: 0 })),
      ];
      let waiting = [...group];
      let reason = '';
      for (const t of tries) {
        if (waiting.length === 0) break;
        const res = await orderOnce(campaign.workspaceId, { ...t, count: waiting.length });
        if (res.failed > 0) reason = res.reason ?? 'No numbers available';
        const kept = await keep(campaign, res.numbers);
        kept.forEach((k, i) => replaced.set(waiting[i]!.id, k.number));
        rows.push(...kept);
        waiting = waiting.slice(kept.length);
      }
      if (waiting.length > 0) shortfalls.push({ locationId: first.locationId, areaCode: first.areaCode, count: waiting.length, reason });
    });
    return { rows, shortfalls, replaced };
  }

  /** Registers the campaign's caller name on numbers; answers how many are still pending at the CNAM databases. */
  async function registerCnam(cnam: string, rows: repo.PoolNumberRow[]): Promise<{ pending: number; failed: string[] }> {
    let pending = 0;
    const failed: string[] = [];
    const now = deps.now();
    for (const batch of chunks(rows)) {
      await repo.patch(db, batch.map((r) => r.id), { cnam, cnamStatus: 'PENDING', cnamError: null }, now);
      try {
        const answers = await numbers.registerCnam(batch.map((r) => r.number), cnam);
        const byNumber = new Map(batch.map((r) => [r.number, r.id]));
        await repo.recordCnam(db, answers.flatMap((a) => (byNumber.has(a.number) ? [{ id: byNumber.get(a.number)!, status: a.status, error: a.error ?? null }] : [])), now);
        pending += answers.filter((a) => a.status === 'PENDING').length;
        failed.push(...answers.filter((a) => a.status === 'ERROR').map((a) => a.number));
      } catch (err) {
        // Left PENDING: the follow-up check registers them again.
        pending += batch.length;
        deps.log.warn({ err }, 'CNAM registration failed; it is retried');
      }
    }
    return { pending, failed };
  }

  /** Asks the CNAM databases about pending registrations; numbers the carrier no longer knows are registered again. */
  async function checkCnam(campaign: Campaign, rows: repo.PoolNumberRow[]): Promise<{ pending: number; failed: string[] }> {
    let pending = 0;
    const failed: string[] = [];
    for (const batch of chunks(rows)) {
      const answers = await numbers.cnamStatus(batch.map((r) => r.number));
      const byNumber = new Map(batch.map((r) => [r.number, r.id]));
      await repo.recordCnam(db, answers.flatMap((a) => (byNumber.has(a.number) ? [{ id: byNumber.get(a.number)!, status: a.status, error: a.error ?? null }] : [])), deps.now());
      pending += answers.filter((a) => a.status === 'PENDING').length;
      failed.push(...answers.filter((a) => a.status === 'ERROR').map((a) => a.number));
    }
    return { pending, failed };
  }

  /** Assigns numbers to the vendor's 10DLC campaign and stores each answer. */
  async function assignTenDlc(rows: repo.PoolNumberRow[], vendorCampaignId: string): Promise<{ assigned: number; failed: number }> {
    let assigned = 0;
    let failed = 0;
    for (const batch of chunks(rows)) {
      const answers = await numbers.assignTenDlc(batch.map((r) => r.number), vendorCampaignId);
      const byNumber = new Map(batch.map((r) => [r.number, r.id]));
      await repo.recordTenDlc(db, answers.flatMap((a) => (byNumber.has(a.number)
        ? [{ id: byNumber.get(a.number)!, vendorCampaignId: a.vendorCampaignId, status: a.status, failureReason: a.failureReason ?? null }] : [])), deps.now());
      failed += answers.filter((a) => a.status === 'FAILED').length;
      assigned += answers.length - answers.filter((a) => a.status === 'FAILED').length;
    }
    return { assigned, failed };
  }

  /**
   * Gives numbers back to the carrier and marks them DELETED. A customer's own number is not disconnected by this: the
   * carrier only drops the account's claim on it.
   */
  async function release(rows: repo.PoolNumberRow[], reason: 'DEACTIVATED' | 'DEREGISTERED' | 'AGE' | 'SETUP_FAILED'): Promise<void> {
    for (const batch of chunks(rows)) {
      await numbers.release(batch.map((r) => r.number));
      await repo.retire(db, batch.map((r) => r.id), 'DELETED', reason, deps.now());
    }
    await fire('PhoneDeactivated', rows, { reason });
  }

  return { keep, order, orderNear, registerCnam, checkCnam, assignTenDlc, release };
}
export type PoolOrders = ReturnType<typeof poolOrders>;
