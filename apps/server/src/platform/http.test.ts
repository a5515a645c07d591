import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { testApp, type TestApp } from '../testing/test-app';
import { DEMO, signIn } from '../testing/session';
import { DEMO_BUSINESS_RECORDS } from '../db/seed/05-business-records';
import { DEMO_COMPLIANCE } from '../db/seed/04-compliance';
import { multipartBody } from '../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../db/seed/07-campaigns';
import { DEMO_RECORD_SETS } from '../db/seed/11-record-sets';

type Session = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let superadmin: Session;
let admin: Session;
let otherOwner: Session;

beforeAll(async () => {
  t = await testApp();
  [superadmin, admin, otherOwner] = await Promise.all([DEMO.superadmin, DEMO.admin, DEMO.otherOwner].map((e) => signIn(t, e)));
});
afterAll(async () => t.close());

const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
/** SuperAdmin-only writes, each with a body that fails validation. */
const writes: { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'POST', url: `${ws}/ftcSans`, payload: { ftcOrgName: '' } },
  { method: 'PUT', url: `${ws}/ftcSans/${DEMO_COMPLIANCE.ftcSanFull}`, payload: { ftcSan: '' } },
  { method: 'DELETE', url: `${ws}/ftcSans/${DEMO_COMPLIANCE.ftcSanFull}` },
  { method: 'POST', url: `${ws}/brandedCallingProfiles`, payload: { label: '', callerNameShort: 'A NAME FAR TOO LONG FOR CNAM' } },
  { method: 'PUT', url: `${ws}/brandedCallingProfiles/${DEMO_COMPLIANCE.brandedProfile}`, payload: {} },
  { method: 'DELETE', url: `${ws}/brandedCallingProfiles/${DEMO_COMPLIANCE.brandedProfile}` },
  { method: 'POST', url: `${ws}/businessRecords`, payload: { legalName: '' } },
  { method: 'PUT', url: `${ws}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}`, payload: { ein: '' } },
  { method: 'DELETE', url: `${ws}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}` },
  { method: 'PUT', url: `${ws}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}/folder?folderId=x` },
  { method: 'POST', url: `/api/orgs/${DEMO.orgId}/hiya`, payload: { dunsNumber: '1' } },
];

describe('bindRoute role', () => {
  it('answers 403 to an Admin before looking at the body of a SuperAdmin-only write, and changes nothing', async () => {
    for (const w of writes) {
      const res = await t.app.inject({ ...w, headers: admin.headers });
      expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.superAdminOnlySettings, code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ url: `${ws}/ftcSans/${DEMO_COMPLIANCE.ftcSanFull}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${ws}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('answers 404 to another organisation and 401 without credentials, whatever the body', async () => {
    for (const w of writes) {
      expect((await t.app.inject({ ...w, headers: otherOwner.headers })).statusCode, `${w.method} ${w.url}`).toBe(404);
      expect((await t.app.inject(w)).statusCode, `${w.method} ${w.url}`).toBe(401);
    }
  });

  it('lets a SuperAdmin through to validation', async () => {
    for (const w of writes.filter((x) => x.payload)) {
      expect((await t.app.inject({ ...w, headers: superadmin.headers })).statusCode, `${w.method} ${w.url}`).toBe(400);
    }
  });
});

describe('bindRoute multipartFields', () => {
  it('documents multipart bodies in OpenAPI: their fields and the file part', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content['multipart/form-data'].schema;
    const register = body('/api/orgs/{orgId}/workspaces/{ws}/protect/register', 'post');
    expect(Object.keys(register.properties)).toEqual(['businessRecordId', 'mode', 'file']);
    expect(register.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(register.required).toEqual(['businessRecordId', 'file']);
    expect(body('/api/orgs/{orgId}/workspaces/{ws}/protect/deRegister', 'post')).toMatchObject({ properties: { file: { format: 'binary' } }, required: ['file'] });
    const profile = body('/api/orgs/{orgId}/profile', 'put');
    expect(profile.properties.user.properties.firstName).toMatchObject({ type: 'string' });
    expect(profile.required).toEqual(['user']);
  });

  it('leaves multipart bodies to their handlers: the documented schema does not validate them', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${ws}/protect/deRegister`, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.protectFileRequired);
  });
});

