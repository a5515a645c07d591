import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../platform/db';
import { ProviderError } from '../sandbox';
import type { DialerAccount } from './dialers';
import { dialerAccountKey, sandboxDialers } from './sandbox-dialers';
import { deliveredDialerRecords } from './sandbox-dialers.records';

let database: Database;
let dialers: ReturnType<typeof sandboxDialers>;
beforeAll(async () => {
  database = await openPglite(null);
  dialers = sandboxDialers({ publicUrl: 'http://localhost', latencyScale: 0, secret: 's', db: database.db, now: () => new Date('2026-03-01T12:00:00Z') });
});
afterAll(() => database.close());

const five9: DialerAccount = { provider: 'FIVE9', username: 'acme', password: 'pw', countryCode: 'US' };
const ring: DialerAccount = { provider: 'RING', permanentToken: 'tok', subAccountId: 42 };
const connect: DialerAccount = { provider: 'CONNECT', accessKeyId: 'AK', secretAccessKey: 'sk', awsRegion: 'us-east-1', appId: 'app', attributes: [] };
const f9 = (phone: string, name = 'Ann') => ({ number1: phone, first_name: name });
const rc = (phone: string, name = 'Ann') => ({ leadPhone: phone, firstName: name });

async function firstList(account: DialerAccount) {
  const [c] = await dialers.adapter(account.provider).campaigns(account, { includeLists: true });
  return { campaign: c!, list: c!.lists![0]! };
}

