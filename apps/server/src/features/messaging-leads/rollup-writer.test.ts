import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import { messagingRollups } from './messaging-leads.tables';
import { rollupWriter } from './rollup-writer';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(async () => t.close());

describe('the roll-up writer', () => {
  it('adds counts made while a write is under way in the next one, and settles once every count added is written', async () => {
    const campaignId = newId();
    const w = rollupWriter(t.deps.db);
    const row = (key: string, count: number) => ({ workspaceId: 'ws-rollups', campaignId, bucket: new Date('2026-03-04T16:05:00Z'), dimension: 'activity' as const, key, count });
    // Not awaited: the app's close has only `settled` to wait on.
    void w.add([row('inbound', 1)]);
    void w.add([row('inbound', 2), row('outbound', 1)]);
    void w.add([row('outbound', 4)]);
    await w.settled();
    const rows = await t.deps.db.select().from(messagingRollups).where(eq(messagingRollups.campaignId, campaignId));
    const total = (key: string) => rows.filter((r) => r.key === key).reduce((n, r) => n + r.count, 0);
    expect([total('inbound'), total('outbound')]).toEqual([3, 5]);
    await expect(w.settled()).resolves.toBeUndefined();
  });
});
