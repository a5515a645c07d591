import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Campaign, CampaignList, LeadStatus } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { seeded } from '../../providers/sandbox';
import { SANDBOX_TEST_NUMBERS as T } from '../../providers/numbers/sandbox-test-numbers';
import { deliveredDialerRecords } from '../../providers/dialers/sandbox-dialers.records';
import { DEMO_COMPLIANCE } from '../../db/seed/04-compliance';
import { createCampaign, salesBody, saveCampaign } from '../campaigns/campaigns.test-helpers';
import { addNumbers, poolRows } from '../pools/pools.test-fixtures';
import { workspaces } from '../workspaces/workspaces.tables';
import type { Lists } from './lists.module';
import { leadPhone } from './phone';
import { LIST_BATCH_ROWS } from './process-list';
import { PROCESS_JOB } from './lists.jobs';

/**
 * The list pipeline end to end on a generated 10,000-row file: every metric, the processed file, the leads, the pool's
 * usage and the exact records the sandbox dialer received are checked against an oracle that applies the domain's
 * order of checks row by row, asking the same sandbox providers.
 */
let t: TestApp;
let owner: Session;
let campaign: Campaign;
let lists: Lists;

const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
const DIALER_LIST = 'Win-back East-L1';
const PLACES = [
  ['512', 'TX'], ['214', 'TX'], ['713', 'TX'], ['212', 'NY'], ['716', 'NY'], ['973', 'NJ'], ['404', 'GA'], ['602', 'AZ'], ['702', 'NV'], ['305', 'FL'],
] as const;
const HEADER = ['phone', 'first_name', 'last_name', 'state', 'email', 'TrustedForm Cert URL'];
const MAPPING = ['number1', 'first_name', 'last_name', 'state', 'email'].map((columnId, columnIndex) => ({ columnIndex, columnId }));
const INVALID = ['555-0134', 'n/a', '', '1234567890', '0005551234', '(111) 222-3333', '98765', '+44 20 7946 0958', '212-555-01', '1-800-FLOWERS'];

interface Row { cells: string[]; phone: string | null; state: string }

/** The generated file: documented numbers, bad numbers, repeats (formatted differently), existing leads, and seeded others. */
function generate(rows: number, seed: string, existing: string[]): Row[] {
  const rand = seeded(seed);
  const out: Row[] = [];
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  const person = (phoneCell: string, state: string): string[] => {
    const first = `F${Math.floor(rand() * 1e6)}`;
    return [phoneCell, first, `L${Math.floor(rand() * 1e6)}`, state, `${first.toLowerCase()}@example.com`, `https://cert.trustedform.com/${hex(40)}`];
  };
  const documented: string[] = Object.values(T);
  const used = new Set<string>([...documented, ...existing]);
  const valid: Row[] = [];
  for (let i = 0; out.length < rows; i++) {
    const roll = rand();
    if (i % 1000 === 7 && documented.length > 0) {
      const phone = documented.shift()!;
      out.push({ cells: person(phone, 'TX'), phone, state: 'TX' });
      valid.push(out[out.length - 1]!);
    } else if (roll < 0.012) {
      out.push({ cells: person(INVALID[Math.floor(rand() * INVALID.length)]!, 'NY'), phone: null, state: 'NY' });
    } else if (roll < 0.027 && valid.length > 0) {
      const earlier = valid[Math.floor(rand() * Math.min(50, valid.length))]!;
      const p = earlier.phone!;
      out.push({ cells: person(`(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`, earlier.state), phone: p, state: earlier.state });
    } else if (roll < 0.032 && existing.length > 0) {
      const p = existing.pop()!;
      out.push({ cells: person(p, 'NY'), phone: p, state: 'NY' });
    } else {
      const [areaCode, state] = PLACES[Math.floor(rand() * PLACES.length)]!;
      let nxx = 200 + Math.floor(rand() * 800);
      if (nxx % 100 === 11 || nxx === 555) nxx = 234;
      const phone = `${areaCode}${nxx}${String(Math.floor(rand() * 10000)).padStart(4, '0')}`;
      if (used.has(phone) || !leadPhone(phone)) continue;
      used.add(phone);
      out.push({ cells: person(`+1 ${phone}`, state), phone, state });
      valid.push(out[out.length - 1]!);
    }
  }
  return out;
}

