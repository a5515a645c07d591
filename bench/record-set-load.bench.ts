// Record-set bulk load end to end: a generated CSV of 1,000,000 records (BENCH_RECORD_ROWS to change) — phone key and
// four typed attributes — is bulk-added (Add, merging) to a record set through the record sets' own upload path: the
// shared streaming CSV reader, key and attribute checks, batched writes in one transaction, the recount. On the
// PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one). Prints rows per second, the
// ratio to the raw streaming parse speed of the same file (by the same CSV reader) measured in the same run, and the
// peak memory of the process. A second pass adds the same file again (every row now merges into an existing record).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordSet } from '@trueline/contract';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO, signIn, call } from '../apps/server/src/testing/session';
import { rawParseMs, writeCsv } from './csv-file';
import { report } from './report';
import { startCpuTime } from './cpu-time';
import { findSet } from '../apps/server/src/features/record-sets/record-sets.repo';

const ROWS = Number(process.env.BENCH_RECORD_ROWS ?? 1_000_000);
const AREA_CODES = ['512', '602', '214', '480', '713', '305', '404', '617', '312', '206'];

/** Line i of the file: every 211th has a key that is not a phone, every 307th an orders value that is not a number. */
const recordLine = (i: number) => {
  const npa = AREA_CODES[i % AREA_CODES.length]!;
  const phone = i % 211 === 210 ? `555-${i}` : `${npa}${200 + (Math.floor(i / 10_000) % 800)}${String(i % 10_000).padStart(4, '0')}`;
  const orders = i % 307 === 306 ? 'many' : String(i % 40);
  return `${phone},Customer ${i},2026-0${1 + (i % 9)}-1${i % 10},${orders},${i % 3 === 0 ? 'true' : 'false'}`;
};

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-record-set-bench-'));
  const file = path.join(dir, 'records.csv');
  await writeCsv(file, 'phone,firstName,lastPurchase,orders,vip', ROWS, recordLine);

  const t = await testApp({ env: { LOG_LEVEL: 'error' } });
  const owner = await signIn(t, DEMO.owner);
  const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
  const created = await call(t, 'POST', `${ws}/recordSets`, owner, {
    name: 'Bench EBR', ttl: { duration: 18, timeUnit: 'CALENDAR_MONTHS', timeZone: 'America/Chicago' },
    attributes: [{ name: 'firstName', type: 'S' }, { name: 'lastPurchase', type: 'S' }, { name: 'orders', type: 'N' }, { name: 'vip', type: 'B' }],
  });
  if (created.statusCode !== 200) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const set = created.json().data as RecordSet;
  const { recordSets } = t.services;
  const row = (await findSet(t.deps.db, DEMO.ws.sales, set.id))!;

  const stopCpu = await startCpuTime(t.database.sql);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const result = await recordSets.service.bulk(row, 'ADD', fs.createReadStream(file));
  const totalMs = performance.now() - start;
  const cpu = await stopCpu();
  const mergeStart = performance.now();
  const merged = await recordSets.service.bulk(row, 'ADD', fs.createReadStream(file));
  const mergeMs = performance.now() - mergeStart;
  clearInterval(sampler);
  const after = (await call(t, 'GET', `${ws}/recordSets/${set.id}`, owner)).json().data as RecordSet;
  const probe = await call(t, 'GET', `${ws}/recordSets/${set.id}/record?number=5122000000`, owner);
  await t.close();
  const parseMs = Math.min(await rawParseMs(file, ROWS), await rawParseMs(file, ROWS));
  fs.rmSync(dir, { recursive: true, force: true });

  const expectedFailures = Math.floor((ROWS + 1) / 211) + Math.floor((ROWS + 1) / 307) - Math.floor((ROWS + 1) / (211 * 307));
  if (result.successfulRecords + result.failureRecords !== ROWS || Math.abs(result.failureRecords - expectedFailures) > 2) {
    throw new Error(`unexpected result ${JSON.stringify({ ...result, failures: result.failures.length })}`);
  }
  if (after.recordCount !== result.successfulRecords || probe.json().data?.phone !== '5122000000') throw new Error('the records are not all there');

  const parseRate = ROWS / (parseMs / 1000);
  const rate = ROWS / (totalMs / 1000);
  console.log(`raw streaming parse of the file by the shared CSV reader (the limit): ${parseRate.toFixed(0)} rows/s (${parseMs.toFixed(0)} ms for ${ROWS} rows)`);
  console.log(`bulk Add into an empty record set (${t.database.sql.kind}): ${rate.toFixed(0)} rows/s (${(totalMs / 1000).toFixed(1)} s; ${result.successfulRecords} added, ${result.failureRecords} refused)`);
  console.log(`CPU time of the first load: ${cpu.processSeconds.toFixed(1)} s in this process, ${cpu.databaseSeconds.toFixed(1)} s in its PostgreSQL sessions (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`bulk Add of the same file again, every row merging into its record: ${(ROWS / (mergeMs / 1000)).toFixed(0)} rows/s (${(mergeMs / 1000).toFixed(1)} s; ${merged.successfulRecords} merged)`);
  console.log(`peak memory (RSS of the process): ${(peak / 1024 / 1024).toFixed(0)} MB`);
  console.log(`ratio to limit: ${(rate / parseRate).toFixed(3)}`);
  // One load per run (a second would merge into the first): figures for the record, without a target.
  report({ bench: 'record-set-load', figure: `${ROWS.toLocaleString('en-US')} rows added (one run)`, value: Math.round(rate), unit: 'rows/s', target: null, higherIsBetter: true });
  report({ bench: 'record-set-load', figure: 'peak RSS (one run)', value: Math.round(peak / 1024 / 1024), unit: 'MB', target: null, higherIsBetter: false });
}
