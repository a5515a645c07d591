import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MESSAGES, type DialerSettings, type Workspace } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { MINUTE, testClock } from '../../testing/auth-fixtures';

type Session = Awaited<ReturnType<typeof signIn>>;

let t: TestApp;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
let apiKey: string;
const clock = testClock();

const wsBase = `/api/orgs/${DEMO.orgId}/workspaces`;
const dialers = (ws: string) => `${wsBase}/${ws}/dialers`;
/** Every secret the tests hand to a dialer; none may ever come back in a response. */
const SECRETS = ['Five9-Secret-Pass!', 'Five9-Other-Pass!', 'ring-permanent-token-123', 'AwsSecretAccessKey/xyz+789', 'sandbox-password', 'sandbox-token', 'sbx-at-', 'sbx-rt-'];
const bodies: string[] = [];

/** Every answer of this file is kept, to prove at the end that no secret ever left the server. */
async function inject(opts: InjectOptions) {
  const res = await t.app.inject(opts);
  bodies.push(res.body);
  return res;
}

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now } });
  owner = await signIn(t, DEMO.owner);
  admin = await signIn(t, DEMO.admin);
  superadmin = await signIn(t, DEMO.superadmin);
  otherOwner = await signIn(t, DEMO.otherOwner);
  apiKey = (await inject({ method: 'POST', url: `${wsBase}/${DEMO.ws.sales}/apiKeys?name=dialer-test`, headers: owner.headers })).json().data.key;
});
afterAll(async () => t.close());

/** Moves the clock on; the sessions signed in earlier would have expired by then, so everyone signs in again. */
async function later(ms: number) {
  clock.advance(ms);
  [owner, admin, superadmin, otherOwner] = await Promise.all([DEMO.owner, DEMO.admin, DEMO.superadmin, DEMO.otherOwner].map((e) => signIn(t, e)));
}

