import type { PoolNumberStatus } from '@trueline/contract';
import type { TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import * as repo from './pools.repo';
import type { PoolNumberSource } from './pools.tables';
import type { Pools } from './pools.module';
import type { NumberLocation, NumbersProvider } from '../../providers/numbers/numbers';

export { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';

/** The pools module of a test app. */
export const poolsOf = (t: TestApp) => (t.services as unknown as { pools: Pools }).pools;

export interface NumberSpec {
  number: string;
  status?: PoolNumberStatus;
  city?: string;
  state?: string;
  areaCode?: string;
  lat?: number;
  lon?: number;
  source?: PoolNumberSource;
  created?: Date;
  usageCount?: number;
  firstUsed?: Date | null;
}

/** Puts numbers straight into a campaign's pool (as if ordered), for tests that are not about ordering. */
export async function addNumbers(t: TestApp, campaignId: string, specs: NumberSpec[]) {
  const c = await t.services.campaigns.findById(campaignId);
  if (!c) throw new Error(`no campaign ${campaignId}`);
  const now = t.deps.now();
  return repo.insertNumbers(t.deps.db, specs.map((s) => ({
    id: newId(), orgId: c.orgId, workspaceId: c.workspaceId, campaignId, number: s.number, source: s.source ?? 'ORDERED',
    locationId: `test-${s.city ?? 'New York'}`, city: s.city ?? 'New York', state: s.state ?? 'NY', country: 'US' as const,
    areaCode: s.areaCode ?? s.number.slice(0, 3), lat: s.lat ?? 40.71, lon: s.lon ?? -74.01, status: s.status ?? 'ACTIVE',
    cnam: c.businessIdentityName, cnamStatus: 'REGISTERED' as const, usageCount: s.usageCount ?? 0, firstUsed: s.firstUsed ?? null,
    created: s.created ?? now, updated: s.created ?? now,
  })));
}

export const poolRows = (t: TestApp, campaignId: string) => repo.campaignNumbers(t.deps.db, campaignId);

/** Jobs of a queue waiting or due (not yet done). */
export async function queued(t: TestApp, name: string): Promise<{ data: Record<string, unknown> }[]> {
  const { rows } = await t.deps.sql.query<{ data: Record<string, unknown> }>(
    "select data from pgboss.job where name = $1 and state in ('created', 'retry')", [name],
  ).catch(() => ({ rows: [] }));
  return rows;
}

/**
 * A small, predictable carrier for job tests: a few cities, numbers handed out in sequence, orders that fail where a
 * test says so, and a record of what was released. The sandbox carrier is exercised by its own tests.
 */
export function fakeNumbers() {
  const locations: NumberLocation[] = [
    { id: 'US-TX-austin', city: 'Austin', state: 'TX', country: 'US', lat: 30.27, lon: -97.74, areaCodes: ['512', '737'] },
    { id: 'US-TX-dallas', city: 'Dallas', state: 'TX', country: 'US', lat: 32.78, lon: -96.8, areaCodes: ['214', '469'] },
    { id: 'US-TX-houston', city: 'Houston', state: 'TX', country: 'US', lat: 29.76, lon: -95.37, areaCodes: ['713', '281'] },
    { id: 'US-AZ-phoenix', city: 'Phoenix', state: 'AZ', country: 'US', lat: 33.45, lon: -112.07, areaCodes: ['602', '480'] },
    { id: 'US-NV-las-vegas', city: 'Las Vegas', state: 'NV', country: 'US', lat: 36.17, lon: -115.14, areaCodes: ['702'] },
    { id: 'US-NY-new-york', city: 'New York', state: 'NY', country: 'US', lat: 40.71, lon: -74.01, areaCodes: ['212', '646'] },
    { id: 'US-NY-buffalo', city: 'Buffalo', state: 'NY', country: 'US', lat: 42.89, lon: -78.88, areaCodes: ['716'] },
    { id: 'US-NJ-newark', city: 'Newark', state: 'NJ', country: 'US', lat: 40.74, lon: -74.17, areaCodes: ['973', '201'] },
    { id: 'US-GA-atlanta', city: 'Atlanta', state: 'GA', country: 'US', lat: 33.75, lon: -84.39, areaCodes: ['404'] },
  ];
  const zips: Record<string, { lat: number; lon: number; state: string; city: string }> = {
    '78701': { lat: 30.27, lon: -97.74, state: 'TX', city: 'Austin' }, '10001': { lat: 40.75, lon: -73.99, state: 'NY', city: 'New York' },
    '07302': { lat: 40.72, lon: -74.05, state: 'NJ', city: 'Jersey City' }, '89101': { lat: 36.17, lon: -115.14, state: 'NV', city: 'Las Vegas' },
    '30303': { lat: 33.75, lon: -84.39, state: 'GA', city: 'Atlanta' }, '85004': { lat: 33.45, lon: -112.07, state: 'AZ', city: 'Phoenix' },
  };
  // Away from the numbers tests put into pools by hand (555-0001, 555-0101…): the demo seed orders from this carrier too.
  let seq = 7000;
  const failing = new Set<string>();
  /** Area codes that have run dry (orders for them fail; the city's other area codes still work). */
  const dry = new Set<string>();
  const released: string[] = [];
  const orders: { locationId: string; areaCode?: string; count: number }[] = [];
  const near = (p: { lat: number; lon: number }, among: readonly NumberLocation[]) =>
    [...among].sort((a, b) => Math.hypot(a.lat - p.lat, a.lon - p.lon) - Math.hypot(b.lat - p.lat, b.lon - p.lon))[0] ?? null;
  const provider: NumbersProvider = {
    locations: () => locations,
    location: (id) => locations.find((l) => l.id === id) ?? null,
    locationsIn: (codes) => (codes.length === 0 ? [...locations] : locations.filter((l) => codes.includes(l.state))),
    locationsForAreaCodes: (codes) => locations.filter((l) => l.areaCodes.some((a) => codes.includes(a))),
    geocodeZip: (zip) => zips[zip.slice(0, 5)] ?? null,
    nearestLocation: (p, among = locations) => near(p, among),
    async order(req) {
      orders.push({ locationId: req.locationId, areaCode: req.areaCode, count: req.count });
      const loc = locations.find((l) => l.id === req.locationId);
      const areaCode = req.areaCode ?? loc?.areaCodes.find((a) => !dry.has(a));
      if (!loc || failing.has(loc.id) || !areaCode || dry.has(areaCode)) return { numbers: [], failed: req.count, reason: 'No numbers available' };
      const numbers = Array.from({ length: req.count }, () => ({ number: `${areaCode}555${String(++seq).padStart(4, '0')}`, locationId: loc.id, areaCode }));
      return { numbers, failed: 0 };
    },
    registerCnam: async (numbers) => numbers.map((number) => ({ number, status: 'PENDING' as const })),
    cnamStatus: async (numbers) => numbers.map((number) => ({ number, status: 'REGISTERED' as const })),
    async release(numbers) {
      released.push(...numbers);
    },
    async verifyOwned(numbers) {
      const accepted = numbers.flatMap((number) => {
        const loc = /^\d{10}$/.test(number) ? locations.find((l) => l.areaCodes.includes(number.slice(0, 3))) : undefined;
        return loc ? [{ number, locationId: loc.id, areaCode: number.slice(0, 3) }] : [];
      });
      return { accepted, rejected: numbers.filter((n) => !accepted.some((a) => a.number === n)).map((number) => ({ number, reason: 'Not a North American geographic number' })) };
    },
    assignTenDlc: async (numbers, vendorCampaignId) => numbers.map((number) => ({ number, vendorCampaignId, status: 'ASSIGNED' as const })),
  };
  return { provider, failing, dry, released, orders };
}