const toCsv = (rows: Row[]) => Buffer.from([HEADER, ...rows.map((r) => r.cells)].map((c) => c.map((v) => (/[",]/.test(v) ? `"${v}"` : v)).join(',')).join('\n'));

interface Expected { status: LeadStatus | 'INVALID'; reason: string; lineType: string | null }

/** The oracle: the domain's order of checks applied row by row with the sandbox providers' own answers. */
async function expectedOutcomes(rows: Row[], existing: Set<string>): Promise<Expected[]> {
  const d = t.deps;
  const out: Expected[] = [];
  const seen = new Set<string>();
  const san = { ftcSan: 'A7K2M9Q4TX', fullCoverage: true, areaCodes: [] };
  for (const r of rows) {
    if (!r.phone) {
      out.push({ status: 'INVALID', reason: 'Not a valid US or Canadian phone number', lineType: null });
      continue;
    }
    const p = r.phone;
    const repeated = seen.has(p);
    seen.add(p);
    if (repeated) {
      out.push({ status: 'DUPLICATE', reason: 'Repeated in this list', lineType: null });
      continue;
    }
    if (existing.has(p)) {
      out.push({ status: 'DUPLICATE', reason: 'Already a lead of this campaign', lineType: null });
      continue;
    }
    const [fed] = await d.dnc.federal([p], san);
    if (fed!.blocked) {
      out.push({ status: 'DNC', reason: 'National Do Not Call registry', lineType: null });
      continue;
    }
    const [st] = await d.dnc.state([{ number: p, state: r.state }]);
    if (st!.blocked) {
      out.push({ status: 'STATE_DNC', reason: `State Do Not Call list (${st!.state})`, lineType: null });
      continue;
    }
    if ((await d.litigator.check([p]))[0]!.flagged) {
      out.push({ status: 'TCPA_FLAG', reason: 'Known litigator', lineType: null });
      continue;
    }
    const [tf] = await d.leadVerification.trustedForm([{ number: p, token: r.cells[5]! }], 'demo-trustedform-api-key');
    if (!tf!.valid) {
      out.push({ status: 'TOKEN_ERROR', reason: `TrustedForm: ${tf!.reason}`, lineType: null });
      continue;
    }
    const [boost] = await d.dataBoost.validate([p]);
    out.push(boost!.activity_score <= 30
      ? { status: 'INACTIVE', reason: `Inactive (activity score ${boost!.activity_score})`, lineType: boost!.line_type }
      : { status: 'LOADED', reason: '', lineType: boost!.line_type });
  }
  return out;
}

async function upload(rows: Row[], name: string): Promise<CampaignList> {
  const body = await multipartBody({ file: { bytes: toCsv(rows), filename: name, type: 'text/csv' } });
  const res = await t.app.inject({ method: 'POST', url: `${ws}/campaigns/${campaign.id}/lists`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const startProcessing = async (l: CampaignList, mode = 'REPLACE') => {
  const res = await call(t, 'POST', `${ws}/campaigns/${campaign.id}/lists/${l.id}/process`, owner, { dialerListId: DIALER_LIST, mode, mappedCols: MAPPING });
  expect(res.statusCode, res.body).toBe(200);
};
const getList = async (l: CampaignList): Promise<CampaignList> => (await call(t, 'GET', `${ws}/campaigns/${campaign.id}/lists/${l.id}`, owner)).json().data;
const processedFile = async (l: CampaignList) =>
  (await call(t, 'GET', `${ws}/campaigns/${campaign.id}/lists/${l.id}/download`, owner)).body.replace(/\r\n$/, '').split('\r\n').map((line) => line.split(','));
const dialerRecords = () => deliveredDialerRecords(t.deps.db, { provider: 'FIVE9', dialerCampaignId: campaign.dialerCampaignId!, dialerListId: DIALER_LIST });

beforeAll(async () => {
  t = await testApp();
  ({ owner } = await signInDemoTeam(t));
  lists = (t.services as unknown as { lists: Lists }).lists;
  const created = await createCampaign(t, owner, await salesBody(t, { provisioningType: 'BringYourOwnPool', name: 'Pipeline' }));
  const saved = await saveCampaign(t, owner, created, {
    forwardingNumber: '+15125550199',
    features: {
      ...created.features, duplicatePrevention: true, dncScrubEnabled: true, ftcSanId: DEMO_COMPLIANCE.ftcSanFull, stateDncScrubEnabled: true,
      knownLitigatorScrubEnabled: true, activeProspectCheckEnabled: true, dataBoostEnabled: true,
    },
    validationDataMapping: { ...created.validationDataMapping, line_type: 'Lead Source', activity_score: 'Account Number', sendOnlyActiveLeads: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  campaign = saved.json().data;
  // A warmed-up pool with room for every lead in its own area code (15 numbers × 75 a day per area code).
  const longAgo = new Date(Date.now() - 90 * 86_400_000);
  await addNumbers(t, campaign.id, PLACES.flatMap(([areaCode, state]) =>
    Array.from({ length: 15 }, (_, i) => ({ number: `${areaCode}555${2000 + i}`, state, city: `${state} city`, firstUsed: longAgo }))));
}, 60_000);
afterAll(async () => t.close());

describe('list processing pipeline', () => {
  it('processes 10,000 rows: every metric, the processed file, the leads, local caller IDs and the exact dialer records', async () => {
    const existing = Array.from({ length: 60 }, (_, i) => `404${String(7000000 + i * 37)}`);
    await t.services.leads.insertBatch(existing.map((phone) => ({
      orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, campaignId: campaign.id, listId: null, phone, status: 'LOADED' as const, zip: null, state: 'GA', callerId: null, uniqueId: null, loaded: new Date(),
    })));
    const rows = generate(10_000, 'pipeline-10k', [...existing]);
    const expected = await expectedOutcomes(rows, new Set(existing));
    const l = await upload(rows, 'pipeline 10k.csv');
    expect(l.rowCount).toBe(10_000);
    await startProcessing(l);
    expect(await lists.processor.run(l.id)).toBe('done');
    const done = await getList(l);

    const count = (...s: Expected['status'][]) => expected.filter((e) => s.includes(e.status)).length;
    const boosted = expected.filter((e) => e.lineType);
    expect(done.metrics).toEqual({
      total: 10_000, valid: count('LOADED'), invalid: count('INVALID'), duplicate: count('DUPLICATE'), dnc: count('DNC', 'STATE_DNC'), tcpa: count('TCPA_FLAG'),
      tokenError: count('TOKEN_ERROR'), inactive: count('INACTIVE'), landline: boosted.filter((e) => e.lineType === 'Landline').length,
      mobile: boosted.filter((e) => e.lineType === 'Mobile').length, loaded: count('LOADED'),
    });
    // A realistic spread, and every kind of outcome present.
    expect(done.metrics.invalid).toBeGreaterThan(80);
    expect(done.metrics.duplicate).toBeGreaterThan(150);
    expect(done.metrics.dnc).toBeGreaterThan(500);
    for (const s of ['STATE_DNC', 'TCPA_FLAG', 'TOKEN_ERROR', 'INACTIVE'] as const) expect(count(s)).toBeGreaterThan(5);
    expect(done).toMatchObject({ status: 'PROCESSED', processedRows: 10_000, processedFile: 'pipeline 10k-processed.csv', errorMessage: null });

    // The processed file: every input row as it was, with its outcome, reason, caller ID and unique ID.
    const file = await processedFile(l);
    expect(file[0]).toEqual([...HEADER, 'Status', 'Reason', 'Caller ID', 'Unique ID']);
    expect(file).toHaveLength(10_001);
    const uniqueIds = new Set<string>();
    rows.forEach((r, i) => {
      const line = file[i + 1]!;
      const e = expected[i]!;
      expect(line.slice(0, 6), `row ${i}`).toEqual(r.cells);
      expect([line[6], line[7]], `row ${i}`).toEqual([e.status, e.reason]);
      if (e.status === 'LOADED') {
        // Local: a number of the lead's own area code.
        expect(line[8]!.slice(0, 3), `row ${i}`).toBe(r.phone!.slice(0, 3));
        expect(line[9]).toBe(`${l.id.replace(/-/g, '').slice(0, 8)}-${i + 1}`);
        uniqueIds.add(line[9]!);
      } else expect([line[8], line[9]]).toEqual(['', '']);
    });
    expect(uniqueIds.size).toBe(count('LOADED'));
    // Where each number first appears (a repeat of it later is a duplicate).
    const byPhone = new Map<string | null, number>();
    rows.forEach((r, i) => byPhone.has(r.phone) || byPhone.set(r.phone, i));
    expect(file[byPhone.get(T.federalDnc)! + 1]![6]).toBe('DNC');
    expect(file[byPhone.get(T.stateDnc)! + 1]!.slice(6, 8)).toEqual(['STATE_DNC', 'State Do Not Call list (TX)']);
    expect(file[byPhone.get(T.litigator)! + 1]![6]).toBe('TCPA_FLAG');
    expect(file[byPhone.get(T.tokenError)! + 1]!.slice(6, 8)).toEqual(['TOKEN_ERROR', 'TrustedForm: Certificate expired']);
    expect(file[byPhone.get(T.inactive)! + 1]!.slice(6, 8)).toEqual(['INACTIVE', 'Inactive (activity score 12)']);
    expect(file[byPhone.get(T.clean)! + 1]![6]).toBe('LOADED');
    expect(file[byPhone.get(T.landline)! + 1]![6]).toBe('LOADED');

    // Exactly the accepted leads reached the dialer list, in file order, with the caller ID, unique ID and DataBoost values.
    const records = await dialerRecords();
    const loadedRows = rows.flatMap((r, i) => (expected[i]!.status === 'LOADED' ? [{ r, i }] : []));
    expect(records.map((x) => x.record)).toEqual(loadedRows.map(({ r, i }) => ({
      number1: r.phone, first_name: r.cells[1], last_name: r.cells[2], state: r.state, email: r.cells[4],
      'Caller ID': file[i + 1]![8], 'Unique ID': file[i + 1]![9], 'Lead Source': expected[i]!.lineType, 'Account Number': expect.stringMatching(/^\d+$/),
    })));
    expect(records.find((x) => x.record.number1 === T.landline)?.record['Lead Source']).toBe('Landline');
    expect(done.dialerWebhookResponse).toMatch(/^Records added: \d+, updated: 0/);

    // The leads: every valid-number row, with its outcome; the pool counted one use per loaded lead.
    const { rows: leadCounts } = await t.deps.sql.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from campaign_leads where list_id = $1 group by status', [l.id]);
    const statuses = Object.fromEntries(leadCounts.map((x) => [x.status, x.n]));
    for (const s of ['LOADED', 'DUPLICATE', 'DNC', 'STATE_DNC', 'TCPA_FLAG', 'TOKEN_ERROR', 'INACTIVE'] as const) expect(statuses[s] ?? 0, s).toBe(count(s));
    expect((await poolRows(t, campaign.id)).reduce((n, p) => n + p.usageCount, 0)).toBe(count('LOADED'));
  }, 180_000);

  it('resumes after a crash mid-list without losing or repeating rows (a batch delivered but not committed goes again)', async () => {
    const rows = generate(LIST_BATCH_ROWS * 2 + 700, 'pipeline-resume', []);
    const { rows: before } = await t.deps.sql.query<{ phone: string }>('select distinct phone from campaign_leads where campaign_id = $1', [campaign.id]);
    const l = await upload(rows, 'resume.csv');
    await startProcessing(l);
    const adapter = t.deps.dialers.adapter('FIVE9');
    const deliver = adapter.deliver;
    let calls = 0;
    // The process dies right after the dialer took the second batch, before that batch was committed.
    (adapter as { deliver: typeof deliver }).deliver = async (account, req) => {
      const res = await deliver.call(adapter, account, req);
      if (++calls === 2) throw new Error('process killed');
      return res;
    };
    try {
      await expect(lists.processor.run(l.id)).rejects.toThrow('process killed');
    } finally {
      (adapter as { deliver: typeof deliver }).deliver = deliver;
    }
    expect(await getList(l)).toMatchObject({ status: 'PROCESSING', processedRows: LIST_BATCH_ROWS });
    expect(await lists.processor.run(l.id)).toBe('done');
    const done = await getList(l);
    const expected = await expectedOutcomes(rows, new Set(before.map((b) => b.phone)));
    const loaded = expected.filter((e) => e.status === 'LOADED').length;
    expect(done.metrics).toMatchObject({ total: rows.length, valid: loaded, loaded, invalid: expected.filter((e) => e.status === 'INVALID').length });
    const file = await processedFile(l);
    expect(file).toHaveLength(rows.length + 1);
    expect(file.slice(1).map((line) => line[6])).toEqual(expected.map((e) => e.status));
    const { rows: [{ n }] } = await t.deps.sql.query<{ n: number }>('select count(*)::int as n from campaign_leads where list_id = $1', [l.id]);
    expect(n).toBe(rows.filter((r) => r.phone).length);
    // REPLACE emptied the list on the first batch only; the repeated batch updated its records by lead key.
    const records = await dialerRecords();
    expect(records).toHaveLength(loaded);
    expect(new Set(records.map((x) => x.record.number1)).size).toBe(loaded);
    // Run again: nothing happens to a finished list.
    expect(await lists.processor.run(l.id)).toBe('skipped');
    // The checks are billed once a batch, the batch checked again after the crash included: the national DNC check
    // was asked about every valid row not repeated.
    const { rows: usage } = await t.deps.sql.query<{ key: string; product: string; quantity: string }>(
      'select key, product, quantity from usage_ledger where key like $1', [`list:${l.id}:%`]);
    const federal = usage.filter((u) => u.product === 'fedDNC');
    expect(federal.map((u) => u.key).sort()).toEqual([0, LIST_BATCH_ROWS, LIST_BATCH_ROWS * 2].map((r) => `list:${l.id}:${r}:fedDNC`).sort());
    expect(federal.reduce((a, u) => a + Number(u.quantity), 0)).toBe(expected.filter((e) => e.status !== 'INVALID' && e.status !== 'DUPLICATE').length);
    expect(new Set(usage.map((u) => u.product))).toEqual(new Set(['fedDNC', 'stateDNC', 'knownLitigator', 'activeProspect', 'dataBoost', 'transactions']));
    // A caller ID transaction for each lead handed to the dialer.
    expect(usage.filter((u) => u.product === 'transactions').reduce((a, u) => a + Number(u.quantity), 0)).toBe(loaded);
  }, 180_000);

  it('resumes a PREM list after a crash without a record reaching the dialer twice (each unique ID is kept once)', async () => {
    const [sales] = await t.deps.db.select().from(workspaces).where(eq(workspaces.id, DEMO.ws.sales));
    await t.deps.db.update(workspaces).set({ dialerProviderType: 'PREM', dialerSettings: { connected: true } }).where(eq(workspaces.id, DEMO.ws.sales));
    const adapter = t.deps.dialers.adapter('PREM');
    const deliver = adapter.deliver;
    try {
      const rows = generate(LIST_BATCH_ROWS * 2 + 300, 'pipeline-prem', []);
      const { rows: before } = await t.deps.sql.query<{ phone: string }>('select distinct phone from campaign_leads where campaign_id = $1', [campaign.id]);
      const l = await upload(rows, 'prem.csv');
      const mappedCols = ['phone', 'first_name', 'last_name', 'state'].map((columnId, columnIndex) => ({ columnIndex, columnId }));
      const res = await call(t, 'POST', `${ws}/campaigns/${campaign.id}/lists/${l.id}/process`, owner, { dialerListId: 'Resumed PREM list', mode: 'APPEND', mappedCols });
      expect(res.statusCode, res.body).toBe(200);
      let calls = 0;
      // The dialer takes the second batch, then the process dies before that batch is committed.
      (adapter as { deliver: typeof deliver }).deliver = async (account, req) => {
        const out = await deliver.call(adapter, account, req);
        if (++calls === 2) throw new Error('process killed');
        return out;
      };
      await expect(lists.processor.run(l.id)).rejects.toThrow('process killed');
      (adapter as { deliver: typeof deliver }).deliver = deliver;
      expect(await getList(l)).toMatchObject({ status: 'PROCESSING', processedRows: LIST_BATCH_ROWS });
      expect(await lists.processor.run(l.id)).toBe('done');

      const expected = await expectedOutcomes(rows, new Set(before.map((b) => b.phone)));
      const loaded = expected.filter((e) => e.status === 'LOADED').length;
      expect((await getList(l)).metrics).toMatchObject({ total: rows.length, valid: loaded, loaded });
      const records = await deliveredDialerRecords(t.deps.db, { provider: 'PREM', dialerListId: 'Resumed PREM list' });
      expect(records).toHaveLength(loaded);
      expect(new Set(records.map((r) => r.record.external_id)).size).toBe(loaded);
      expect(records.every((r) => /^[0-9a-f]{8}-\d+$/.test(r.record.external_id!) && r.record.caller_id)).toBe(true);
    } finally {
      (adapter as { deliver: typeof deliver }).deliver = deliver;
      await t.deps.db.update(workspaces).set({ dialerProviderType: sales!.dialerProviderType, dialerSettings: sales!.dialerSettings }).where(eq(workspaces.id, DEMO.ws.sales));
    }
  }, 180_000);

  it('lets only one of two workers on the same list commit each batch; the other stops quietly', async () => {
    const rows = generate(LIST_BATCH_ROWS + 300, 'pipeline-race', []);
    const l = await upload(rows, 'race.csv');
    await startProcessing(l, 'APPEND');
    const results = await Promise.all([lists.processor.run(l.id), lists.processor.run(l.id)]);
    expect(results.sort()).toEqual(['done', 'skipped']);
    const done = await getList(l);
    expect(done).toMatchObject({ status: 'PROCESSED', processedRows: rows.length, metrics: { total: rows.length } });
    const { rows: [{ n }] } = await t.deps.sql.query<{ n: number }>('select count(*)::int as n from campaign_leads where list_id = $1', [l.id]);
    expect(n).toBe(rows.filter((r) => r.phone).length);
    expect(await processedFile(l)).toHaveLength(rows.length + 1);
  }, 180_000);

  it('works through a long list in a chain of jobs, each taking over where the last committed (no job runs into its expiry)', async () => {
    const rows = generate(LIST_BATCH_ROWS * 2 + 200, 'pipeline-slices', []);
    const l = await upload(rows, 'slices.csv');
    // Processing is requested (its job waits: this file's app runs no workers yet), and that job is told to hand over
    // after every batch instead of after LIST_JOB_SLICE_MS.
    await startProcessing(l, 'APPEND');
    const { rows: sent } = await t.deps.sql.query<{ id: string }>(
      `update pgboss.job set data = data || '{"sliceMs":0}'::jsonb where name = $1 and data->>'listId' = $2 returning id`, [PROCESS_JOB, l.id]);
    expect(sent).toHaveLength(1);
    await t.deps.jobs.start();
    let done = await getList(l);
    for (let i = 0; i < 1500 && done.status === 'PROCESSING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      done = await getList(l);
    }
    expect(done).toMatchObject({ status: 'PROCESSED', processedRows: rows.length, metrics: { total: rows.length } });
    const { rows: jobs } = await t.deps.sql.query<{ state: string; slice: number }>(
      `select state, (data->>'sliceMs')::int as slice from pgboss.job where name = $1 and data->>'listId' = $2 order by created_on`, [PROCESS_JOB, l.id]);
    // Two full batches, each ending its job, then the rest in a third.
    expect(jobs).toEqual([{ state: 'completed', slice: 0 }, { state: 'completed', slice: 0 }, { state: 'completed', slice: 0 }]);
    const file = await processedFile(l);
    expect(file).toHaveLength(rows.length + 1);
    expect(file.slice(1).map((line) => line.slice(0, 6))).toEqual(rows.map((r) => r.cells));
    const { rows: [{ n }] } = await t.deps.sql.query<{ n: number }>('select count(*)::int as n from campaign_leads where list_id = $1', [l.id]);
    expect(n).toBe(rows.filter((r) => r.phone).length);
  }, 180_000);
});