let counter = 0;
async function freshWorkspace(): Promise<string> {
  const res = await inject({ method: 'POST', url: `${wsBase}?workspaceName=Dialer%20test%20${++counter}`, headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const post = (url: string, payload?: object, s: Session = owner) =>
  inject({ method: 'POST', url, headers: s.headers, ...(payload ? { payload } : {}) });

async function storedSecrets(ws: string): Promise<string | null> {
  const { rows } = await t.deps.sql.query<{ dialer_secrets: string | null }>('select dialer_secrets from workspaces where id = $1', [ws]);
  return rows[0]!.dialer_secrets;
}

async function getWorkspace(ws: string): Promise<{ body: string; data: Workspace }> {
  const res = await inject({ url: `${wsBase}/${ws}`, headers: owner.headers });
  return { body: res.body, data: res.json().data };
}

function expectNoSecrets(body: string) {
  for (const s of SECRETS) expect(body).not.toContain(s);
}

function expect400(res: { statusCode: number; json(): unknown }, message: string, path?: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message, code: 'VALIDATION', ...(path ? { errors: [{ path, message }] } : {}) });
}

describe('dialers.five9Connect', () => {
  const good = { username: 'acme.five9', password: 'Five9-Secret-Pass!', countryCode: 'US' };
  const mapping = { callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Unique ID', leadKeyFields: ['number1'] };

  it('connects with credentials and never answers the password', async () => {
    const ws = await freshWorkspace();
    const res = await post(`${dialers(ws)}/five9/connect`, good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      provider: 'FIVE9', connected: true, username: 'acme.five9', passwordSet: true, countryCode: 'US',
      callerIdFieldName: null, uniqueIdFieldName: null, leadKeyFields: [],
    });
    expectNoSecrets(res.body);
    const { body, data } = await getWorkspace(ws);
    expect(data.dialerProviderType).toBe('FIVE9');
    expectNoSecrets(body);
    const sealed = await storedSecrets(ws);
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain('Five9-Secret-Pass!');
    expect(JSON.parse(t.deps.cipher.decrypt(sealed!))).toEqual({ password: 'Five9-Secret-Pass!' });
  });

  it('needs the password on the first connection', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/five9/connect`, { username: 'acme', countryCode: 'US' }), MESSAGES.fieldRequired, 'password');
    expect400(await post(`${dialers(ws)}/five9/connect`, { username: 'acme', password: '  ', countryCode: 'US' }), MESSAGES.fieldRequired, 'password');
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
  });

  it('needs a username and a country', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/five9/connect`, { ...good, username: '' }), MESSAGES.fieldRequired, 'username');
    expect400(await post(`${dialers(ws)}/five9/connect`, { password: good.password, countryCode: 'US' }), MESSAGES.fieldRequired, 'username');
    expect400(await post(`${dialers(ws)}/five9/connect`, { ...good, countryCode: undefined }), 'Country is required', 'countryCode');
    expect400(await post(`${dialers(ws)}/five9/connect`, { ...good, countryCode: 'MX' }), 'Country is required', 'countryCode');
  });

  it('requires the three mappings once connected, with the spec texts', async () => {
    const ws = await freshWorkspace();
    expect((await post(`${dialers(ws)}/five9/connect`, good)).statusCode).toBe(200);
    const url = `${dialers(ws)}/five9/connect`;
    const update = { username: good.username, countryCode: 'US' };
    expect400(await post(url, { ...update, uniqueIdFieldName: 'Unique ID', leadKeyFields: ['number1'] }), 'Reserved Caller ID mapping is required', 'callerIdFieldName');
    expect400(await post(url, { ...update, callerIdFieldName: 'Caller ID', leadKeyFields: ['number1'] }), 'Reserved Unique ID mapping is required', 'uniqueIdFieldName');
    expect400(await post(url, { ...update, callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Unique ID' }), 'Default Lead Key mapping is required', 'leadKeyFields');
    expect400(await post(url, { ...update, callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Caller ID', leadKeyFields: ['number1'] }),
      'Caller ID and Unique ID cannot map to the same field', 'uniqueIdFieldName');
    expect400(await post(url, { ...update, ...mapping, callerIdFieldName: 'No Such Field' }), MESSAGES.dialerFieldUnknown, 'callerIdFieldName');
    expect400(await post(url, { ...update, ...mapping, uniqueIdFieldName: 'No Such Field' }), MESSAGES.dialerFieldUnknown, 'uniqueIdFieldName');
    expect400(await post(url, { ...update, ...mapping, leadKeyFields: ['number1', 'Nope'] }), MESSAGES.dialerFieldUnknown, 'leadKeyFields');
    // The password is kept from the first connection when the form leaves it empty.
    const saved = await post(url, { ...update, ...mapping, password: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ connected: true, passwordSet: true, ...mapping });
    expect(JSON.parse(t.deps.cipher.decrypt((await storedSecrets(ws))!))).toEqual({ password: 'Five9-Secret-Pass!' });
    // A new password replaces the old one.
    expect((await post(url, { ...update, ...mapping, password: 'Five9-Other-Pass!' })).statusCode).toBe(200);
    const sealed = (await storedSecrets(ws))!;
    expect(sealed).not.toContain('Five9-Other-Pass!');
    expect(JSON.parse(t.deps.cipher.decrypt(sealed))).toEqual({ password: 'Five9-Other-Pass!' });
  });

  it('checks mappings given with the first connection too', async () => {
    const ws = await freshWorkspace();
    const url = `${dialers(ws)}/five9/connect`;
    expect400(await post(url, { ...good, callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Caller ID' }), 'Caller ID and Unique ID cannot map to the same field', 'uniqueIdFieldName');
    expect400(await post(url, { ...good, callerIdFieldName: 'Made Up' }), MESSAGES.dialerFieldUnknown, 'callerIdFieldName');
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
    const res = await post(url, { ...good, ...mapping });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(mapping);
  });

  it('answers Five9 refusals as 400 with a clear message and saves nothing', async () => {
    const ws = await freshWorkspace();
    for (const payload of [{ ...good, username: 'fail.user' }, { ...good, password: 'invalid' }]) {
      const res = await post(`${dialers(ws)}/five9/connect`, payload);
      expect400(res, 'Five9 rejected the username or password.');
    }
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
    expect(await storedSecrets(ws)).toBeNull();
  });
});

describe('dialers.ringConnect', () => {
  const good = { permanentToken: 'ring-permanent-token-123', subAccountId: 77001 };

  it('connects, then requires the Reserved Unique ID mapping', async () => {
    const ws = await freshWorkspace();
    const first = await post(`${dialers(ws)}/ring/connectLegacy`, good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ provider: 'RING', connected: true, permanentTokenSet: true, subAccountId: 77001, uniqueIdFieldName: null });
    expectNoSecrets(first.body);
    expect(await storedSecrets(ws)).not.toContain('ring-permanent-token-123');
    expect400(await post(`${dialers(ws)}/ring/connectLegacy`, { subAccountId: 77001 }), 'Reserved Unique ID mapping is required', 'uniqueIdFieldName');
    const mapped = await post(`${dialers(ws)}/ring/connectLegacy`, { subAccountId: 77001, uniqueIdFieldName: 'auxData3' });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({ uniqueIdFieldName: 'auxData3', permanentTokenSet: true });
    expect(JSON.parse(t.deps.cipher.decrypt((await storedSecrets(ws))!))).toEqual({ permanentToken: 'ring-permanent-token-123' });
  });

  it('needs the token and the sub-account on the first connection', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/ring/connectLegacy`, { subAccountId: 1 }), MESSAGES.fieldRequired, 'permanentToken');
    expect400(await post(`${dialers(ws)}/ring/connectLegacy`, { permanentToken: 'x' }), MESSAGES.fieldRequired, 'subAccountId');
    expect400(await post(`${dialers(ws)}/ring/connectLegacy`, { permanentToken: 'x', subAccountId: 0 }), MESSAGES.fieldRequired, 'subAccountId');
    const badField = await post(`${dialers(ws)}/ring/connectLegacy`, { ...good, uniqueIdFieldName: 'auxData9' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().errors[0].path).toBe('uniqueIdFieldName');
  });

  it("answers a refusal with 'Error connecting RING account'", async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/ring/connectLegacy`, { ...good, permanentToken: 'invalid' }), 'Error connecting RING account');
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
  });
});

describe('dialers.connectConnect (pinpoint)', () => {
  const good = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'AwsSecretAccessKey/xyz+789', awsRegion: 'us-east-1', appId: 'project-42', attributes: ['CallerIdAttr', 'Tier'] };

  it('connects, then requires a Caller ID mapping that is not the phone or zip field', async () => {
    const ws = await freshWorkspace();
    const first = await post(`${dialers(ws)}/pinpoint/connect`, good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      provider: 'CONNECT', connected: true, accessKeyId: 'AKIAEXAMPLE', secretAccessKeySet: true, awsRegion: 'us-east-1',
      appId: 'project-42', callerIdFieldName: null, attributes: ['CallerIdAttr', 'Tier'],
    });
    expectNoSecrets(first.body);
    expect(await storedSecrets(ws)).not.toContain('AwsSecretAccessKey');
    const { secretAccessKey: _omitted, ...update } = good;
    expect400(await post(`${dialers(ws)}/pinpoint/connect`, update), 'Caller ID mapping is required', 'callerIdFieldName');
    for (const reserved of ['phone', 'zip']) {
      expect400(await post(`${dialers(ws)}/pinpoint/connect`, { ...update, callerIdFieldName: reserved }), 'Caller ID cannot be the phone or zip field', 'callerIdFieldName');
    }
    expect400(await post(`${dialers(ws)}/pinpoint/connect`, { ...update, callerIdFieldName: 'Nope' }), MESSAGES.dialerFieldUnknown, 'callerIdFieldName');
    const mapped = await post(`${dialers(ws)}/pinpoint/connect`, { ...update, callerIdFieldName: 'CallerIdAttr' });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({ callerIdFieldName: 'CallerIdAttr', secretAccessKeySet: true });
  });

  it('refuses the phone or zip field as Caller ID on the first connection too', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/pinpoint/connect`, { ...good, callerIdFieldName: 'phone' }), 'Caller ID cannot be the phone or zip field', 'callerIdFieldName');
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
  });

  it('requires access key ID, secret access key, region and project ID', async () => {
    const ws = await freshWorkspace();
    const url = `${dialers(ws)}/pinpoint/connect`;
    expect400(await post(url, { ...good, accessKeyId: '' }), MESSAGES.fieldRequired, 'accessKeyId');
    expect400(await post(url, { ...good, secretAccessKey: undefined }), MESSAGES.fieldRequired, 'secretAccessKey');
    expect400(await post(url, { ...good, awsRegion: undefined }), MESSAGES.fieldRequired, 'awsRegion');
    expect400(await post(url, { ...good, awsRegion: 'mars-north-1' }), MESSAGES.fieldRequired, 'awsRegion');
    expect400(await post(url, { ...good, appId: ' ' }), MESSAGES.fieldRequired, 'appId');
  });

  it('answers AWS refusals as 400 with the message', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/pinpoint/connect`, { ...good, accessKeyId: 'failKEY' }), 'The security token included in the request is invalid.');
    expect400(await post(`${dialers(ws)}/pinpoint/connect`, { ...good, appId: 'invalid' }), 'Project invalid was not found in us-east-1.');
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
  });
});

