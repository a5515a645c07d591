import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type RegisterOrganizationBody } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { REGISTRATION_SANDBOX } from '../../providers/registration/sandbox-registration';

type Session = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let superadmin: Session;
let owner: Session;
let otherOwner: Session;
let clock = Date.now();

const url = (rest = '', orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/hiya${rest}`;
const body = (over: Partial<RegisterOrganizationBody> = {}, contact: Partial<RegisterOrganizationBody['contact']> = {}): RegisterOrganizationBody => ({
  legalName: 'Demo Co LLC', primaryName: 'Demo Co', dunsNumber: '123456781', city: 'Austin', region: 'TX', country: 'US',
  industry: 'Technology', numberOfEmployees: '11-50', website: 'https://demo.example',
  contact: { firstName: 'Olivia', lastName: 'Owner', email: 'Olivia@Demo.example', title: 'CEO', phone: '(512) 555-0100', ...contact },
  ...over,
});

beforeAll(async () => {
  // The provider's pending registrations turn registered as time passes: the test moves the clock.
  t = await testApp({ overrides: { now: () => new Date(clock) } });
  [superadmin, owner, otherOwner] = await Promise.all([DEMO.superadmin, DEMO.owner, DEMO.otherOwner].map((e) => signIn(t, e)));
});
afterAll(async () => t.close());

const post = (payload: object, s: Session = superadmin, orgId?: string) => t.app.inject({ method: 'POST', url: url('', orgId), headers: s.headers, payload });

describe('organizationRegistration.register', () => {
  it('is empty before the first registration', async () => {
    const res = await t.app.inject({ url: url(), headers: superadmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('registers the organisation and stores it, contact normalised', async () => {
    const res = await post(body());
    expect(res.statusCode, res.body).toBe(200);
    const reg = res.json().data;
    expect(reg).toMatchObject({ status: 'registered', legalName: 'Demo Co LLC', contact: { email: 'olivia@demo.example', phone: '+15125550100' } });
    expect(reg.businessId).toMatch(/^HY-123456781-/);
    expect((await t.app.inject({ url: url(), headers: superadmin.headers })).json().data).toEqual(reg);
  });

  it('follows a pending registration up by itself until the provider settles it', async () => {
    const res = await post(body({ dunsNumber: '123456784' }));
    expect(res.json().data.status).toBe('pending');
    const queued = await t.deps.sql.query<{ data: { orgId: string } }>(
      "select data from pgboss.job where name = 'organization-registration.follow-up' and state::text = 'created'");
    expect(queued.rows.map((r) => r.data.orgId)).toEqual([DEMO.orgId]);
    // The follow-up job's step: still pending at first, then registered once the provider has settled it.
    expect(await t.services.organizationRegistration.advancePending(DEMO.orgId)).toBe(true);
    clock += REGISTRATION_SANDBOX.pendingMs + 1000;
    expect(await t.services.organizationRegistration.advancePending(DEMO.orgId)).toBe(false);
    const current = await t.app.inject({ url: url(), headers: superadmin.headers });
    expect(current.json().data).toMatchObject({ status: 'registered', dunsNumber: '123456784' });
  });

  it('is pending first for some businesses, then registered when retrieved later', async () => {
    const res = await post(body({ dunsNumber: '123456782' }));
    const { businessId, status } = res.json().data;
    expect(status).toBe('pending');
    clock += REGISTRATION_SANDBOX.pendingMs + 1000;
    const later = await t.app.inject({ url: url(`/${businessId}`), headers: superadmin.headers });
    expect(later.json().data).toMatchObject({ businessId, status: 'registered', legalName: 'Demo Co LLC' });
  });

  it('updates an existing registration by business ID', async () => {
    const current = (await t.app.inject({ url: url(), headers: superadmin.headers })).json().data;
    const res = await post(body({ businessId: current.businessId, city: 'Round Rock' }));
    expect(res.json().data).toMatchObject({ businessId: current.businessId, city: 'Round Rock' });
  });

  it('stores each error status the provider answers', async () => {
    for (const [duns, status] of Object.entries(REGISTRATION_SANDBOX.errorDuns)) {
      expect((await post(body({ dunsNumber: duns }))).json().data.status).toBe(status);
    }
  });

  it('validates the contact with the spec words', async () => {
    const noEmail = await post(body({}, { email: '' }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toContainEqual({ path: 'contact.email', message: MESSAGES.emailRequired });
    expect((await post(body({}, { email: 'nope' }))).json().errors).toContainEqual({ path: 'contact.email', message: MESSAGES.emailInvalid });
    expect((await post(body({}, { phone: '' }))).json().errors).toContainEqual({ path: 'contact.phone', message: MESSAGES.contactPhoneRequired });
    for (const phone of ['512555010', '+44 5125550100', '512-555-01000', 'call me']) {
      expect((await post(body({}, { phone }))).json().errors).toContainEqual({ path: 'contact.phone', message: MESSAGES.contactPhoneInvalid });
    }
    expect((await post(body({ legalName: '' }))).json().errors).toContainEqual({ path: 'legalName', message: MESSAGES.fieldRequired });
    expect((await post(body({ dunsNumber: '12' }))).json().errors).toContainEqual({ path: 'dunsNumber', message: MESSAGES.dunsInvalid });
  });

  it('answers 502 with the screen words when the provider fails', async () => {
    const res = await post(body({ dunsNumber: REGISTRATION_SANDBOX.failingDuns }));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MESSAGES.registrationSubmitFailed);
  });

  it('is for SuperAdmin only: 401, 403 for an Owner, 404 for another organisation', async () => {
    expect((await t.app.inject({ method: 'POST', url: url(), payload: body() })).statusCode).toBe(401);
    expect((await post(body(), owner)).statusCode).toBe(403);
    // The role is checked before the body: an Owner learns nothing from field errors.
    const invalid = await post({ legalName: '' }, owner);
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().errors).toBeUndefined();
    expect((await post({ legalName: '' }, otherOwner)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(), headers: owner.headers })).statusCode).toBe(403);
    expect((await post(body(), otherOwner)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('/HY-ERR-FRAUD'), headers: otherOwner.headers })).statusCode).toBe(404);
    expect((await post(body(), superadmin, DEMO.otherOrgId)).statusCode).toBe(200);
  });
});

describe('organizationRegistration.retrieve', () => {
  it('stores what the provider says about a business ID', async () => {
    const res = await t.app.inject({ url: url('/HY-ERR-FRAUD'), headers: superadmin.headers });
    expect(res.json().data).toMatchObject({ businessId: 'HY-ERR-FRAUD', status: 'error_fraud' });
  });

  it('answers 404 with the screen words for an unknown ID and 502 when the provider fails', async () => {
    const missing = await t.app.inject({ url: url('/HY-NOPE'), headers: superadmin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.registrationNotFound);
    const failing = await t.app.inject({ url: url(`/${REGISTRATION_SANDBOX.failingId}`), headers: superadmin.headers });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toBe(MESSAGES.registrationRetrieveFailed);
    const blank = await t.app.inject({ url: url('/%20'), headers: superadmin.headers });
    expect(blank.json().message).toBe(MESSAGES.businessIdRequired);
  });
});

describe('organizationRegistration.unregister', () => {
  it('unregisters and clears the business ID and status, keeping the details', async () => {
    const registered = (await post(body({ dunsNumber: '222222223' }))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: url(`/${registered.businessId}`), headers: superadmin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ businessId: null, status: '', legalName: 'Demo Co LLC' });
    const again = await t.app.inject({ method: 'DELETE', url: url(`/${registered.businessId}`), headers: superadmin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.registrationNotFound);
  });

  it("refuses a business ID other than the organisation's registration, and changes nothing", async () => {
    const registered = (await post(body({ dunsNumber: '222222225' }))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: url('/HY-ERR-FRAUD'), headers: superadmin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.registrationIdMismatch, errors: [{ path: 'businessId', message: MESSAGES.registrationIdMismatch }] });
    expect((await t.app.inject({ url: url(), headers: superadmin.headers })).json().data).toMatchObject({ businessId: registered.businessId, status: 'registered' });
    expect((await t.app.inject({ method: 'DELETE', url: url(`/${registered.businessId}`), headers: superadmin.headers })).statusCode).toBe(200);
  });

  it('needs a business ID, answers 502 when the provider fails, and is SuperAdmin only', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: url('/%20'), headers: superadmin.headers })).json().message).toBe(MESSAGES.registrationNoBusinessId);
    const failing = await t.app.inject({ method: 'DELETE', url: url(`/${REGISTRATION_SANDBOX.failingId}`), headers: superadmin.headers });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toBe(MESSAGES.registrationUnregisterFailed);
    expect((await t.app.inject({ method: 'DELETE', url: url('/HY-ERR-FRAUD') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: url('/HY-ERR-FRAUD'), headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: url('/HY-ERR-FRAUD'), headers: otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('organizationRegistration ids inherited by plain objects', () => {
  it('answers 404 to /hiya/__proto__ and /hiya/constructor instead of a 500 or a made-up registration', async () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await t.app.inject({ url: url(`/${id}`), headers: superadmin.headers });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