describe('bindRoute and the NUL character', () => {
  const nulError = (path: string) => ({ message: MESSAGES.nulCharacter, code: 'VALIDATION', errors: [{ path, message: MESSAGES.nulCharacter }] });

  it('refuses NUL in a form-encoded or JSON body of an unauthenticated call with a field error', async () => {
    const form = await t.app.inject({
      method: 'POST', url: '/api/auth/credentials', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%00b@example.com&password=x&reCaptchaToken=t',
    });
    expect([form.statusCode, form.json()]).toEqual([400, nulError('email')]);
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/credentials', payload: { email: 'owner@demo.test', password: 'a\u0000b', reCaptchaToken: 't' } });
    expect([json.statusCode, json.json()]).toEqual([400, nulError('password')]);
  });

  it('refuses NUL in a path id, a query value, a nested JSON string and an object key', async () => {
    const id = await t.app.inject({ url: `${ws}/ftcSans/a%00b`, headers: admin.headers });
    expect([id.statusCode, id.json()]).toEqual([400, nulError('id')]);
    const query = await t.app.inject({ url: `${ws}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}/folder?folderId=%00`, method: 'PUT', headers: superadmin.headers });
    expect([query.statusCode, query.json()]).toEqual([400, nulError('folderId')]);
    const nested = await t.app.inject({ method: 'POST', url: `${ws}/brandedCallingProfiles`, headers: superadmin.headers, payload: { label: 'ok', list: [{ name: 'x\u0000' }] } });
    expect([nested.statusCode, nested.json()]).toEqual([400, nulError('list.0.name')]);
    const key = await t.app.inject({ method: 'POST', url: `${ws}/brandedCallingProfiles`, headers: superadmin.headers, payload: { label: 'ok', 'a\u0000': 1 } });
    expect([key.statusCode, key.json()]).toEqual([400, nulError('a\\u0000')]);
  });

  it('still answers 401 before looking for NUL without credentials', async () => {
    expect((await t.app.inject({ url: `${ws}/ftcSans/a%00b` })).statusCode).toBe(401);
  });

  it('refuses NUL in a multipart text field and inside a JSON field of a multipart body', async () => {
    const field = await multipartBody({ businessRecordId: 'a\u0000b', file: { bytes: Buffer.from('phone\n5125550100\n'), filename: 'n.csv' } });
    const res = await t.app.inject({ method: 'POST', url: `${ws}/protect/register`, headers: { ...admin.headers, ...field.headers }, payload: field.payload });
    expect([res.statusCode, res.json()]).toEqual([400, nulError('businessRecordId')]);
    const profile = await multipartBody({ user: JSON.stringify({ firstName: 'A\u0000', lastName: 'B' }) });
    const p = await t.app.inject({ method: 'PUT', url: `/api/orgs/${DEMO.orgId}/profile`, headers: { ...admin.headers, ...profile.headers }, payload: profile.payload });
    expect([p.statusCode, p.json()]).toEqual([400, nulError('user.firstName')]);
  });
});

describe('multipart uploads with a malformed body', () => {
  it('answer 400 on every multipart operation: no boundary, and a body cut short', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    const uploads = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, op]) => op.requestBody?.content['multipart/form-data']).map(([method]) => ({ method: method.toUpperCase(), path })));
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    const keyRes = await t.app.inject({ method: 'POST', url: `${ws}/apiKeys?name=multipart`, headers: admin.headers });
    const apiKey = keyRes.json().data.key as string;
    const ids: Record<string, string> = { orgId: DEMO.orgId, ws: DEMO.ws.sales, campaignId: DEMO_CAMPAIGNS.ownNumbers, id: DEMO_RECORD_SETS.ebr };
    const cut = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nphone\n5125550100';
    for (const { method, path } of uploads) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'missing');
      const auth = path.startsWith('/api/v1/') ? { 'x-api-key': apiKey } : superadmin.headers;
      for (const [type, payload] of [['multipart/form-data', 'abc'], ['multipart/form-data; boundary=XX', cut]] as const) {
        const res = await t.app.inject({ method: method as 'POST', url, headers: { ...auth, 'content-type': type }, payload });
        expect(res.statusCode, `${method} ${path} ${type}: ${res.body}`).toBe(400);
        expect(res.json(), `${method} ${path}`).toEqual({ code: 'VALIDATION', message: MESSAGES.multipartMalformed });
      }
    }
  });
});
