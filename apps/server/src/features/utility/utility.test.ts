import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProtectNumber } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { REPUTATION_SANDBOX } from '../../providers/reputation/sandbox-reputation';

type Session = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let admin: Session;
let otherOwner: Session;
let apiKey: string;

const url = (path: string, number?: string, orgId: string = DEMO.orgId) =>
  `/api/orgs/${orgId}/utility/${path}${number === undefined ? '' : `?number=${encodeURIComponent(number)}`}`;

beforeAll(async () => {
  t = await testApp();
  [admin, otherOwner] = await Promise.all([signIn(t, DEMO.admin), signIn(t, DEMO.otherOwner)]);
  const owner = await signIn(t, DEMO.owner);
  apiKey = (await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=utility-test`, headers: owner.headers })).json().data.key;
});
afterAll(async () => t.close());

describe('utility.cnamCheck', () => {
  it('answers the primary and secondary CNAM of a US number in any format', async () => {
    const res = await t.app.inject({ url: url('cnamCheck', '(512) 555-0123'), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.number).toBe('+15125550123');
    expect(['BUSINESS', 'CONSUMER', 'UNKNOWN']).toContain(data.primary.type);
    expect(data.primary.name.length).toBeGreaterThan(0);
    expect(data.secondary.name.length).toBeGreaterThan(0);
    const again = await t.app.inject({ url: url('cnamCheck', '+1 512 555 0123'), headers: admin.headers });
    expect(again.json().data).toEqual(data);
  });

  it('accepts Canadian numbers and refuses others', async () => {
    expect((await t.app.inject({ url: url('cnamCheck', '416-555-0123'), headers: admin.headers })).statusCode).toBe(200);
    const uk = await t.app.inject({ url: url('cnamCheck', '+44 20 7946 0958'), headers: admin.headers });
    expect(uk.statusCode).toBe(400);
    expect(uk.json()).toMatchObject({ message: MESSAGES.phoneInvalid, errors: [{ path: 'number', message: MESSAGES.phoneInvalid }] });
    const missing = await t.app.inject({ url: url('cnamCheck', ''), headers: admin.headers });
    expect(missing.json().message).toBe(MESSAGES.phoneNumberRequired);
    expect((await t.app.inject({ url: url('cnamCheck'), headers: admin.headers })).json().message).toBe(MESSAGES.phoneNumberRequired);
  });

  it('answers 502 with the service message when the look-up fails', async () => {
    const res = await t.app.inject({ url: url('cnamCheck', REPUTATION_SANDBOX.failing), headers: admin.headers });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR', message: 'The reputation service did not answer in time. Please try again.' });
  });

  it('answers 401 without a token, 403 to an API key, 404 for another organisation', async () => {
    expect((await t.app.inject({ url: url('cnamCheck', '5125550123') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url('cnamCheck', '5125550123'), headers: { 'x-api-key': apiKey } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url('cnamCheck', '5125550123'), headers: otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('one caller name per number', () => {
  it('shows a UC Protect number\'s caller name exactly as UC Protect does, registered name included', async () => {
    const owner = await signIn(t, DEMO.owner);
    const res = await t.app.inject({ url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/protect?size=10000`, headers: owner.headers });
    const numbers = (res.json().data.content as ProtectNumber[]).filter((n) => n.cnam && !n.cnam.invalid && n.number !== REPUTATION_SANDBOX.failing);
    // The documented always-clean line, and numbers whose registered name has reached the CNAM databases.
    const registered = numbers.filter((n) => n.cnam!.name === n.cnam!.expected);
    expect(registered.map((n) => n.number)).toContain(REPUTATION_SANDBOX.alwaysClean);
    expect(registered.length).toBeGreaterThan(20);
    const sample = [...registered.slice(0, 25), ...numbers.filter((n) => n.cnam!.name !== n.cnam!.expected).slice(0, 5)];
    for (const n of sample) {
      const cnam = await t.app.inject({ url: url('cnamCheck', n.number), headers: admin.headers });
      expect(cnam.statusCode, cnam.body).toBe(200);
      expect(cnam.json().data.primary.name, n.number).toBe(n.cnam!.name);
    }
  });

  it('gives a number no one registered the same name on every look-up', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) names.add((await t.app.inject({ url: url('cnamCheck', '(737) 555-0188'), headers: admin.headers })).json().data.primary.name);
    expect(names.size).toBe(1);
  });
});

describe('utility.spamCheck', () => {
  it('answers the spam score and risk level', async () => {
    const res = await t.app.inject({ url: url('spamCheck', REPUTATION_SANDBOX.alwaysHigh), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ number: `+1${REPUTATION_SANDBOX.alwaysHigh}`, riskLevel: 'HIGH' });
    expect(res.json().data.spamScore).toBeGreaterThanOrEqual(75);
    const clean = await t.app.inject({ url: url('spamCheck', REPUTATION_SANDBOX.alwaysClean), headers: admin.headers });
    expect(clean.json().data.riskLevel).toBe('LOW');
  });

  it('validates the number, and answers 401, 403 and 404 like the CNAM check', async () => {
    expect((await t.app.inject({ url: url('spamCheck', '12345'), headers: admin.headers })).json().message).toBe(MESSAGES.phoneInvalid);
    expect((await t.app.inject({ url: url('spamCheck', '5125550123') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url('spamCheck', '5125550123'), headers: { 'x-api-key': apiKey } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url('spamCheck', '5125550123'), headers: otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('utility.ping', () => {
  it('says the look-up services are up', async () => {
    const res = await t.app.inject({ url: url('ping'), headers: admin.headers });
    expect(res.json().data).toMatchObject({ status: 'UP', cnam: true, spam: true });
    expect((await t.app.inject({ url: url('ping') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url('ping'), headers: otherOwner.headers })).statusCode).toBe(404);
  });
});
