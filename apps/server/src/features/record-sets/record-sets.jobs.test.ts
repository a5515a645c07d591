import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app';
import { signInDemoTeam, type Session } from '../../testing/session';
import { createSet, uploadOk } from './record-sets.test-helpers';
import { RECORD_SET_JOBS } from './record-sets.jobs';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ owner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const rowsOf = async (setId: string) =>
  (await t.database.sql.query<{ key: string }>('select key from record_set_records where record_set_id = $1 order by key', [setId])).rows.map((r) => r.key);
const countOf = async (setId: string) =>
  (await t.database.sql.query<{ record_count: number }>('select record_count from record_sets where id = $1', [setId])).rows[0]!.record_count;

describe('record-sets jobs on the queue', () => {
  it('the expiry job deletes expired records and the count job recounts, as queued jobs', async () => {
    const set = await createSet(t, owner, { ttl: { duration: 1, timeUnit: 'MINUTES' } });
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550901\n5125550902\n');
    const real = t.deps.now;
    try {
      t.deps.now = () => new Date(real().getTime() + 120_000);
      await t.deps.jobs.send(RECORD_SET_JOBS.expire, {});
      await expect.poll(() => rowsOf(set.id), { timeout: 15_000 }).toEqual([]);
      expect(await countOf(set.id)).toBe(2);
      await t.deps.jobs.send(RECORD_SET_JOBS.count, {});
      await expect.poll(() => countOf(set.id), { timeout: 15_000 }).toBe(0);
    } finally {
      t.deps.now = real;
    }
  });

  it('schedules both jobs: expiry every five minutes, counts every six hours', async () => {
    const rows = (await t.database.sql.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule where name like $1 order by name', ['record-sets.%'])).rows;
    expect(rows).toEqual([{ name: 'record-sets.count', cron: '17 */6 * * *' }, { name: 'record-sets.expire', cron: '*/5 * * * *' }]);
  });
});