describe('dialers.premConnect', () => {
  it('connects the universal connector without credentials', async () => {
    const ws = await freshWorkspace();
    const res = await post(`${dialers(ws)}/prem/connect`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ provider: 'PREM', connected: true });
    expect((await getWorkspace(ws)).data).toMatchObject({ dialerProviderType: 'PREM', dialerProviderSettings: { provider: 'PREM', connected: true } });
  });

  it('replaces the secrets of a previous provider', async () => {
    const ws = await freshWorkspace();
    await post(`${dialers(ws)}/ring/connectLegacy`, { permanentToken: 'ring-permanent-token-123', subAccountId: 5 });
    expect(await storedSecrets(ws)).not.toBeNull();
    expect((await post(`${dialers(ws)}/prem/connect`)).statusCode).toBe(200);
    expect(await storedSecrets(ws)).toBeNull();
  });
});

describe('dialers.nice', () => {
  const redirectUrl = 'http://localhost:3999/oauth/cxone';
  const connectUrl = (ws: string, q: { authCode?: string; state?: string; redirectUrl?: string }) =>
    `${dialers(ws)}/nice/connect?${new URLSearchParams(Object.entries({ redirectUrl, ...q }).filter((e): e is [string, string] => e[1] !== undefined))}`;

  /** Starts the authorisation and follows the sandbox authorise page the way a browser would: the code and the state it hands back. */
  async function authorize(ws: string, s: Session = owner): Promise<{ code: string; state: string }> {
    const res = await post(`${dialers(ws)}/nice/authorize?redirectUrl=${encodeURIComponent(redirectUrl)}`, undefined, s);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/api/sandbox/cxone/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUrl);
    const page = await inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(302);
    const back = new URL(String(page.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUrl);
    expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('authorises through the redirect, then connects with the code and the state; tokens never leave', async () => {
    const ws = await freshWorkspace();
    const { code, state } = await authorize(ws);
    // the state is signed and names nothing in clear
    expect(state).not.toBe(ws);
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/);
    const res = await post(connectUrl(ws, { authCode: code, state }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ provider: 'NICE', connected: true });
    expectNoSecrets(res.body);
    const sealed = (await storedSecrets(ws))!;
    const tokens = JSON.parse(t.deps.cipher.decrypt(sealed)) as { accessToken: string; refreshToken: string };
    expect(tokens.accessToken).toMatch(/^sbx-at-/);
    expect(sealed).not.toContain(tokens.accessToken);
    expect(sealed).not.toContain(tokens.refreshToken);
    const { body, data } = await getWorkspace(ws);
    expect(data.dialerProviderSettings).toEqual({ provider: 'NICE', connected: true });
    expect(body).not.toContain(tokens.accessToken);
    // The connected NICE account answers its fields.
    const fields = await inject({ url: `${dialers(ws)}/mappingFields`, headers: owner.headers });
    expect(fields.json().data.map((f: { columnId: string }) => f.columnId)).toContain('ExternalId');
  });

  it('refuses a missing, forged or expired state, and one issued for another workspace or another user', async () => {
    const ws = await freshWorkspace();
    const otherWs = await freshWorkspace();
    const { code, state } = await authorize(ws);
    const [body, mac] = state.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, ws: otherWs })).toString('base64url')}.${mac}`;
    expect400(await post(connectUrl(ws, { authCode: code })), MESSAGES.cxoneStateInvalid, 'state');
    expect400(await post(connectUrl(ws, { authCode: code, state: '' })), MESSAGES.cxoneStateInvalid, 'state');
    for (const forged of [ws, 'x.y', `${body}.${'A'.repeat(mac.length)}`]) {
      expect400(await post(connectUrl(ws, { authCode: code, state: forged })), MESSAGES.cxoneStateInvalid, 'state');
    }
    // a state for this workspace does not open another, even re-signed by hand
    expect400(await post(connectUrl(otherWs, { authCode: code, state })), MESSAGES.cxoneStateInvalid, 'state');
    expect400(await post(connectUrl(otherWs, { authCode: code, state: tampered })), MESSAGES.cxoneStateInvalid, 'state');
    // another member of the organisation cannot finish someone else's authorisation
    expect400(await post(connectUrl(ws, { authCode: code, state }), undefined, admin), MESSAGES.cxoneStateInvalid, 'state');
    // ten minutes later the state has expired
    await later(10 * MINUTE + 1000);
    expect400(await post(connectUrl(ws, { authCode: code, state })), MESSAGES.cxoneStateInvalid, 'state');
    for (const w of [ws, otherWs]) expect((await getWorkspace(w)).data.dialerProviderType).toBeNull();
  });

  it('spends a sandbox code once, and refuses it after 10 minutes', async () => {
    const ws = await freshWorkspace();
    const first = await authorize(ws);
    expect((await post(connectUrl(ws, { authCode: first.code, state: first.state }))).statusCode).toBe(200);
    expect400(await post(connectUrl(ws, { authCode: first.code, state: first.state })), 'invalid_grant: the authorization code has already been used');
    const late = await authorize(ws);
    await later(10 * MINUTE + 1000);
    const fresh = await authorize(ws);
    expect400(await post(connectUrl(ws, { authCode: late.code, state: fresh.state })), 'invalid_grant: the authorization code is invalid or expired');
    expect((await post(connectUrl(ws, { authCode: fresh.code, state: fresh.state }))).statusCode).toBe(200);
  });

  it('refuses a denied or forged code with a clear 400', async () => {
    const ws = await freshWorkspace();
    const { state } = await authorize(ws);
    for (const code of ['cxone_denied', 'cxone.forged.0000000000000000', 'cxone.forged.zzzzzzzz.0000000000000000000000']) {
      expect400(await post(connectUrl(ws, { authCode: code, state })), 'invalid_grant: the authorization code is invalid or expired');
    }
    expect((await getWorkspace(ws)).data.dialerProviderType).toBeNull();
  });

  it('requires the redirect URL and the code', async () => {
    const ws = await freshWorkspace();
    expect400(await post(`${dialers(ws)}/nice/authorize`), MESSAGES.fieldRequired, 'redirectUrl');
    expect400(await post(`${dialers(ws)}/nice/connect?redirectUrl=${encodeURIComponent(redirectUrl)}&state=x`), MESSAGES.fieldRequired, 'authCode');
  });

  it("accepts only this site's /oauth/cxone as the redirect address", async () => {
    const ws = await freshWorkspace();
    const { code, state } = await authorize(ws);
    for (const other of ['https://evil.example/oauth/cxone', 'http://localhost:4000/oauth/cxone', 'http://localhost:3999/somewhere', `${redirectUrl}/`]) {
      expect400(await post(`${dialers(ws)}/nice/authorize?redirectUrl=${encodeURIComponent(other)}`), MESSAGES.cxoneRedirectInvalid, 'redirectUrl');
      expect400(await post(connectUrl(ws, { authCode: code, state, redirectUrl: other })), MESSAGES.cxoneRedirectInvalid, 'redirectUrl');
    }
  });

  it('sends codes only back to this site\'s callback page', async () => {
    for (const target of ['https://evil.example/steal', 'http://localhost:4000/oauth/cxone', 'http://127.0.0.1:3999/oauth/cxone', 'http://localhost:3999/elsewhere']) {
      const res = await inject({ url: `/api/sandbox/cxone/authorize?redirect_uri=${encodeURIComponent(target)}&state=x` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.cxoneRedirectInvalid, code: 'VALIDATION' });
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe('dialers.mappingFields and campaigns', () => {
  it('answers the fields of the connected dialer, optionally without the reserved ones', async () => {
    const all = await inject({ url: `${dialers(DEMO.ws.sales)}/mappingFields`, headers: admin.headers });
    expect(all.statusCode, all.body).toBe(200);
    const fields = all.json().data as { columnId: string; reserved: boolean }[];
    expect(fields).toEqual(expect.arrayContaining([
      { columnId: 'number1', columnName: 'number1', reserved: true },
      { columnId: 'Caller ID', columnName: 'Caller ID', reserved: false },
    ]));
    const custom = await inject({ url: `${dialers(DEMO.ws.sales)}/mappingFields?filterReserved=true`, headers: admin.headers });
    const customFields = custom.json().data as { reserved: boolean }[];
    expect(customFields.length).toBeGreaterThan(0);
    expect(customFields.length).toBeLessThan(fields.length);
    expect(customFields.every((f) => !f.reserved)).toBe(true);
    const notFiltered = await inject({ url: `${dialers(DEMO.ws.sales)}/mappingFields?filterReserved=false`, headers: admin.headers });
    expect(notFiltered.json().data).toHaveLength(fields.length);
  });

  it('answers the campaigns of the dialer, with their lists when asked', async () => {
    const plain = await inject({ url: `${dialers(DEMO.ws.collections)}/campaigns`, headers: owner.headers });
    expect(plain.statusCode, plain.body).toBe(200);
    const campaigns = plain.json().data as { id: string; name: string; lists?: unknown[] }[];
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    expect(campaigns.every((c) => c.lists === undefined)).toBe(true);
    const withLists = await inject({ url: `${dialers(DEMO.ws.collections)}/campaigns?includeLists=true`, headers: owner.headers });
    const full = withLists.json().data as { id: string; lists: { id: string; size: number }[] }[];
    expect(full.map((c) => c.id)).toEqual(campaigns.map((c) => c.id));
    expect(full.every((c) => c.lists.length > 0)).toBe(true);
    const one = await inject({ url: `${dialers(DEMO.ws.collections)}/campaigns/${encodeURIComponent(full[0]!.id)}`, headers: owner.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(full[0]);
    const missing = await inject({ url: `${dialers(DEMO.ws.collections)}/campaigns/no-such-campaign`, headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.dialerCampaignNotFound);
  });

  it('answers 409 when the dialer is not connected', async () => {
    for (const path of ['mappingFields', 'mappingFields?filterReserved=true', 'campaigns', 'campaigns?includeLists=true', 'campaigns/123']) {
      const res = await inject({ url: `${dialers(DEMO.ws.trial)}/${path}`, headers: owner.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.dialerNotConnected, code: 'CONFLICT' });
    }
  });
});

describe('dialers access', () => {
  const calls: { method: 'GET' | 'POST'; path: string; payload?: object }[] = [
    { method: 'GET', path: 'mappingFields' },
    { method: 'GET', path: 'campaigns' },
    { method: 'GET', path: 'campaigns/123' },
    { method: 'POST', path: 'five9/connect', payload: { username: 'u', password: 'p', countryCode: 'US' } },
    { method: 'POST', path: 'ring/connectLegacy', payload: { permanentToken: 't', subAccountId: 1 } },
    { method: 'POST', path: 'pinpoint/connect', payload: { accessKeyId: 'a', secretAccessKey: 's', awsRegion: 'us-east-1', appId: 'p' } },
    { method: 'POST', path: 'prem/connect' },
    { method: 'POST', path: `nice/authorize?redirectUrl=${encodeURIComponent('http://localhost:3999/oauth/cxone')}` },
    { method: 'POST', path: `nice/connect?authCode=x&state=x&redirectUrl=${encodeURIComponent('http://localhost:3999/oauth/cxone')}` },
  ];

  it.each(calls)('$method $path: 401 without a token, 404 for another organisation, 403 for an API key', async ({ method, path, payload }) => {
    const call = (headers: Record<string, string>, url = `${dialers(DEMO.ws.sales)}/${path}`) =>
      inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect((await call({})).statusCode).toBe(401);
    expect((await call(otherOwner.headers)).statusCode).toBe(404);
    expect((await call(otherOwner.headers, `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/dialers/${path}`)).statusCode).toBe(404);
    expect((await call({ 'x-api-key': apiKey })).statusCode).toBe(403);
    // Owner's view of another organisation's workspace is missing too.
    expect((await call(owner.headers, `${dialers(DEMO.ws.other)}/${path}`)).statusCode).toBe(404);
  });

  it('keeps the ERROR workspace to SuperAdmin', async () => {
    expect((await inject({ url: `${dialers(DEMO.ws.legacy)}/mappingFields`, headers: owner.headers })).statusCode).toBe(404);
    expect((await inject({ url: `${dialers(DEMO.ws.legacy)}/mappingFields`, headers: superadmin.headers })).statusCode).toBe(200);
  });

  it('left the seeded Sales Floor connection as it was', async () => {
    const { data } = await getWorkspace(DEMO.ws.sales);
    expect(data.dialerProviderSettings as DialerSettings).toMatchObject({ provider: 'FIVE9', connected: true, username: 'demo.sales@five9.sandbox' });
  });
});

describe('dialer secrets', () => {
  it('never appeared in any response of this file', async () => {
    // Make sure the hook saw the answers, then look for every secret in all of them.
    await inject({ url: `${wsBase}`, headers: superadmin.headers });
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) expectNoSecrets(body);
  });
});
