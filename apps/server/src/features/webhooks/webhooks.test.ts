import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Webhook, type WebhookDelivery } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { webhooks as webhooksTable } from './webhooks.tables';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;

const url = (ws: string = DEMO.ws.sales, rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/webhooks${rest}`;
const valid = { name: 'Lists to CRM', url: 'https://crm.example.com/hooks/trueline' };

beforeAll(async () => {
  // Without ALLOW_PRIVATE_WEBHOOKS, as in production: only https addresses with a domain.
  t = await testApp();
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

async function list(s: Session = owner, ws?: string): Promise<Webhook[]> {
  const res = await call(t, 'GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(body: object = valid, s: Session = owner): Promise<Webhook> {
  const res = await call(t, 'POST', url(), s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const stored = async (id: string) => (await t.deps.db.select().from(webhooksTable).where(eq(webhooksTable.id, id)))[0]!;

describe('webhooks.list and get', () => {
  it('shows every role the seeded webhooks by name, without any secret', async () => {
    for (const s of [owner, admin, superadmin]) {
      const rows = await list(s);
      expect(rows.map((w) => w.name)).toEqual(['Callbacks to the CRM', 'CRM list results', 'Screened calls to the CRM', 'Sentry replacements to ops']);
      expect(rows[0]).toMatchObject({ eventType: 'InboundCall', status: 'ACTIVE', campaignFilter: [DEMO_CAMPAIGNS.q4HomeServices] });
      expect(rows[1]).toMatchObject({
        eventType: 'CampaignList', status: 'ACTIVE', lastResponse: '202 Accepted',
        webhookAuth: { authType: 'Bearer', username: null, headerName: null, passwordSet: false, valueSet: true },
        campaignFilter: [DEMO_CAMPAIGNS.q4HomeServices, DEMO_CAMPAIGNS.northeastRenewals],
      });
      expect(rows[2]).toMatchObject({ eventType: 'AegisEvent', status: 'ACTIVE', campaignFilter: [] });
      expect(rows[3]).toMatchObject({ eventType: 'Sentry', status: 'DISABLED', webhookAuth: { authType: 'CustomHeader', headerName: 'X-Api-Key', valueSet: true } });
    }
    const res = await call(t, 'GET', url(), owner);
    expect(res.body).not.toContain('demo-crm-token');
    expect(res.body).not.toContain('demo-ops-key');
    const [first] = await list();
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${first!.id}`), admin)).json().data).toEqual(first);
  });

  it('answers 401 without a token, 403 to an API key, and 404 for another organisation or workspace', async () => {
    const [first] = await list();
    expect((await call(t, 'GET', url())).statusCode).toBe(401);
    expect((await call(t, 'GET', url(), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${first!.id}`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/webhooks`, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.collections, `/${first!.id}`), owner)).statusCode).toBe(404);
    expect(await list(owner, DEMO.ws.collections)).toEqual([]);
    const me = { kind: 'user' as const, userId: owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
    const { key } = await t.services.apiKeys.create(await t.services.workspaces.scope(me, DEMO.orgId, DEMO.ws.sales), 'webhook reader');
    expect((await t.app.inject({ url: url(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
  });
});

describe('webhooks.create', () => {
  it('defaults a new webhook to CampaignList, ACTIVE and no auth, with a signing secret of its own', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Lists to CRM', url: 'https://crm.example.com/hooks/trueline', eventType: 'CampaignList', status: 'ACTIVE',
      webhookAuth: { authType: 'None', username: null, headerName: null, passwordSet: false, valueSet: false },
      campaignFilter: [], lastResponse: null, lastInvocation: null,
    });
    const secret = (await call(t, 'GET', url(DEMO.ws.sales, `/${created.id}/secret`), owner)).json().data.signingSecret;
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    expect((await stored(created.id)).signingSecretSealed).not.toContain(secret);
  });

  it('lets every role of the organisation add one', async () => {
    for (const s of [owner, admin, superadmin]) expect((await create({ ...valid, name: `By ${s.user.id}` }, s)).name).toBe(`By ${s.user.id}`);
  });

  it('keeps Basic, Bearer and custom header secrets sealed at rest and never returns them', async () => {
    const basic = await create({ ...valid, name: 'Basic', webhookAuth: { authType: 'Basic', username: ' crm-user ', password: 'pa ss' } });
    expect(basic.webhookAuth).toEqual({ authType: 'Basic', username: 'crm-user', headerName: null, passwordSet: true, valueSet: false });
    const row = await stored(basic.id);
    expect(row.passwordSealed).not.toContain('pa ss');
    expect(t.deps.cipher.decrypt(row.passwordSealed!)).toBe('pa ss');
    const custom = await create({ ...valid, name: 'Custom', webhookAuth: { authType: 'CustomHeader', headerName: 'X-Api-Key', value: 'k-123' } });
    expect(custom.webhookAuth).toEqual({ authType: 'CustomHeader', username: null, headerName: 'X-Api-Key', passwordSet: false, valueSet: true });
    expect(t.deps.cipher.decrypt((await stored(custom.id)).valueSealed!)).toBe('k-123');
    expect(JSON.stringify(await list())).not.toMatch(/pa ss|k-123/);
  });

  it.each([
    ['name', { ...valid, name: ' ' }, MESSAGES.webhookRequired],
    ['name', { url: valid.url }, MESSAGES.webhookRequired],
    ['url', { ...valid, url: '' }, MESSAGES.webhookRequired],
    ['url', { ...valid, url: 'crm.example.com/hook' }, MESSAGES.webhookHttpsUrl],
    ['url', { ...valid, url: 'ftp://crm.example.com/hook' }, MESSAGES.webhookHttpsUrl],
    ['url', { ...valid, url: 'http://crm.example.com/hook' }, MESSAGES.webhookHttpsUrl],
    ['url', { ...valid, url: 'https://localhost/hook' }, MESSAGES.webhookHttpsUrl],
    ['url', { ...valid, url: 'https://10.0.0.8/hook' }, MESSAGES.webhookHttpsUrl],
    ['url', { ...valid, url: 'https://user:pw@crm.example.com/hook' }, MESSAGES.webhookHttpsUrl],
    ['webhookAuth.username', { ...valid, webhookAuth: { authType: 'Basic', password: 'x' } }, MESSAGES.webhookRequired],
    ['webhookAuth.password', { ...valid, webhookAuth: { authType: 'Basic', username: 'u' } }, MESSAGES.webhookRequired],
    ['webhookAuth.value', { ...valid, webhookAuth: { authType: 'Bearer', value: ' ' } }, MESSAGES.webhookRequired],
    ['webhookAuth.headerName', { ...valid, webhookAuth: { authType: 'CustomHeader', value: 'v' } }, MESSAGES.webhookRequired],
    ['webhookAuth.headerName', { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'Api Key', value: 'v' } }, MESSAGES.webhookHeaderNameInvalid],
    ['webhookAuth.headerName', { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'Content-Type', value: 'v' } }, MESSAGES.webhookHeaderNameReserved],
    ['webhookAuth.headerName', { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'X-Trueline-Signature', value: 'v' } }, MESSAGES.webhookHeaderNameReserved],
    ['webhookAuth.value', { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'X-Key' } }, MESSAGES.webhookRequired],
    ['eventType', { ...valid, eventType: 'Nope' }, 'Choose one of: AegisEvent, CampaignList, MessagingCampaignEvent, MessagingCampaignStatus, MessagingListStatus, RealTimeListLoad, InboundCall, PhoneDeactivated, PhoneProvisioned, Sentry, UCProtect, UsageAlert'],
  ])('refuses a bad %s with "%s"', async (path, body, message) => {
    const before = await list();
    const res = await call(t, 'POST', url(), owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ path, message }] });
    expect(await list()).toEqual(before);
  });

  it('keeps only the campaigns of the workspace in the filter, once each, and none for a type without a filter', async () => {
    const filter = [DEMO_CAMPAIGNS.springPromo, 'not-a-campaign', DEMO_CAMPAIGNS.collectionsManaged, DEMO_CAMPAIGNS.springPromo, DEMO_CAMPAIGNS.q4HomeServices];
    const sentry = await create({ ...valid, name: 'Filtered', eventType: 'Sentry', campaignFilter: filter });
    expect(sentry.campaignFilter).toEqual([DEMO_CAMPAIGNS.springPromo, DEMO_CAMPAIGNS.q4HomeServices]);
    const protect = await create({ ...valid, name: 'Protect', eventType: 'UCProtect', campaignFilter: [DEMO_CAMPAIGNS.springPromo] });
    expect(protect.campaignFilter).toEqual([]);
    // Messaging status types filter by messaging campaigns, which this workspace does not have yet.
    const status = await create({ ...valid, name: 'Status', eventType: 'MessagingCampaignStatus', campaignFilter: [DEMO_CAMPAIGNS.springPromo] });
    expect(status.campaignFilter).toEqual([]);
  });

  it('answers 401 without a token and 404 for another organisation, and adds nothing', async () => {
    const before = await list();
    expect((await call(t, 'POST', url(), undefined, valid)).statusCode).toBe(401);
    expect((await call(t, 'POST', url(), otherOwner, valid)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.other}/webhooks`, owner, valid)).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});

describe('webhooks.update', () => {
  it('changes every field; a blank secret keeps the stored one', async () => {
    const hook = await create({ ...valid, name: 'To edit', webhookAuth: { authType: 'Bearer', value: 'first-token' } });
    const res = await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), admin, {
      name: 'Edited', url: 'https://other.example.org/in', eventType: 'PhoneProvisioned', status: 'DISABLED',
      webhookAuth: { authType: 'Bearer', value: '' }, campaignFilter: [DEMO_CAMPAIGNS.winBackMetro],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Edited', url: 'https://other.example.org/in', eventType: 'PhoneProvisioned', status: 'DISABLED',
      webhookAuth: { authType: 'Bearer', valueSet: true }, campaignFilter: [DEMO_CAMPAIGNS.winBackMetro],
    });
    expect(t.deps.cipher.decrypt((await stored(hook.id)).valueSealed!)).toBe('first-token');
    // A new value replaces it; Bearer to custom header keeps the value as the header's.
    await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), admin, { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'X-Token' } });
    expect(t.deps.cipher.decrypt((await stored(hook.id)).valueSealed!)).toBe('first-token');
    await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), admin, { ...valid, webhookAuth: { authType: 'CustomHeader', headerName: 'X-Token', value: 'second' } });
    expect(t.deps.cipher.decrypt((await stored(hook.id)).valueSealed!)).toBe('second');
  });

  it('asks for a Basic password when none is stored, and clears every secret for None', async () => {
    const hook = await create({ ...valid, name: 'Switch', webhookAuth: { authType: 'Bearer', value: 'tok' } });
    const res = await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), owner, { ...valid, webhookAuth: { authType: 'Basic', username: 'u' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.webhookRequired, errors: [{ path: 'webhookAuth.password', message: MESSAGES.webhookRequired }] });
    expect((await stored(hook.id)).authType).toBe('Bearer');
    const none = await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), owner, { ...valid, webhookAuth: { authType: 'None' } });
    expect(none.json().data.webhookAuth).toEqual({ authType: 'None', username: null, headerName: null, passwordSet: false, valueSet: false });
    expect(await stored(hook.id)).toMatchObject({ passwordSealed: null, valueSealed: null });
  });

  it('refuses an address that is not https with a domain (400), and another organisation or workspace (404)', async () => {
    const hook = await create({ ...valid, name: 'Guarded' });
    const bad = await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), owner, { ...valid, url: 'http://127.0.0.1:8080/in' });
    expect(bad.json()).toMatchObject({ message: MESSAGES.webhookHttpsUrl, errors: [{ path: 'url', message: MESSAGES.webhookHttpsUrl }] });
    expect((await call(t, 'PUT', url(DEMO.ws.sales, `/${hook.id}`), otherOwner, valid)).statusCode).toBe(404);
    expect((await call(t, 'PUT', url(DEMO.ws.collections, `/${hook.id}`), owner, valid)).statusCode).toBe(404);
    expect((await call(t, 'PUT', url(DEMO.ws.sales, '/missing'), owner, valid)).statusCode).toBe(404);
    expect((await stored(hook.id)).url).toBe(valid.url);
  });
});

describe('webhooks.remove', () => {
  it('deletes the webhook and its delivery log; another organisation gets 404', async () => {
    const hook = await create({ ...valid, name: 'Doomed' });
    await call(t, 'POST', url(DEMO.ws.sales, `/${hook.id}/test`), owner);
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${hook.id}`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url(DEMO.ws.collections, `/${hook.id}`), owner)).statusCode).toBe(404);
    const res = await call(t, 'DELETE', url(DEMO.ws.sales, `/${hook.id}`), admin);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${hook.id}`), owner)).statusCode).toBe(404);
    const { rows } = await t.deps.sql.query<{ n: number }>('select count(*)::int as n from webhook_deliveries where webhook_id = $1', [hook.id]);
    expect(rows[0]!.n).toBe(0);
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${hook.id}`), admin)).statusCode).toBe(404);
  });
});