describe('sandbox dialer delivery', () => {
  it('FIVE9 REPLACE empties the list on the first batch only, then appends; APPEND keeps what is there', async () => {
    const a = dialers.adapter('FIVE9');
    const { campaign, list } = await firstList(five9);
    const base = { dialerCampaignId: campaign.id, dialerListId: list.id, mode: 'REPLACE' as const };
    const r1 = await a.deliver(five9, { ...base, first: true, records: [f9('5125550123'), f9('2125550188'), f9('12')] });
    expect(r1).toEqual({ accepted: 2, rejected: 1, response: 'Records added: 2, updated: 0, deleted: 0, not updated: 0, not added: 0, errors: 1' });
    await a.deliver(five9, { ...base, first: false, records: [f9('3035550100')] });
    const filter = { accountKey: dialerAccountKey(five9), provider: 'FIVE9' as const, dialerListId: list.id };
    expect((await deliveredDialerRecords(database.db, filter)).map((r) => [r.position, r.record.number1])).toEqual([[1, '5125550123'], [2, '2125550188'], [3, '3035550100']]);

    const r2 = await a.deliver(five9, { ...base, first: true, records: [f9('4045550100')] });
    expect(r2.response).toBe('Records added: 1, updated: 0, deleted: 3, not updated: 0, not added: 0, errors: 0');
    await a.deliver(five9, { ...base, mode: 'APPEND', first: true, records: [f9('6175550100')] });
    expect((await deliveredDialerRecords(database.db, filter)).map((r) => r.record.number1)).toEqual(['4045550100', '6175550100']);
  });

  it('FIVE9 matches on the lead key: CRM update and add modes', async () => {
    const a = dialers.adapter('FIVE9');
    const { campaign, list } = await firstList(five9);
    const base = { dialerCampaignId: campaign.id, dialerListId: list.id, mode: 'APPEND' as const, first: true };
    await a.deliver(five9, { ...base, mode: 'REPLACE', records: [f9('5125550123', 'Ann')] });
    const upd = await a.deliver(five9, { ...base, records: [f9('+1 (512) 555-0123', 'Bea'), f9('7135550100')] });
    expect(upd.response).toBe('Records added: 1, updated: 1, deleted: 0, not updated: 0, not added: 0, errors: 0');
    const kept = await a.deliver(five9, { ...base, options: { crmUpdateMode: 'DONT_UPDATE', crmAddMode: 'DONT_ADD' }, records: [f9('5125550123', 'Cy'), f9('9725550100')] });
    expect(kept).toMatchObject({ accepted: 1, rejected: 1 });
    const rows = await deliveredDialerRecords(database.db, { provider: 'FIVE9', dialerListId: list.id });
    expect(rows.map((r) => [r.record.number1, r.record.first_name])).toEqual([['5125550123', 'Bea'], ['7135550100', 'Ann']]);
  });

  it('FIVE9 and NICE refuse a list that does not exist; RING creates it', async () => {
    await expect(dialers.adapter('FIVE9').deliver(five9, { dialerCampaignId: 'x', dialerListId: 'Nope', mode: 'APPEND', first: true, records: [f9('5125550123')] }))
      .rejects.toBeInstanceOf(ProviderError);
    const { campaign } = await firstList(ring);
    const res = await dialers.adapter('RING').deliver(ring, { dialerCampaignId: campaign.id, dialerListId: 'Spring promo', mode: 'APPEND', first: true, records: [rc('5125550123')] });
    expect(res.response).toBe('List "Spring promo" created. Leads supplied: 1, inserted: 1, duplicates removed: 0, rejected: 0');
    const again = await dialers.adapter('RING').deliver(ring, { dialerCampaignId: campaign.id, dialerListId: 'Spring promo', mode: 'APPEND', first: true, records: [rc('2125550100')] });
    expect(again.response).not.toContain('created');
    expect(await dialers.adapter('RING').listRecords(ring, { dialerCampaignId: campaign.id, dialerListId: 'Spring promo', offset: 1, limit: 5 })).toEqual([rc('2125550100')]);
  });

  it('RING ignores REPLACE and de-dupes existing records of the same phone as asked', async () => {
    const a = dialers.adapter('RING');
    const { campaign, list } = await firstList(ring);
    const other = 'Other list';
    const d = (listId: string, dedupe: string | undefined, records: Record<string, string>[]) =>
      a.deliver(ring, { dialerCampaignId: campaign.id, dialerListId: listId, mode: 'REPLACE', first: true, options: dedupe ? { dedupe } : undefined, records });
    await d(list.id, undefined, [rc('4155550100', 'A'), rc('2125550100', 'B')]);
    await d(other, undefined, [rc('4155550100', 'C')]);
    await d(list.id, 'RING_RETAIN_ALL', [rc('4155550100', 'D')]);
    const names = async (l: string) => (await deliveredDialerRecords(database.db, { provider: 'RING', dialerCampaignId: campaign.id, dialerListId: l })).map((r) => r.record.firstName);
    expect(await names(list.id)).toEqual(['A', 'B', 'D']);
    await d(list.id, 'RING_REMOVE_FROM_LIST', [rc('4155550100', 'E')]);
    expect(await names(list.id)).toEqual(['B', 'E']);
    expect(await names(other)).toEqual(['C']);
    const res = await d(list.id, 'RING_REMOVE_ALL_EXISTING', [rc('4155550100', 'F')]);
    expect(res.response).toContain('duplicates removed: 2');
    expect(await names(list.id)).toEqual(['B', 'F']);
    expect(await names(other)).toEqual([]);
  });

  it('CONNECT delivers to the campaign, with no list', async () => {
    const res = await dialers.adapter('CONNECT').deliver(connect, { dialerCampaignId: 'camp-1', dialerListId: null, mode: 'REPLACE', first: true, records: [{ phone: '5125550123' }, { phone: 'x' }] });
    expect(res).toEqual({ accepted: 1, rejected: 1, response: 'PutDialRequestBatch: 1 successful requests, 1 failed requests (InvalidInput: phoneNumber)' });
    expect(await deliveredDialerRecords(database.db, { provider: 'CONNECT', dialerCampaignId: 'camp-1' })).toMatchObject([{ dialerListId: '', record: { phone: '5125550123' } }]);
  });

  it('NICE, CONNECT, PREM and RING keep a record once by its id: a batch sent again adds nothing', async () => {
    const nice: DialerAccount = { provider: 'NICE', accessToken: 'at', refreshToken: 'rt', tenant: 'acme' };
    const prem: DialerAccount = { provider: 'PREM', workspaceId: 'ws-1' };
    const cases = [
      { account: connect, dialerCampaignId: 'camp-2', dialerListId: null, phone: 'phone' },
      { account: prem, dialerCampaignId: 'prem-camp', dialerListId: 'Resumed', phone: 'phone' },
      { account: ring, dialerCampaignId: (await firstList(ring)).campaign.id, dialerListId: 'Resumed', phone: 'leadPhone' },
      { account: nice, dialerCampaignId: (await firstList(nice)).campaign.id, dialerListId: (await firstList(nice)).list.id, phone: 'PhoneNumber' },
    ];
    for (const c of cases) {
      const a = dialers.adapter(c.account.provider);
      const batch = (ids: string[]) => ({
        dialerCampaignId: c.dialerCampaignId, dialerListId: c.dialerListId, mode: 'APPEND' as const, first: false,
        records: ids.map((id, i) => ({ [c.phone]: `512555${String(2000 + Number(id.slice(-1)) * 10 + i).padStart(4, '0')}`, name: id })), recordIds: ids,
      });
      const first = await a.deliver(c.account, batch(['ab12-1', 'ab12-2']));
      expect(first.accepted, c.account.provider).toBe(2);
      // The second batch reached the dialer, the process died before it was recorded, and both batches go again.
      await a.deliver(c.account, batch(['ab12-3', 'ab12-4']));
      const again = await a.deliver(c.account, batch(['ab12-3', 'ab12-4', 'ab12-5']));
      expect(again.accepted, c.account.provider).toBe(3);
      const rows = await deliveredDialerRecords(database.db, { accountKey: dialerAccountKey(c.account), dialerCampaignId: c.dialerCampaignId, dialerListId: c.dialerListId ?? '' });
      expect(rows.map((r) => r.record.name), c.account.provider).toEqual(['ab12-1', 'ab12-2', 'ab12-3', 'ab12-4', 'ab12-5']);
    }
    // Without ids (or on FIVE9, which matches on its lead key) every record sent is a record.
    const plain = { dialerCampaignId: 'camp-3', dialerListId: null, mode: 'APPEND' as const, first: false, records: [{ phone: '5125550123' }] };
    await dialers.adapter('CONNECT').deliver(connect, plain);
    await dialers.adapter('CONNECT').deliver(connect, plain);
    expect(await deliveredDialerRecords(database.db, { provider: 'CONNECT', dialerCampaignId: 'camp-3' })).toHaveLength(2);
  });

  it('refuses a refused account', async () => {
    await expect(dialers.adapter('FIVE9').deliver({ ...five9, username: 'failing' }, { dialerCampaignId: 'x', dialerListId: 'y', mode: 'APPEND', first: true, records: [] }))
      .rejects.toThrow('Five9 rejected the username or password.');
  });

  it('takes large batches in one go', async () => {
    const { campaign, list } = await firstList(five9);
    const records = Array.from({ length: 20_000 }, (_, i) => f9(`512${String(2000000 + i)}`));
    const started = Date.now();
    const res = await dialers.adapter('FIVE9').deliver(five9, { dialerCampaignId: campaign.id, dialerListId: list.id, mode: 'REPLACE', first: true, records });
    expect(res.accepted).toBe(20_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('sandbox dialer listRecords', () => {
  it('pages a catalogue list deterministically, with the dialer\'s field ids and realistic leads', async () => {
    const { campaign, list } = await firstList(five9);
    const a = dialers.adapter('FIVE9');
    const req = { dialerCampaignId: campaign.id, dialerListId: list.id };
    const all = await a.listRecords(five9, { ...req, offset: 0, limit: list.size + 10 });
    expect(all).toHaveLength(list.size);
    expect(await a.listRecords(five9, { ...req, offset: 5, limit: 3 })).toEqual(all.slice(5, 8));
    expect(await a.listRecords(five9, { ...req, offset: list.size, limit: 10 })).toEqual([]);
    expect(Object.keys(all[0]!).sort()).toEqual(['city', 'email', 'first_name', 'last_name', 'number1', 'state', 'street', 'zip']);
    const phones = all.map((r) => r.number1!);
    const valid = phones.filter((p) => /^[2-9]\d{2}[2-9]\d{6}$/.test(p));
    expect(valid.length / phones.length).toBeGreaterThan(0.95);
    expect(new Set(valid.map((p) => p.slice(0, 3))).size).toBeGreaterThan(50);
    // The catalogue's first list holds thousands of leads: some invalid and some repeated numbers among them.
    expect(valid.length).toBeLessThan(phones.length);
    expect(new Set(valid).size).toBeLessThan(valid.length);
    for (const r of all.slice(0, 50)) expect(r.zip).toMatch(/^\d{5}$/);
  });

  it('uses each dialer\'s field ids', async () => {
    const { campaign, list } = await firstList(ring);
    const [rec] = await dialers.adapter('RING').listRecords(ring, { dialerCampaignId: campaign.id, dialerListId: list.id, offset: 0, limit: 1 });
    expect(Object.keys(rec!)).toEqual(expect.arrayContaining(['leadPhone', 'firstName', 'lastName', 'zip']));
  });
});
