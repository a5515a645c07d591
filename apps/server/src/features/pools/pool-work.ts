import { STATES, type Campaign, type CampaignEventCategory, type CampaignEventType } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { PoolOrders } from './pool-orders';
import type { PoolTargets, Slot } from './pool-targets';
import { fillsSlot } from './pool-targets';
import type { CampaignsPort } from './pools.ports';
import * as repo from './pools.repo';

/** Numbers listed one by one in an event; more are summed up. */
const LISTED = 10;
const isDeepEqualList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const place = (n: Pick<repo.PoolNumberRow, 'city' | 'state'>) => `${n.city}, ${n.state}`;
export const describeNumbers = (rows: Pick<repo.PoolNumberRow, 'number' | 'city' | 'state'>[]) => {
  const shown = rows.slice(0, LISTED).map((n) => `${n.number} (${place(n)})`).join(', ');
  return rows.length > LISTED ? `${shown} and ${rows.length - LISTED} more` : shown;
};

/**
 * The pool work every job shares: building a pool to its target, replacing numbers marked FLAGGED, caller names,
 * 10DLC and release. Each step is idempotent (it looks at what the pool holds now), so a retried job repeats nothing.
 */
export function poolWork(
  deps: Pick<Deps, 'db' | 'now' | 'numbers'>,
  x: { campaigns: CampaignsPort; targets: PoolTargets; orders: PoolOrders; businessRecords: Pick<BusinessRecordsService, 'findSmsCampaign'> },
) {
  const { db } = deps;
  const event = (c: Campaign, type: CampaignEventType, category: CampaignEventCategory, message: string) => x.campaigns.logEvent(c, type, category, message);

  async function shortfallEvents(c: Campaign, category: CampaignEventCategory, shortfalls: { locationId: string; areaCode?: string; count: number; reason: string }[]) {
    for (const s of shortfalls) {
      const loc = deps.numbers.location(s.locationId);
      const where = loc ? `${loc.city}, ${loc.state}${s.areaCode ? ` (${s.areaCode})` : ''}` : s.locationId;
      await event(c, 'WARNING', category, `PhoneProvisioning: ${s.count} number${s.count === 1 ? '' : 's'} could not be ordered in ${where}: ${s.reason.replace(/\.$/, '')}. Retrying later.`);
    }
  }

  /** Caller name and 10DLC for numbers just added to the pool. */
  async function setUp(c: Campaign, rows: repo.PoolNumberRow[]): Promise<{ cnamPending: number }> {
    if (rows.length === 0) return { cnamPending: 0 };
    let cnamPending = 0;
    if (c.businessIdentityName) {
      const res = await x.orders.registerCnam(c.businessIdentityName, rows);
      cnamPending = res.pending;
      if (res.failed.length > 0) await event(c, 'WARNING', 'CNAM', `CNAM registration of ${c.businessIdentityName} failed for ${res.failed.join(', ')}; Sentry replaces these numbers.`);
    }
    if (c.provisioningType === 'SmsMessaging') await tenDlc(c, rows);
    return { cnamPending };
  }

  /** The campaign's coverage follows its pool: the area codes in service (and the states, where they are not the campaign's own choice). */
  async function syncCoverage(c: Campaign): Promise<void> {
    const live = await repo.inService(db, c.id);
    const coverageAreaCodes = [...new Set(live.map((n) => n.areaCode))].sort();
    if (c.provisioningType === 'FullCoverage') {
      if (!isDeepEqualList(coverageAreaCodes, c.coverageAreaCodes)) await x.campaigns.setCoverage(c.id, { coverageAreaCodes });
      return;
    }
    const codes = [...new Set(live.map((n) => n.state))].sort();
    const coverageStates = STATES.filter((s) => codes.includes(s.code)).map((s) => ({ stateName: s.stateName, country: s.country }));
    if (!isDeepEqualList(coverageAreaCodes, c.coverageAreaCodes) || !isDeepEqualList(coverageStates.map((s) => s.stateName), c.coverageStates.map((s) => s.stateName))) {
      await x.campaigns.setCoverage(c.id, { coverageAreaCodes, coverageStates });
    }
  }

  /** One slot per city, at most `floor` numbers (any of its area codes), for an elastic pool. */
  const cityFloors = (slots: Slot[], floor: number): Slot[] => {
    const byCity = new Map<string, Slot>();
    for (const s of slots) {
      const known = byCity.get(s.locationId);
      byCity.set(s.locationId, { locationId: s.locationId, count: Math.min(floor, Math.max(known?.count ?? 0, s.count)) });
    }
    return [...byCity.values()];
  };

  /** The places the pool keeps numbers in (an elastic pool: CoreFlux's floor per city). */
  const slotsOf = async (c: Campaign): Promise<Slot[]> =>
    c.enableElasticScaling ? cityFloors(await x.targets.slots(c), c.elasticConfig.minPerCity) : x.targets.slots(c);

  /** How many numbers provisioning aims the pool at (none for a pool of the customer's own numbers). */
  async function targetSize(c: Campaign): Promise<number> {
    if (c.provisioningType === 'BringYourOwnPool') return 0;
    return (await slotsOf(c)).reduce((sum, slot) => sum + slot.count, 0);
  }

  /**
   * Brings the pool to its target: orders what each place lacks and, with `trim`, retires (AGING) numbers beyond the
   * target (fewer per location, or a place no longer covered). FLAGGED numbers count as held: their replacement is on its way.
   * An elastic (CoreFlux) pool is only topped up to CoreFlux's minimum per city; CoreFlux grows and shrinks it.
   */
  async function provision(c: Campaign, opts: { trim: boolean }): Promise<{ ordered: number; shortfall: number; cnamPending: number }> {
    if (c.provisioningType === 'BringYourOwnPool') return { ordered: 0, shortfall: 0, cnamPending: 0 };
    // CoreFlux sizes an elastic pool city by city: provisioning then only keeps every city (whatever its area codes) at
    // CoreFlux's floor, never trims; a city of several area-code slots is one place to CoreFlux.
    const elastic = c.enableElasticScaling;
    const slots = await slotsOf(c);
    if (slots.length === 0) {
      // Nothing to aim at (no location in the coverage, an empty profile, no business record): keep what the pool has.
      await event(c, 'WARNING', 'Pool', 'PhoneProvisioning: no location to provision numbers in for this campaign.');
      return { ordered: 0, shortfall: 0, cnamPending: 0 };
    }
    const held = await repo.numbersWithStatus(db, c.id, ['ACTIVE', 'PENDING', 'FLAGGED']);
    const requests: (Slot & { count: number })[] = [];
    const surplus: repo.PoolNumberRow[] = [];
    const claimed = new Set<string>();
    for (const slot of slots) {
      // Keep the healthiest, most used numbers of a place; trim the rest.
      const here = held.filter((n) => !claimed.has(n.id) && fillsSlot(slot, n))
        .sort((a, b) => Number(a.status === 'FLAGGED') - Number(b.status === 'FLAGGED') || Number(a.riskLevel === 'HIGH') - Number(b.riskLevel === 'HIGH') || b.usageCount - a.usageCount);
      here.forEach((n) => claimed.add(n.id));
      if (here.length < slot.count) requests.push({ ...slot, count: slot.count - here.length });
      else if (!elastic) surplus.push(...here.slice(slot.count).filter((n) => n.status !== 'FLAGGED'));
    }
    if (opts.trim && !elastic) {
      surplus.push(...held.filter((n) => !claimed.has(n.id) && n.status !== 'FLAGGED'));
      if (surplus.length > 0) {
        await repo.retire(db, surplus.map((n) => n.id), 'AGING', 'SURPLUS', deps.now());
        await event(c, 'INFO', 'Pool', `PhoneDeactivated: ${describeNumbers(surplus)} no longer needed by the campaign's coverage; aging before release.`);
      }
    }
    const outcome = await x.orders.order(c, requests);
    if (outcome.rows.length > 0) await event(c, 'INFO', 'Pool', `PhoneProvisioned: ${describeNumbers(outcome.rows)}.`);
    await shortfallEvents(c, 'Pool', outcome.shortfalls);
    const { cnamPending } = await setUp(c, outcome.rows);
    await syncCoverage(c);
    return { ordered: outcome.rows.length, shortfall: outcome.shortfalls.reduce((s, f) => s + f.count, 0), cnamPending };
  }

  /**
   * Orders a local replacement for every FLAGGED number; each replaced one goes AGING (one the carrier never set up
   * is released at once). Numbers a customer brought are never replaced by ordered ones.
   */
  async function replaceFlagged(
    c: Campaign, category: CampaignEventCategory,
  ): Promise<{ replaced: number; shortfall: number; cnamPending: number; replacements: { number: string; replacedBy: string }[] }> {
    const flagged = (await repo.numbersWithStatus(db, c.id, ['FLAGGED'])).filter((n) => n.source === 'ORDERED');
    if (flagged.length === 0) return { replaced: 0, shortfall: 0, cnamPending: 0, replacements: [] };
    const outcome = await x.orders.orderNear(c, flagged);
    const done = flagged.filter((n) => outcome.replaced.has(n.id));
    const neverUsed = done.filter((n) => n.retiredReason === 'SETUP_FAILED');
    await repo.retire(db, done.filter((n) => n.retiredReason !== 'SETUP_FAILED').map((n) => n.id), 'AGING', 'REQUESTED', deps.now());
    if (neverUsed.length > 0) await x.orders.release(neverUsed, 'SETUP_FAILED');
    const pairs = done.map((n) => `${outcome.replaced.get(n.id)} replaces ${n.number} (${place(n)})`);
    if (pairs.length > 0) {
      await event(c, 'INFO', category, `PhoneProvisioned: ${pairs.slice(0, LISTED).join(', ')}${pairs.length > LISTED ? ` and ${pairs.length - LISTED} more` : ''}.`);
    }
    await shortfallEvents(c, category, outcome.shortfalls);
    const { cnamPending } = await setUp(c, outcome.rows);
    await syncCoverage(c);
    const replacements = done.map((n) => ({ number: n.number, replacedBy: outcome.replaced.get(n.id)! }));
    return { replaced: done.length, shortfall: outcome.shortfalls.reduce((s, f) => s + f.count, 0), cnamPending, replacements };
  }

  /** Assigns numbers in service (or `rows`) to the SMS campaign's 10DLC campaign, when that campaign is approved. */
  async function tenDlc(c: Campaign, rows?: repo.PoolNumberRow[]): Promise<void> {
    const sms = c.messagingConfig.smsCampaignId ? await x.businessRecords.findSmsCampaign(c.workspaceId, c.messagingConfig.smsCampaignId) : null;
    if (!sms) {
      await event(c, 'WARNING', 'Messaging', 'SMS Messaging Campaign Not Found');
      return;
    }
    if (sms.status !== 'ACTIVE') {
      await event(c, 'INFO', 'Messaging', `10DLC assignment waits for the approval of the messaging campaign ${sms.name}.`);
      return;
    }
    const list = rows ?? (await repo.inService(db, c.id));
    if (list.length === 0) return;
    const res = await x.orders.assignTenDlc(list, sms.vendorCampaignId);
    await event(c, res.failed > 0 ? 'WARNING' : 'INFO', 'Messaging',
      `10DLC: ${res.assigned} number${res.assigned === 1 ? '' : 's'} assigned to ${sms.vendorCampaignId}${res.failed > 0 ? `, ${res.failed} failed` : ''}.`);
  }

  /** Registers the campaign's (new) caller name on every number in service that does not have it registered or pending. */
  async function reRegisterCnam(c: Campaign): Promise<{ pending: number }> {
    const live = (await repo.inService(db, c.id)).filter((n) => n.cnam !== c.businessIdentityName || n.cnamStatus === null || n.cnamStatus === 'ERROR');
    if (!c.businessIdentityName || live.length === 0) return { pending: 0 };
    const res = await x.orders.registerCnam(c.businessIdentityName, live);
    await event(c, 'INFO', 'CNAM', `CNAM registration of ${c.businessIdentityName} requested for ${live.length} number${live.length === 1 ? '' : 's'}.`);
    if (res.failed.length > 0) await event(c, 'WARNING', 'CNAM', `CNAM registration of ${c.businessIdentityName} failed for ${res.failed.join(', ')}.`);
    return res;
  }

  /** Follows pending caller-name registrations; answers how many are still pending. */
  async function followCnam(c: Campaign): Promise<number> {
    const waiting = (await repo.numbersWithStatus(db, c.id, ['ACTIVE', 'PENDING'])).filter((n) => n.cnamStatus === 'PENDING');
    if (waiting.length === 0) return 0;
    const res = await x.orders.checkCnam(c, waiting);
    const registered = waiting.length - res.pending - res.failed.length;
    if (registered > 0) await event(c, 'SUCCESS', 'CNAM', `CNAM ${c.businessIdentityName ?? ''} registered on ${registered} number${registered === 1 ? '' : 's'}.`.replace('  ', ' '));
    if (res.failed.length > 0) await event(c, 'WARNING', 'CNAM', `CNAM registration failed for ${res.failed.join(', ')}; Sentry replaces these numbers.`);
    return res.pending;
  }

  /** Releases every number of the pool at once (deactivation). */
  async function releaseAll(c: Campaign): Promise<number> {
    const rows = await repo.numbersWithStatus(db, c.id, ['ACTIVE', 'PENDING', 'FLAGGED', 'AGING', 'ERROR']);
    if (rows.length === 0) return 0;
    await x.orders.release(rows, 'DEACTIVATED');
    await event(c, 'INFO', 'Pool', `PhoneDeactivated: ${rows.length} pool number${rows.length === 1 ? '' : 's'} released with the campaign's deactivation.`);
    return rows.length;
  }

  return { provision, targetSize, replaceFlagged, tenDlc, reRegisterCnam, followCnam, releaseAll, syncCoverage, event };
}
export type PoolWork = ReturnType<typeof poolWork>;
