import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SET_MESSAGES as M, type RecordSet } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { createSet, setsUrl, upload, uploadOk } from './record-sets.test-helpers';
import { BULK_BATCH } from './bulk-upload';

let t: TestApp;
let owner: Session;
let admin: Session;
let otherOwner: Session;

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const keysOf = async (set: RecordSet) =>
  (await t.database.sql.query<{ key: string }>('select key from record_set_records where record_set_id = $1 order by key', [set.id])).rows.map((r) => r.key);
const attrsOf = async (set: RecordSet, key: string) =>
  (await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/record?number=${key}`), owner)).json().data?.attributes;
const countOf = async (set: RecordSet) => (await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}`), owner)).json().data.recordCount as number;
const customerSet = () => createSet(t, owner, { attributes: [{ name: 'firstName', type: 'S' }, { name: 'orders', type: 'N' }, { name: 'vip', type: 'B' }] });

describe('bulkAdd', () => {
  it('adds valid rows, refuses each bad row with its reason and row, and recounts the set', async () => {
    const set = await customerSet();
    const csv = [
      'Phone,First Name,orders,VIP,ttl',
      '(512) 555-0101,Ana,3,yes,123',
      '5125550102,Bo,,no,',
      '555-0103,Cy,1,true,',
      '5125550104,Di,lots,true,',
      '5125550105,Ed,2,perhaps,',
      '',
      '+1 512 555 0106,"Fay, Jr.",1.5,1,',
    ].join('\r\n');
    const r = await uploadOk(t, admin, set, 'bulkAdd', csv);
    expect(r).toEqual({
      successfulRecords: 3, failureRecords: 3,
      failures: [
        { row: 4, phone: '555-0103', reason: M.rowInvalidPhone },
        { row: 5, phone: '5125550104', reason: 'orders must be a number' },
        { row: 6, phone: '5125550105', reason: 'vip must be true or false' },
      ],
    });
    expect(await keysOf(set)).toEqual(['5125550101', '5125550102', '5125550106']);
    expect(await attrsOf(set, '5125550106')).toMatchObject({ firstName: 'Fay, Jr.', orders: 1.5, vip: true });
    expect(await attrsOf(set, '5125550102')).toMatchObject({ firstName: 'Bo', vip: false });
    expect(await countOf(set)).toBe(3);
  });

  it('merges with existing records: given cells win, empty cells keep the old values; a key twice in a file merges too', async () => {
    const set = await customerSet();
    await uploadOk(t, owner, set, 'bulkAdd', 'phone,firstName,orders\n5125550201,Ana,1\n5125550202,Bo,2\n');
    const r = await uploadOk(t, owner, set, 'bulkAdd', 'phone,firstName,orders,vip\n5125550201,,5,\n5125550203,Cy,1,\n5125550203,,,true\n');
    expect(r).toMatchObject({ successfulRecords: 3, failureRecords: 0 });
    expect(await attrsOf(set, '5125550201')).toMatchObject({ firstName: 'Ana', orders: 5 });
    expect(await attrsOf(set, '5125550202')).toMatchObject({ firstName: 'Bo', orders: 2 });
    expect(await attrsOf(set, '5125550203')).toMatchObject({ firstName: 'Cy', orders: 1, vip: true });
    expect(await countOf(set)).toBe(3);
  });

  it('reads a file of keys alone, without a header', async () => {
    const set = await customerSet();
    expect(await uploadOk(t, owner, set, 'bulkAdd', '5125550301\n5125550302\n')).toMatchObject({ successfulRecords: 2, failureRecords: 0 });
  });

  it('refuses the whole file for an unknown column, a repeated column, a missing header, no rows, or not a CSV; nothing changes', async () => {
    const set = await customerSet();
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550401\n');
    const refused = async (csv: string, message: string, filename = 'records.csv') => {
      const res = await upload(t, owner, set, 'bulkAdd', csv, filename);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refused('phone,city\n5125550402,Austin\n', 'Column "city" is not an attribute of this record set.');
    await refused('phone,orders,Orders\n5125550402,1,2\n', 'Column "Orders" appears more than once.');
    await refused('number,firstName\n5125550402,Ana\n', M.headerRequired);
    await refused('phone,firstName\n', M.fileEmpty);
    await refused('phone\n5125550402\n', M.csvOnly, 'records.xlsx');
    await refused('phone,firstName\n5125550402,"unclosed\n', 'The file could not be read as CSV: Quoted field unterminated (row 2)');
    expect(await keysOf(set)).toEqual(['5125550401']);
    const noFile = await multipartBody({ other: 'x' });
    const none = await t.app.inject({ method: 'POST', url: setsUrl(DEMO.ws.sales, `/${set.id}/bulkAdd`), headers: { ...owner.headers, ...noFile.headers }, payload: noFile.payload });
    expect(none.json().message).toBe(M.fileRequired);
  });

  it('writes across batches of thousands within one transaction', async () => {
    const set = await customerSet();
    const n = BULK_BATCH * 2 + 17;
    const rows = Array.from({ length: n }, (_, i) => `${2125500000 + i},Name ${i},${i}`);
    const r = await uploadOk(t, owner, set, 'bulkAdd', `phone,firstName,orders\n${rows.join('\n')}\n`);
    expect(r).toMatchObject({ successfulRecords: n, failureRecords: 0 });
    expect(await countOf(set)).toBe(n);
    expect(await attrsOf(set, String(2125500000 + n - 1))).toMatchObject({ orders: n - 1 });
  });

  it("answers 404 for another organisation's or workspace's set, before reading the file", async () => {
    const set = await customerSet();
    expect((await upload(t, otherOwner, set, 'bulkAdd', 'phone\n5125550501\n')).statusCode).toBe(404);
    expect((await upload(t, owner, set, 'bulkAdd', 'phone\n5125550501\n', 'r.csv', DEMO.ws.collections)).statusCode).toBe(404);
    expect((await upload(t, otherOwner, set, 'bulkReplace', 'junk', 'r.txt')).statusCode).toBe(404);
    expect(await keysOf(set)).toEqual([]);
  });
});

describe('bulkRemove', () => {
  it('removes the listed keys, reports keys not in the set and bad keys, ignores attribute columns', async () => {
    const set = await customerSet();
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550601\n5125550602\n5125550603\n');
    const r = await uploadOk(t, admin, set, 'bulkRemove', 'phone,firstName,whatever\n5125550601,x,y\n(512) 555-0603,,\n5125550699,,\nnot a phone,,\n');
    expect(r).toEqual({
      successfulRecords: 2, failureRecords: 2,
      failures: [{ row: 4, phone: '5125550699', reason: M.rowNotFound }, { row: 5, phone: 'not a phone', reason: M.rowInvalidPhone }],
    });
    expect(await keysOf(set)).toEqual(['5125550602']);
    expect(await countOf(set)).toBe(1);
  });
});

describe('bulkReplace', () => {
  it('removes every existing record, then adds the file', async () => {
    const set = await customerSet();
    await uploadOk(t, owner, set, 'bulkAdd', 'phone,firstName\n5125550701,Old\n5125550702,Old\n');
    const r = await uploadOk(t, owner, set, 'bulkReplace', 'phone,orders\n5125550702,9\n5125550703,1\nbad,1\n');
    expect(r).toMatchObject({ successfulRecords: 2, failureRecords: 1 });
    expect(await keysOf(set)).toEqual(['5125550702', '5125550703']);
    // The record kept by Replace is the file's alone: nothing of the old one is merged in.
    expect(await attrsOf(set, '5125550702')).toEqual({ phone: '5125550702', orders: 9, ttl: expect.any(Number) });
    expect(await countOf(set)).toBe(2);
  });

  it('leaves the set as it was when the file has no valid record, or breaks half way', async () => {
    const set = await customerSet();
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550801\n');
    expect(await uploadOk(t, owner, set, 'bulkReplace', 'phone\nbad\nworse\n')).toMatchObject({ successfulRecords: 0, failureRecords: 2 });
    const rows = Array.from({ length: BULK_BATCH + 10 }, (_, i) => `${3125500000 + i}`);
    const broken = await upload(t, owner, set, 'bulkReplace', `phone\n${rows.join('\n')}\n"unclosed\n`);
    expect(broken.statusCode).toBe(400);
    expect(await keysOf(set)).toEqual(['5125550801']);
  });
});
