import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, type Webhook, type WebhookDelivery } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signIn, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { newId } from '../../platform/crypto';
import { webhookDeliveries } from './webhook-delivery';
import * as repo from './webhooks.repo';
import { webhookReceiver, type WebhookReceiver } from './webhooks.test-helpers';

let t: TestApp;
let owner: Session;
let receiver: WebhookReceiver;
/** First retry after 0.2 s (then 0.8 s, 3.2 s…), so back-off can be watched in a test. */
const RETRY_SECONDS = 0.2;

const url = (rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/webhooks${rest}`;

beforeAll(async () => {
  receiver = await webhookReceiver();
  t = await testApp({ start: true, env: { ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_RETRY_SECONDS: String(RETRY_SECONDS) } });
  owner = await signIn(t, DEMO.owner);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function create(body: object): Promise<Webhook> {
  const res = await call(t, 'POST', url(), owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const get = async (id: string): Promise<Webhook> => (await call(t, 'GET', url(`/${id}`), owner)).json().data;
const log = async (id: string): Promise<WebhookDelivery[]> => (await call(t, 'GET', url(`/${id}/deliveries`), owner)).json().data;

async function settled(id: string, deliveryId: string): Promise<WebhookDelivery> {
  for (let i = 0; i < 200; i++) {
    const d = (await log(id)).find((x) => x.id === deliveryId);
    if (d && d.status !== 'PENDING') return d;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`delivery ${deliveryId} did not finish`);
}

describe('webhook deliveries', () => {
  it('POSTs a signed JSON envelope with the event type, delivery and timestamp headers and the Basic auth header', async () => {
    const hook = await create({ name: 'Signed', url: receiver.url('/signed'), eventType: 'CampaignList', webhookAuth: { authType: 'Basic', username: 'crm', password: 's3cret' } });
    const secret = (await call(t, 'GET', url(`/${hook.id}/secret`), owner)).json().data.signingSecret as string;
    const queued = (await call(t, 'POST', url(`/${hook.id}/test`), owner)).json().data as WebhookDelivery;
    const [got] = await receiver.waitFor('/signed');
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(got!.raw).digest('hex')}`;
    expect(got!.headers['x-trueline-signature']).toBe(expected);
    expect(got!.headers['x-trueline-event']).toBe('CampaignList');
    expect(got!.headers['x-trueline-delivery']).toBe(queued.id);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers.authorization).toBe(`Basic ${Buffer.from('crm:s3cret').toString('base64')}`);
    expect(got!.body).toMatchObject({ id: queued.id, type: 'CampaignList', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, test: true, payload: { webhookId: hook.id } });
    // The timestamp header is the body's sentAt, so the signature covers it.
    expect(Number(got!.headers['x-trueline-timestamp'])).toBe(Math.floor(Date.parse(got!.body.sentAt) / 1000));

    const done = await settled(hook.id, queued.id);
    expect(done).toMatchObject({ status: 'DELIVERED', attempts: 1, responseStatus: 200, response: '200 OK' });
    const after = await get(hook.id);
    expect(after.lastResponse).toBe('200 OK');
    expect(Date.parse(after.lastInvocation!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends the Bearer token and a custom header as configured', async () => {
    const bearer = await create({ name: 'Bearer', url: receiver.url('/bearer'), webhookAuth: { authType: 'Bearer', value: 'tok-1' } });
    const custom = await create({ name: 'Custom', url: receiver.url('/custom'), webhookAuth: { authType: 'CustomHeader', headerName: 'X-Api-Key', value: 'key-9' } });
    await call(t, 'POST', url(`/${bearer.id}/test`), owner);
    await call(t, 'POST', url(`/${custom.id}/test`), owner);
    expect((await receiver.waitFor('/bearer'))[0]!.headers.authorization).toBe('Bearer tok-1');
    const [c] = await receiver.waitFor('/custom');
    expect(c!.headers['x-api-key']).toBe('key-9');
    expect(c!.headers.authorization).toBeUndefined();
  });

  it('tries again with back-off after a 500, records each answer, and stops at the first 2xx', async () => {
    receiver.answer('/flaky', 500);
    const hook = await create({ name: 'Flaky', url: receiver.url('/flaky') });
    const queued = (await call(t, 'POST', url(`/${hook.id}/test`), owner)).json().data as WebhookDelivery;
    const [first, second] = await receiver.waitFor('/flaky', 2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(RETRY_SECONDS * 1000 - 20);
    // The same delivery (id), signed again with this attempt's time.
    expect(second!.body.id).toBe(first!.body.id);
    const done = await settled(hook.id, queued.id);
    expect(done).toMatchObject({ status: 'DELIVERED', attempts: 2, response: '200 OK', nextAttemptAt: null });
    expect((await get(hook.id)).lastResponse).toBe('200 OK');
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.at('/flaky')).toHaveLength(2);
  });

  it('waits four times longer before each further retry, showing the last answer meanwhile', async () => {
    receiver.answer('/down', 503, 503, 503);
    const hook = await create({ name: 'Down', url: receiver.url('/down') });
    const queued = (await call(t, 'POST', url(`/${hook.id}/test`), owner)).json().data as WebhookDelivery;
    const [a, b, c] = await receiver.waitFor('/down', 3);
    const gap1 = b!.at - a!.at;
    const gap2 = c!.at - b!.at;
    expect(gap1).toBeGreaterThanOrEqual(RETRY_SECONDS * 1000 - 20);
    expect(gap2).toBeGreaterThanOrEqual(4 * RETRY_SECONDS * 1000 - 20);
    for (let i = 0; i < 100 && (await log(hook.id))[0]!.attempts < 3; i++) await new Promise((r) => setTimeout(r, 25));
    const pending = (await log(hook.id))[0]!;
    expect(pending).toMatchObject({ id: queued.id, status: 'PENDING', attempts: 3, responseStatus: 503, response: '503 Service Unavailable' });
    expect(Date.parse(pending.nextAttemptAt!) - Date.parse(pending.lastAttemptAt!)).toBe(16 * RETRY_SECONDS * 1000);
    expect((await get(hook.id)).lastResponse).toBe('503 Service Unavailable');
    await settled(hook.id, queued.id);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts`, async () => {
    receiver.answer('/never', 500);
    const hook = await create({ name: 'Never', url: receiver.url('/never'), status: 'DISABLED' });
    const row = await repo.findWebhookById(t.deps.db, hook.id);
    const [d] = await repo.insertDeliveries(t.deps.db, [{
      id: newId(), orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, webhookId: hook.id, eventType: 'CampaignList', test: true, payload: {},
      status: 'PENDING', attempts: WEBHOOK_MAX_ATTEMPTS - 1, created: t.deps.now(),
    }]);
    await webhookDeliveries(t.deps).attempt(d!.id);
    expect((await log(row!.id))[0]).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_MAX_ATTEMPTS, response: '500 Internal Server Error', nextAttemptAt: null });
  });

  it('refuses private and loopback addresses, and plain http, when ALLOW_PRIVATE_WEBHOOKS is off, without trying again', async () => {
    const strict = webhookDeliveries({ ...t.deps, config: { ...t.deps.config, ALLOW_PRIVATE_WEBHOOKS: false } });
    const before = receiver.received.length;
    for (const [target, message] of [
      [receiver.url('/private').replace('http:', 'https:'), 'The webhook address 127.0.0.1 is not public.'],
      [receiver.url('/private'), 'Only https webhooks are accepted.'],
    ] as const) {
      const hook = await create({ name: `Private ${message}`, url: target });
      // Stored without a job (the running workers here allow private addresses): this instance makes the attempt.
      const [d] = await repo.insertDeliveries(t.deps.db, [{
        id: newId(), orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, webhookId: hook.id, eventType: 'CampaignList', payload: {}, status: 'PENDING', created: t.deps.now(),
      }]);
      await strict.attempt(d!.id);
      const [done] = await log(hook.id);
      expect(done).toMatchObject({ status: 'FAILED', attempts: 1, response: message, responseStatus: null });
      expect((await get(hook.id)).lastResponse).toBe(message);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('records a receiver that cannot be reached as the last response', async () => {
    const hook = await create({ name: 'Closed port', url: 'http://127.0.0.1:9/in' });
    const queued = (await call(t, 'POST', url(`/${hook.id}/test`), owner)).json().data as WebhookDelivery;
    for (let i = 0; i < 100 && !(await get(hook.id)).lastResponse; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await get(hook.id)).lastResponse).toBe('The connection was refused.');
    expect((await log(hook.id))[0]).toMatchObject({ id: queued.id, responseStatus: null, response: 'The connection was refused.' });
    await call(t, 'DELETE', url(`/${hook.id}`), owner);
  });
});

describe('webhooks.emit and deliverTo', () => {
  it('reaches the ACTIVE webhooks of the type in the workspace whose campaign filter matches', async () => {
    // Only the seeded webhooks stay from the tests above.
    for (const h of (await call(t, 'GET', url(), owner)).json().data as Webhook[]) {
      if (!['Callbacks to the CRM', 'CRM list results', 'Screened calls to the CRM', 'Sentry replacements to ops'].includes(h.name)) await call(t, 'DELETE', url(`/${h.id}`), owner);
    }
    const target = receiver.url('/emit');
    const all = await create({ name: 'All lists', url: target, eventType: 'CampaignList' });
    const q4 = await create({ name: 'Q4 only', url: target, eventType: 'CampaignList', campaignFilter: [DEMO_CAMPAIGNS.q4HomeServices] });
    const other = await create({ name: 'Spring only', url: target, eventType: 'CampaignList', campaignFilter: [DEMO_CAMPAIGNS.springPromo] });
    const off = await create({ name: 'Off', url: target, eventType: 'CampaignList', status: 'DISABLED' });
    const sentry = await create({ name: 'Sentry', url: target, eventType: 'Sentry' });
    const n = await t.services.webhooks.emit({ eventType: 'CampaignList', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, campaignId: DEMO_CAMPAIGNS.q4HomeServices, payload: { name: 'q4.csv' } });
    // The seeded CRM webhook (Q4 and Northeast, at its own address) takes it too.
    expect(n).toBe(3);
    const got = await receiver.waitFor('/emit', 2);
    expect(new Set(got.map((g) => g.body.type))).toEqual(new Set(['CampaignList']));
    expect(got.every((g) => g.body.campaignId === DEMO_CAMPAIGNS.q4HomeServices && g.body.payload.name === 'q4.csv' && g.body.orgId === DEMO.orgId)).toBe(true);
    for (const h of [all, q4]) expect(await log(h.id)).toHaveLength(1);
    for (const h of [other, off, sentry]) expect(await log(h.id)).toHaveLength(0);
    // Another workspace's events never reach these.
    expect(await t.services.webhooks.emit({ eventType: 'CampaignList', orgId: DEMO.orgId, workspaceId: DEMO.ws.collections, campaignId: DEMO_CAMPAIGNS.collectionsManaged, payload: {} })).toBe(0);
    for (const h of [all, q4, other, off, sentry]) await call(t, 'DELETE', url(`/${h.id}`), owner);
  });

  it('delivers an AegisEvent to the one webhook a workflow chose, only when it is of the workspace, ACTIVE and of that type', async () => {
    const aegis = await create({ name: 'Aegis', url: receiver.url('/aegis'), eventType: 'AegisEvent' });
    const lists = await create({ name: 'Not aegis', url: receiver.url('/aegis'), eventType: 'CampaignList' });
    const event = { eventType: 'AegisEvent' as const, orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, payload: { interactionId: 'i-1', result: 'Accepted' } };
    const id = await t.services.webhooks.deliverTo(aegis.id, event);
    expect(id).toEqual(expect.any(String));
    expect(await t.services.webhooks.deliverTo(lists.id, event)).toBeNull();
    expect(await t.services.webhooks.deliverTo(aegis.id, { ...event, workspaceId: DEMO.ws.collections })).toBeNull();
    expect(await t.services.webhooks.deliverTo('missing', event)).toBeNull();
    const [got] = await receiver.waitFor('/aegis');
    expect(got!.body).toMatchObject({ id, type: 'AegisEvent', payload: { interactionId: 'i-1', result: 'Accepted' } });
    await call(t, 'PUT', url(`/${aegis.id}`), owner, { name: 'Aegis', url: receiver.url('/aegis'), eventType: 'AegisEvent', status: 'DISABLED' });
    expect(await t.services.webhooks.deliverTo(aegis.id, event)).toBeNull();
  });
});
