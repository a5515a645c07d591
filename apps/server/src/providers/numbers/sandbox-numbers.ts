import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { isNanpAreaCode } from '@trueline/contract';
import type { Db } from '../../platform/db';
import { latency, ProviderError, seeded } from '../sandbox';
import { buildCatalogue, geocode, haversineKm } from './locations';
import { isFictional, isNanpShape, isTollFree, localNumber, tenDigits } from './nanp';
import type { CnamRegistration, NumberLocation, NumbersProvider, OrderedNumber, TenDlcAssignment } from './numbers';
import { sandboxCnamRegistrations as cnams, sandboxNumbers as held, sandboxTenDlcAssignments as tenDlc } from './sandbox-numbers.tables';

/**
 * A sandbox carrier. Documented behaviour:
 * - ordering in ALWAYS_FAILING_LOCATION (Anchorage, AK, area code 907) always fails: no inventory;
 * - about ORDER_SHORT_RATE of orders for a location come back short, with a reason (seeded by the account, the location,
 *   how many numbers the account holds there and the hour, so a retry later usually succeeds);
 * - a number is never handed out while anyone holds it; a released number ages NUMBER_AGING_DAYS before reuse;
 * - CNAM: PENDING, then REGISTERED 2-10 minutes (× latency scale) after the request; one number in CNAM_ERROR_ONE_IN, and
 *   every number ending in CNAM_ERROR_LINE, ends in ERROR instead; a name over 15 characters is an ERROR at once;
 * - 10DLC: PENDING_ASSIGNMENT, then ASSIGNED 1-5 minutes (× latency scale) later; a number ending in TEN_DLC_FAILING_LINE
 *   FAILS, and so does a number already assigned to another campaign.
 */
export const ALWAYS_FAILING_LOCATION = 'US-AK-anchorage';
export const ORDER_SHORT_RATE = 0.04;
export const NUMBER_AGING_DAYS = 45;
export const CNAM_ERROR_ONE_IN = 20;
export const CNAM_ERROR_LINE = '0404';
export const TEN_DLC_FAILING_LINE = '4040';
export const CNAM_MAX_LENGTH = 15;

