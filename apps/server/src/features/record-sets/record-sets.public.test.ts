import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SET_MESSAGES as M, type RecordSet } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { createSet, setsUrl } from './record-sets.test-helpers';

let t: TestApp;
let owner: Session;
let otherOwner: Session;
let salesKey: string;
let collectionsKey: string;
let set: RecordSet;

const ws = (w: string) => `/api/orgs/${DEMO.orgId}/workspaces/${w}`;
const search = (q: string, headers: Record<string, string> = { 'x-api-key': salesKey }) => t.app.inject({ method: 'GET', url: `/api/v1/record-sets/search?${q}`, headers });
const add = (q: string, payload: object, headers: Record<string, string> = { 'x-api-key': salesKey }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/record-sets/add?${q}`, headers, payload });

beforeAll(async () => {
  t = await testApp();
  ({ owner, otherOwner } = await signInDemoTeam(t));
  const key = async (w: string) => (await call(t, 'POST', `${ws(w)}/apiKeys?name=records`, owner)).json().data.key as string;
  [salesKey, collectionsKey] = [await key(DEMO.ws.sales), await key(DEMO.ws.collections)];
  set = await createSet(t, owner, { name: 'Public EBR', attributes: [{ name: 'lastPurchase', type: 'S' }, { name: 'orders', type: 'N' }] });
});
afterAll(async () => t.close());

describe('POST /api/v1/record-sets/add', () => {
  it('adds a record to the set named, with the workspace of the API key; it expires by the set TTL', async () => {
    const res = await add('name=public%20ebr', { phone: '(415) 555-0111', attributes: { lastPurchase: '2026-04-01', orders: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ phone: '4155550111', attributes: { phone: '4155550111', lastPurchase: '2026-04-01', orders: 2, ttl: expect.any(Number) } });
    const seen = await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/record?number=4155550111`), owner);
    expect(seen.json().data.attributes.orders).toBe(2);
  });

  it('refuses a bad phone, an undefined attribute, a missing name, and an unknown or other workspace’s set', async () => {
    const bad = await add('name=Public%20EBR', { phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Record not saved.  Please ensure Phone/Id format.');
    expect((await add('name=Public%20EBR', { phone: '4155550112', attributes: { zip: '94105' } })).json().message).toBe('Not an attribute of this record set: zip');
    expect((await add('', { phone: '4155550112' })).json().message).toBe(M.recordSetRequired);
    expect((await add('name=Nope', { phone: '4155550112' })).statusCode).toBe(404);
    expect((await add('name=Public%20EBR', { phone: '4155550112' }, { 'x-api-key': collectionsKey })).statusCode).toBe(404);
    expect((await add('name=Public%20EBR', { phone: '4155550112' }, {})).statusCode).toBe(401);
    expect((await add('name=Public%20EBR', { phone: '4155550112' }, { 'x-api-key': 'tl_not_a_key' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/record-sets/search', () => {
  it('finds a record by phone as written, or says it is not there', async () => {
    await add('name=Public%20EBR', { phone: '4155550121', attributes: { orders: 5 } });
    const found = await search('name=Public%20EBR&phone=%2B1%20415%20555%200121');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ found: true, record: { phone: '4155550121', attributes: { orders: 5 } } });
    expect((await search('name=Public%20EBR&phone=4155550199')).json().data).toEqual({ found: false, record: null });
    expect((await search('name=Public%20EBR&phone=junk')).json().data).toEqual({ found: false, record: null });
    expect((await search(`name=Public%20EBR&phone=4155550121&api-key=${salesKey}`, {})).json().data.found).toBe(true);
  });

  it("keeps each key to its workspace; a team member's token names the workspace", async () => {
    expect((await search('name=Public%20EBR&phone=4155550121', { 'x-api-key': collectionsKey })).statusCode).toBe(404);
    const noWs = await search('name=Public%20EBR&phone=4155550121', owner.headers);
    expect(noWs.statusCode).toBe(400);
    expect(noWs.json().message).toBe(M.workspaceRequired);
    expect((await search(`name=Public%20EBR&phone=4155550121&workspaceId=${DEMO.ws.sales}`, owner.headers)).json().data.found).toBe(true);
    expect((await search(`name=Public%20EBR&phone=4155550121&workspaceId=${DEMO.ws.sales}`, otherOwner.headers)).statusCode).toBe(404);
    expect((await search('name=Public%20EBR')).json().message).toBe(M.recordNotSaved);
  });

  it('no longer finds a DELETED set', async () => {
    const gone = await createSet(t, owner, { name: 'Short lived' });
    await add('name=Short%20lived', { phone: '4155550131' });
    await call(t, 'DELETE', setsUrl(DEMO.ws.sales, `/${gone.id}?confirmName=Short%20lived`), owner);
    expect((await search('name=Short%20lived&phone=4155550131')).statusCode).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/record-sets/search', '/api/v1/record-sets/add', '/api/orgs/{orgId}/workspaces/{ws}/recordSets/{id}/bulkAdd']));
  });
});
