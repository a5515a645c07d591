// List ingestion end to end: a generated 12-column lead file (1,000,000 rows by default, BENCH_LIST_ROWS to change) is
// stored, mapped and processed by the list job — phone normalisation, duplicates, federal and state DNC, known
// litigator, DataBoost, local caller IDs, delivery into the sandbox Five9 list, leads, the processed file — on the
// PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one). Prints rows per second, the ratio
// to the raw streaming parse speed of the same file (by the same CSV reader) measured in the same run, and the peak
// memory of the process.
// Target: 60 s or less for 1,000,000 rows with peak memory under 512 MB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO, signIn, call } from '../apps/server/src/testing/session';
import { DEMO_CAMPAIGNS } from '../apps/server/src/db/seed/07-campaigns';
import { DEMO_COMPLIANCE } from '../apps/server/src/db/seed/04-compliance';
import { addNumbers } from '../apps/server/src/features/pools/pools.test-fixtures';
import { rawParseMs, writeCsv } from './csv-file';
import { startCpuTime } from './cpu-time';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const HEADER = ['phone', 'first_name', 'last_name', 'street', 'city', 'state', 'zip', 'email', 'company', 'account', 'source', 'notes'];
const PLACES = [['512', 'Austin', 'TX', '78701'], ['602', 'Phoenix', 'AZ', '85004'], ['214', 'Dallas', 'TX', '75201'], ['480', 'Mesa', 'AZ', '85201'], ['713', 'Houston', 'TX', '77002']] as const;

/** Line i of the file: every 100th repeats an earlier phone, every 97th is not a phone at all. */
const leadLine = (i: number) => {
  const [npa, city, state, zip] = PLACES[i % PLACES.length]!;
  const n = i % 100 === 99 ? i - 50 : i;
  const phone = i % 97 === 96 ? 'n/a' : `${npa}${200 + Math.floor(n / 10_000) % 800}${String(n % 10_000).padStart(4, '0')}`;
  return `${phone},First${i},Last${i},${i} Main St,${city},${state},${zip},lead${i}@example.com,Company ${i % 500},A${i},web,"note, ${i}"`;
};

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-list-bench-'));
  const file = path.join(dir, 'leads.csv');
  await writeCsv(file, HEADER.join(','), ROWS, leadLine);

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

  const { lists } = t.services;
  const actor = { kind: 'user' as const, userId: owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
  const target = await lists.service.uploadTarget(await t.services.workspaces.scope(actor, DEMO.orgId, DEMO.ws.sales), campaignId);
  const stopCpu = await startCpuTime(t.database.sql);
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
  const cpu = await stopCpu();
  const done = (await call(t, 'GET', `${ws}/campaigns/${campaignId}/lists/${list.id}`, owner)).json().data as { status: string; metrics: Record<string, number> };
  await t.close();
  // The limit is measured after the run, so its garbage does not count in the run's memory.
  const parseMs = Math.min(await rawParseMs(file, ROWS), await rawParseMs(file, ROWS));
  fs.rmSync(dir, { recursive: true, force: true });
  if (outcome !== 'done' || done.status !== 'PROCESSED') throw new Error(`the list ended ${outcome} / ${done.status}`);

  const parseRate = ROWS / (parseMs / 1000);
  const rate = ROWS / (totalMs / 1000);
  console.log(`raw streaming parse of the file by the lists' CSV reader (the limit): ${parseRate.toFixed(0)} rows/s (${parseMs.toFixed(0)} ms for ${ROWS} rows)`);
  console.log(`list stored, processed and delivered (${t.database.sql.kind}): ${rate.toFixed(0)} rows/s (${(totalMs / 1000).toFixed(1)} s; target 60 s for 1,000,000), metrics ${JSON.stringify(done.metrics)}`);
  console.log(`CPU time: ${cpu.processSeconds.toFixed(1)} s in this process, ${cpu.databaseSeconds.toFixed(1)} s in its PostgreSQL sessions (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`peak memory (RSS of the process): ${(peak / 1024 / 1024).toFixed(0)} MB (target under 512 MB)`);
  console.log(`ratio to limit: ${(rate / parseRate).toFixed(3)}`);
}
