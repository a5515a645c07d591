// List ingestion end to end: a generated 12-column lead file (1,000,000 rows by default, BENCH_LIST_ROWS to change) is
// stored, mapped and processed by the list job — phone normalisation, duplicates, federal and state DNC, known
// litigator, DataBoost, local caller IDs, delivery into the sandbox Five9 list, leads, the processed file — on the
// PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one). Prints rows per second, the ratio
// to the raw streaming parse speed of the same file measured in the same run, and the peak memory of the process.
// Target: 60 s or less for 1,000,000 rows with peak memory under 512 MB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO, signIn, call } from '../apps/server/src/testing/session';
import { DEMO_CAMPAIGNS } from '../apps/server/src/db/seed/07-campaigns';
import { DEMO_COMPLIANCE } from '../apps/server/src/db/seed/04-compliance';
import { addNumbers } from '../apps/server/src/features/pools/pools.test-fixtures';
import type { Lists } from '../apps/server/src/features/lists/lists.module';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const HEADER = ['phone', 'first_name', 'last_name', 'street', 'city', 'state', 'zip', 'email', 'company', 'account', 'source', 'notes'];
const PLACES = [['512', 'Austin', 'TX', '78701'], ['602', 'Phoenix', 'AZ', '85004'], ['214', 'Dallas', 'TX', '75201'], ['480', 'Mesa', 'AZ', '85201'], ['713', 'Houston', 'TX', '77002']] as const;

/** Writes the file a line at a time: every 100th row repeats an earlier phone, every 97th is not a phone at all. */
async function writeFile(file: string) {
  const out = fs.createWriteStream(file);
  const write = (line: string) => (out.write(line) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${HEADER.join(',')}\n`);
  for (let i = 0; i < ROWS; i++) {
    const [npa, city, state, zip] = PLACES[i % PLACES.length]!;
    const n = i % 100 === 99 ? i - 50 : i;
    const phone = i % 97 === 96 ? 'n/a' : `${npa}${200 + Math.floor(n / 10_000) % 800}${String(n % 10_000).padStart(4, '0')}`;
    await write(`${phone},First${i},Last${i},${i} Main St,${city},${state},${zip},lead${i}@example.com,Company ${i % 500},A${i},web,"note, ${i}"\n`);
  }
  await new Promise<void>((r) => out.end(() => r()));
}

async function rawParseMs(file: string): Promise<number> {
  const start = performance.now();
  let rows = 0;
  for await (const _record of fs.createReadStream(file).pipe(parse())) rows++;
  if (rows !== ROWS + 1) throw new Error(`parsed ${rows} rows`);
  return performance.now() - start;
}

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-list-bench-'));
  const file = path.join(dir, 'leads.csv');
  await writeFile(file);

  const t = await testApp({ env: { LOG_LEVEL: 'error' } });
  const superadmin = await signIn(t, DEMO.superadmin);
  const owner = await signIn(t, DEMO.owner);
  const campaignId = DEMO_CAMPAIGNS.q4HomeServices;
  const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
  // Every scrub the issue names is on, through the FTC SAN with full coverage; the pool has local numbers in each place.
  const saved = await call(t, 'POST', `${ws}/campaigns/${campaignId}`, superadmin, {
    name: 'Q4 Home Services Outreach', forwardingNumber: '+15125550142',
    features: { duplicatePrevention: true, dncScrubEnabled: true, ftcSanId: DEMO_COMPLIANCE.ftcSanFull, stateDncScrubEnabled: true, knownLitigatorScrubEnabled: true, dataBoostEnabled: true },
  });
  if (saved.statusCode !== 200) throw new Error(`campaign save answered ${saved.statusCode}: ${saved.body}`);
  await addNumbers(t, campaignId, PLACES.flatMap(([npa, city, state]) => [0, 1].map((k) => ({ number: `${npa}555${String(1000 + k).padStart(4, '0')}`, city, state }))));

  const lists = (t.services as unknown as { lists: Lists }).lists;
  const actor = { kind: 'user' as const, userId: owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
  const target = await lists.service.uploadTarget(actor, DEMO.orgId, DEMO.ws.sales, campaignId);
  // CPU time of this process and of its database sessions: on a shared machine, the figure that does not depend on the load.
  const sessions = async () => (await t.database.sql.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).rows.map((r) => r.pid);
  const cpuMsOf = (pid: number) => {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(f[11]) + Number(f[12])) * (1000 / 100);
    } catch {
      return 0;
    }
  };
  const dbCpuBefore = new Map((await sessions()).map((pid) => [pid, cpuMsOf(pid)]));
  const cpuBefore = process.cpuUsage();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const stored = await lists.service.receive(DEMO.orgId, { filename: 'leads.csv', stream: fs.createReadStream(file) } as never);
  const list = await lists.service.upload(target, stored);
  const mappedCols = ['number1', 'first_name', 'last_name', 'street', 'city', 'state', 'zip', 'email', 'company'].map((columnId, columnIndex) => ({ columnIndex, columnId }));
  const started = await call(t, 'POST', `${ws}/campaigns/${campaignId}/lists/${list.id}/process`, owner, { dialerListId: 'Win-back East-L1', mode: 'REPLACE', mappedCols });
  if (started.statusCode !== 200) throw new Error(`process answered ${started.statusCode}: ${started.body}`);
  const outcome = await lists.processor.run(list.id);
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  const dbCpuMs = (await sessions()).reduce((n, pid) => n + cpuMsOf(pid) - (dbCpuBefore.get(pid) ?? 0), 0);
  const done = (await call(t, 'GET', `${ws}/campaigns/${campaignId}/lists/${list.id}`, owner)).json().data as { status: string; metrics: Record<string, number> };
  await t.close();
  // The limit is measured after the run, so its garbage does not count in the run's memory.
  const parseMs = Math.min(await rawParseMs(file), await rawParseMs(file));
  fs.rmSync(dir, { recursive: true, force: true });
  if (outcome !== 'done' || done.status !== 'PROCESSED') throw new Error(`the list ended ${outcome} / ${done.status}`);

  const parseRate = ROWS / (parseMs / 1000);
  const rate = ROWS / (totalMs / 1000);
  console.log(`raw streaming csv-parse of the file (the limit): ${parseRate.toFixed(0)} rows/s (${parseMs.toFixed(0)} ms for ${ROWS} rows)`);
  console.log(`list stored, processed and delivered (${t.database.sql.kind}): ${rate.toFixed(0)} rows/s (${(totalMs / 1000).toFixed(1)} s; target 60 s for 1,000,000), metrics ${JSON.stringify(done.metrics)}`);
  console.log(`CPU time: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in this process, ${(dbCpuMs / 1000).toFixed(1)} s in its PostgreSQL sessions (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`peak memory (RSS of the process): ${(peak / 1024 / 1024).toFixed(0)} MB (target under 512 MB)`);
  console.log(`ratio to limit: ${(rate / parseRate).toFixed(3)}`);
}