describe('webhooks signing secret, test delivery, log and policy', () => {
  it('reveals and rotates the signing secret for the team; never for another organisation', async () => {
    const hook = await create({ ...valid, name: 'Secretive' });
    const secretUrl = url(DEMO.ws.sales, `/${hook.id}/secret`);
    const first = (await call(t, 'GET', secretUrl, admin)).json().data.signingSecret;
    const rotated = (await call(t, 'POST', secretUrl, owner)).json().data.signingSecret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first);
    expect((await call(t, 'GET', secretUrl, superadmin)).json().data.signingSecret).toBe(rotated);
    expect((await call(t, 'GET', secretUrl, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'POST', secretUrl, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', secretUrl)).statusCode).toBe(401);
  });

  it('queues a test delivery (even while DISABLED) and lists the log newest first', async () => {
    const all = await list();
    const crm = all.find((w) => w.name === 'CRM list results');
    const sentry = all.find((w) => w.name === 'Sentry replacements to ops');
    const queued = await call(t, 'POST', url(DEMO.ws.sales, `/${sentry!.id}/test`), admin);
    expect(queued.json().data).toMatchObject({ eventType: 'Sentry', status: 'PENDING', test: true, attempts: 0, payload: { message: 'A test delivery from Trueline.', webhookId: sentry!.id } });
    const jobs = await t.deps.sql.query<{ data: { deliveryId: string } }>("select data from pgboss.job where name = 'webhooks.deliver'");
    expect(jobs.rows.map((j) => j.data.deliveryId)).toContain(queued.json().data.id);

    const log = (await call(t, 'GET', url(DEMO.ws.sales, `/${crm!.id}/deliveries`), owner)).json().data as WebhookDelivery[];
    expect(log.map((d) => [d.status, d.response, d.attempts])).toEqual([['DELIVERED', '202 Accepted', 1], ['DELIVERED', '200 OK', 2], ['DELIVERED', '200 OK', 1]]);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${crm!.id}/deliveries`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(DEMO.ws.sales, `/${crm!.id}/test`), otherOwner)).statusCode).toBe(404);
  });

  it('tells the console which addresses this server accepts', async () => {
    const res = await call(t, 'GET', `/api/orgs/${DEMO.orgId}/webhookPolicy`, admin);
    expect(res.json().data).toEqual({ allowPrivateAddresses: false });
    expect((await call(t, 'GET', `/api/orgs/${DEMO.orgId}/webhookPolicy`, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${DEMO.orgId}/webhookPolicy`)).statusCode).toBe(401);
  });
});
