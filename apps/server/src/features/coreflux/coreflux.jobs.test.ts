import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityUtilization } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { fakeNumbers, poolRows } from '../pools/pools.test-fixtures';
import { campaignsUrl, createCampaign, salesBody, saveCampaign } from '../campaigns/campaigns.test-helpers';

const carrier = fakeNumbers();
let t: TestApp;
let superadmin: Session;
let owner: Session;

beforeAll(async () => {
  t = await testApp({ start: true, overrides: { numbers: carrier.provider } as never });
  ({ superadmin, owner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('coreflux.run job', () => {
  it('runs on the queue when elastic scaling is switched on, and the tab reads its cities', async () => {
    const c = await createCampaign(t, owner, await salesBody(t, { fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'New York', country: 'US' }] }));
    // The pool is built by the pools' own job first.
    await until('the pool', async () => (await poolRows(t, c.id)).filter((r) => r.status === 'ACTIVE' || r.status === 'PENDING').length === 4);
    const fresh = (await t.services.campaigns.findById(c.id))!;
    const res = await saveCampaign(t, superadmin, fresh, {
      forwardingNumber: '+12125550100', enableElasticScaling: true,
      elasticConfig: { threshold: 50, minPerCity: 1, maxPerCity: 5, scaleUpWindow: 3, scaleDownWindow: 7, weekendWeight: 0.5, ignoreZeroDays: true },
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await until('the city rows', async () => {
      const r = await call(t, 'GET', campaignsUrl(DEMO.ws.sales, `/${c.id}/cityUtilization`), owner);
      const data = r.json().data as CityUtilization[];
      return data.length === 2 ? data : null;
    });
    // No calls yet: both cities come down to the minimum.
    for (const r of rows) expect(r.utilization).toMatchObject({ targetPoolCount: 1, events: [{ message: expect.stringMatching(/^Scaled down from 2 to 1/) }] });
  });
});
