import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { testApp, type TestApp } from '../testing/test-app';
import { DEMO, signIn } from '../testing/session';
import { DEMO_BUSINESS_RECORDS } from '../db/seed/05-business-records';
import { DEMO_COMPLIANCE } from '../db/seed/04-compliance';

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