const CARRIER = 'Carrier';
const MINUTE = 60_000;
const CNAM_CHARS = /^[A-Za-z0-9 .,&'-]+$/;

export function sandboxNumbers(opts: { db: Db; latencyScale: number; now?: () => Date }): NumbersProvider {
  const { db, latencyScale: scale } = opts;
  const now = opts.now ?? (() => new Date());
  let catalogue: NumberLocation[] | null = null;
  let byId: Map<string, NumberLocation> | null = null;
  const all = () => (catalogue ??= buildCatalogue(isNanpAreaCode));
  const find = (id: string) => (byId ??= new Map(all().map((l) => [l.id, l]))).get(id) ?? null;
  const forAreaCodes = (codes: readonly string[]) => all().filter((l) => l.areaCodes.some((c) => codes.includes(c)));

  /** How long a carrier-side change takes: minutes, scaled like the latency (0 in tests: done by the next look). */
  const delay = (seed: string, minMinutes: number, maxMinutes: number) => (minMinutes + seeded(seed)() * (maxMinutes - minMinutes)) * MINUTE * scale;

  async function order(req: { accountId: string; locationId: string; areaCode?: string; count: number }) {
    await latency(scale, 300, 1200, `order:${req.accountId}:${req.locationId}`);
    const loc = find(req.locationId);
    if (!loc) throw new ProviderError(CARRIER, `Unknown location ${req.locationId}.`);
    if (req.areaCode && !loc.areaCodes.includes(req.areaCode)) throw new ProviderError(CARRIER, `Area code ${req.areaCode} does not serve ${loc.city}, ${loc.state}.`);
    const wanted = Math.max(0, Math.floor(req.count));
    if (wanted === 0) return { numbers: [], failed: 0 };
    const at = now();
    // Numbers past their aging are free inventory again.
    await db.delete(held).where(and(eq(held.status, 'AGING'), lte(held.availableAt, at)));
    if (loc.id === ALWAYS_FAILING_LOCATION) {
      return { numbers: [], failed: wanted, reason: `No numbers available in rate center ${loc.city.toUpperCase()}, ${loc.state} (${loc.areaCodes.join(', ')}).` };
    }
    const [{ n: holding }] = await db.select({ n: count() }).from(held).where(and(eq(held.accountId, req.accountId), eq(held.locationId, loc.id)));
    const rand = seeded(`order:${req.accountId}:${loc.id}:${req.areaCode ?? ''}:${holding}:${Math.floor(at.getTime() / 3_600_000)}`);
    let supply = wanted;
    let reason: string | undefined;
    if (rand() < ORDER_SHORT_RATE) {
      supply = Math.floor(wanted * rand() * 0.7);
      reason = `Only ${supply} of ${wanted} numbers available in ${loc.city}, ${loc.state} right now; try again later.`;
    }
    // The main area code gets most numbers, overlays the rest, as carriers' inventories go.
    const codeFor = () => req.areaCode ?? (loc.areaCodes.length === 1 || rand() < 0.6 ? loc.areaCodes[0]! : loc.areaCodes[1 + Math.floor(rand() * (loc.areaCodes.length - 1))]!);
    const out: OrderedNumber[] = [];
    for (let round = 0; out.length < supply && round < 8; round++) {
      const need = supply - out.length;
      const candidates = new Map<string, string>();
      while (candidates.size < need * 2) {
        const ac = codeFor();
        candidates.set(localNumber(rand, ac), ac);
      }
      const taken = new Set((await db.select({ number: held.number }).from(held).where(inArray(held.number, [...candidates.keys()]))).map((r) => r.number));
      const rows = [...candidates].filter(([n]) => !taken.has(n)).slice(0, need)
        .map(([number, areaCode]) => ({ number, areaCode, accountId: req.accountId, locationId: loc.id, status: 'HELD' as const, orderedAt: at }));
      if (rows.length === 0) continue;
      // A number another order took meanwhile is skipped by the conflict, never handed out twice.
      const got = await db.insert(held).values(rows).onConflictDoNothing().returning({ number: held.number, areaCode: held.areaCode });
      out.push(...got.map((g) => ({ number: g.number, areaCode: g.areaCode, locationId: loc.id })));
    }
    const failed = wanted - out.length;
    return failed > 0 ? { numbers: out, failed, reason: reason ?? `Not enough numbers available in ${loc.city}, ${loc.state}.` } : { numbers: out, failed: 0 };
  }

  function cnamState(number: string, requestedAt: Date, at: Date): CnamRegistration {
    if (at.getTime() < requestedAt.getTime() + delay(`cnam-wait:${number}`, 2, 10)) return { number, status: 'PENDING' };
    const fails = number.endsWith(CNAM_ERROR_LINE) || Math.floor(seeded(`cnam:${number}`)() * CNAM_ERROR_ONE_IN) === 0;
    return fails ? { number, status: 'ERROR', error: 'The CNAM database rejected the listing for this number.' } : { number, status: 'REGISTERED' };
  }

  function tenDlcState(a: { number: string; vendorCampaignId: string; requestedAt: Date }, at: Date): TenDlcAssignment {
    const done = at.getTime() >= a.requestedAt.getTime() + delay(`10dlc:${a.number}`, 1, 5);
    return { number: a.number, vendorCampaignId: a.vendorCampaignId, status: done ? 'ASSIGNED' : 'PENDING_ASSIGNMENT' };
  }

  return {
    locations: () => all(),
    location: find,
    locationsIn: (states) => (states.length === 0 ? [...all()] : all().filter((l) => states.includes(l.state))),
    locationsForAreaCodes: forAreaCodes,
    geocodeZip: geocode,
    nearestLocation(point, among) {
      let best: NumberLocation | null = null;
      let bestKm = Infinity;
      for (const l of among ?? all()) {
        const km = haversineKm(point, l);
        if (km < bestKm) [best, bestKm] = [l, km];
      }
      return best;
    },

    order,

    async registerCnam(numbers, cnam) {
      await latency(scale, 200, 600, `cnam:${numbers.length}`);
      const name = cnam.trim();
      const invalid = !name ? 'A CNAM is required.'
        : name.length > CNAM_MAX_LENGTH ? `A CNAM may have at most ${CNAM_MAX_LENGTH} characters.`
        : !CNAM_CHARS.test(name) ? "A CNAM may contain only letters, digits, spaces and . , & ' -" : null;
      const at = now();
      const out: CnamRegistration[] = [];
      const rows: { number: string; cnam: string; requestedAt: Date }[] = [];
      for (const raw of numbers) {
        const d = tenDigits(raw);
        if (invalid) out.push({ number: d ?? raw, status: 'ERROR', error: invalid });
        else if (!d || !isNanpShape(d)) out.push({ number: raw, status: 'ERROR', error: 'Not a valid phone number.' });
        else {
          rows.push({ number: d, cnam: name.toUpperCase(), requestedAt: at });
          out.push({ number: d, status: 'PENDING' });
        }
      }
      const unique = [...new Map(rows.map((r) => [r.number, r])).values()];
      if (unique.length > 0) {
        await db.insert(cnams).values(unique).onConflictDoUpdate({ target: cnams.number, set: { cnam: name.toUpperCase(), requestedAt: at } });
      }
      return out;
    },

    async cnamStatus(numbers) {
      await latency(scale, 80, 250, `cnam-status:${numbers.length}`);
      const digits = numbers.map((n) => tenDigits(n) ?? n);
      const found = new Map((await db.select().from(cnams).where(inArray(cnams.number, digits.length ? digits : ['']))).map((r) => [r.number, r]));
      const at = now();
      return digits.map((d) => {
        const r = found.get(d);
        return r ? cnamState(d, r.requestedAt, at) : { number: d, status: 'ERROR' as const, error: 'No CNAM registration for this number.' };
      });
    },

    async release(numbers) {
      await latency(scale, 150, 500, `release:${numbers.length}`);
      const digits = [...new Set(numbers.map((n) => tenDigits(n)).filter((d): d is string => !!d))];
      if (digits.length === 0) return;
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(held).set({ status: 'AGING', releasedAt: at, availableAt: new Date(at.getTime() + NUMBER_AGING_DAYS * 86_400_000) })
          .where(and(inArray(held.number, digits), eq(held.status, 'HELD')));
        // A customer's own number simply leaves the account.
        await tx.delete(held).where(and(inArray(held.number, digits), eq(held.status, 'OWNED')));
        await tx.delete(cnams).where(inArray(cnams.number, digits));
        await tx.delete(tenDlc).where(inArray(tenDlc.number, digits));
      });
    },

    async verifyOwned(numbers, vopts) {
      await latency(scale, 200, 700, `verify:${numbers.length}`);
      const accepted: OrderedNumber[] = [];
      const rejected: { number: string; reason: string }[] = [];
      const candidates: { raw: string; d: string; loc: NumberLocation }[] = [];
      for (const raw of numbers) {
        const d = tenDigits(raw);
        if (!d) rejected.push({ number: raw, reason: 'Not a valid phone number.' });
        else if (isTollFree(d)) rejected.push({ number: d, reason: 'Toll-free numbers cannot be used as local caller IDs.' });
        else if (!isNanpShape(d)) rejected.push({ number: d, reason: 'Not a valid phone number.' });
        else if (!isNanpAreaCode(d.slice(0, 3))) rejected.push({ number: d, reason: 'Not a geographic US or Canadian number.' });
        else if (isFictional(d)) rejected.push({ number: d, reason: 'Fictional number (555-0100 to 555-0199).' });
        else {
          const loc = forAreaCodes([d.slice(0, 3)])[0];
          if (!loc) rejected.push({ number: d, reason: `No rate center found for area code ${d.slice(0, 3)}.` });
          else candidates.push({ raw, d, loc });
        }
      }
      const digits = candidates.map((c) => c.d);
      const at = now();
      const holders = new Map(digits.length === 0 ? [] : (await db.select().from(held).where(inArray(held.number, digits))).map((r) => [r.number, r]));
      const seen = new Set<string>();
      for (const c of candidates) {
        const h = holders.get(c.d);
        const aging = h?.status === 'AGING' && h.availableAt && h.availableAt > at;
        if (aging) rejected.push({ number: c.d, reason: 'The number was recently disconnected and is not in service.' });
        else if (h && h.status !== 'AGING' && h.accountId !== vopts?.accountId) rejected.push({ number: c.d, reason: 'The number is in use on another account.' });
        else if (!seen.has(c.d)) {
          seen.add(c.d);
          accepted.push({ number: c.d, areaCode: c.d.slice(0, 3), locationId: c.loc.id });
        }
      }
      // With an account, the verified numbers become its own: nobody else is handed them or may claim them.
      if (vopts?.accountId && accepted.length > 0) {
        const accountId = vopts.accountId;
        await db.delete(held).where(and(inArray(held.number, accepted.map((a) => a.number)), eq(held.status, 'AGING')));
        await db.insert(held).values(accepted.map((a) => ({ number: a.number, areaCode: a.areaCode, locationId: a.locationId, accountId, status: 'OWNED' as const, orderedAt: at })))
          .onConflictDoNothing();
      }
      return { accepted, rejected };
    },

    async assignTenDlc(numbers, vendorCampaignId) {
      await latency(scale, 300, 900, `10dlc:${vendorCampaignId}:${numbers.length}`);
      const at = now();
      const digits = numbers.map((n) => tenDigits(n) ?? n);
      const existing = new Map((await db.select().from(tenDlc).where(inArray(tenDlc.number, digits.length ? digits : ['']))).map((r) => [r.number, r]));
      const out: TenDlcAssignment[] = [];
      const fresh: { number: string; vendorCampaignId: string; requestedAt: Date }[] = [];
      for (const d of digits) {
        const fail = (failureReason: string) => out.push({ number: d, vendorCampaignId, status: 'FAILED', failureReason });
        const prior = existing.get(d);
        if (!isNanpShape(d) || !/^\d{10}$/.test(d)) fail('Not a valid phone number.');
        else if (isTollFree(d)) fail('Toll-free numbers cannot be assigned to a 10DLC campaign.');
        else if (d.endsWith(TEN_DLC_FAILING_LINE)) fail('The carrier rejected the assignment: the number is not eligible for 10DLC messaging.');
        else if (prior && prior.vendorCampaignId !== vendorCampaignId) fail(`The number is already assigned to 10DLC campaign ${prior.vendorCampaignId}.`);
        else if (prior) out.push(tenDlcState(prior, at));
        else {
          const a = { number: d, vendorCampaignId, requestedAt: at };
          if (!fresh.some((f) => f.number === d)) fresh.push(a);
          out.push({ number: d, vendorCampaignId, status: 'PENDING_ASSIGNMENT' });
        }
      }
      if (fresh.length > 0) await db.insert(tenDlc).values(fresh).onConflictDoNothing();
      return out;
    },
  };
}
