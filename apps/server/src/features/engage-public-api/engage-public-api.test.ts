import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGE_API_MESSAGES, MESSAGING_LIST_MESSAGES, type EngageListWebhookPayload, type MessagingCampaign, type MessagingList } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { createMc, forceStatus } from '../messaging-campaigns/messaging-campaigns.test-helpers';

let t: TestApp;
let owner: Session;
let otherOwner: Session;
let salesKey: string;
let collectionsKey: string;
let otherOrgKey: string;
let approved: MessagingCampaign;
let draft: MessagingCampaign;
let hook: http.Server;
let hookUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: EngageListWebhookPayload }[] = [];

const api = (method: 'GET' | 'POST', url: string, key: string | null = salesKey, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/engage${url}`, headers: key ? { 'x-api-key': key } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await testApp({ start: true, env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  ({ owner, otherOwner } = await signInDemoTeam(t));
  const key = async (s: Session, orgId: string, w: string) => (await call(t, 'POST', `/api/orgs/${orgId}/workspaces/${w}/apiKeys?name=engage`, s)).json().data.key as string;
  [salesKey, collectionsKey, otherOrgKey] = [await key(owner, DEMO.orgId, DEMO.ws.sales), await key(owner, DEMO.orgId, DEMO.ws.collections), await key(otherOwner, DEMO.otherOrgId, DEMO.ws.other)];
  approved = await createMc(t, owner, { name: 'API texts' });
  await forceStatus(t, approved.id, 'READY');
  draft = await createMc(t, owner, { name: 'API draft' });
  hook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
});
afterAll(async () => {
  hook.close();
  await t.close();
});

describe('POST /api/v1/engage/leads/load', () => {
  it('scrubs one lead as a list row and answers its status and reason at once; the lead has no list', async () => {
    const res = await api('POST', '/leads/load', salesKey, { messagingCampaignId: approved.id, phone: 'nope', fields: { FirstName: 'Ana' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'INVALID', reason: 'Not a valid US or Canadian phone number', leadId: expect.any(String) });

    const first = (await api('POST', '/leads/load', salesKey, { messagingCampaignId: approved.id, phone: '(512) 555-0147' })).json().data;
    expect(['READY', 'LANDLINE']).toContain(first.status);
    const again = (await api('POST', '/leads/load', salesKey, { messagingCampaignId: approved.id, phone: '5125550147' })).json().data;
    expect(again).toMatchObject({ status: 'DUPLICATE', reason: 'Already a lead of this campaign' });
  });

  it('refuses bad input with the contract text (400) and another workspace or organisation’s key (404)', async () => {
    const res = await api('POST', '/leads/load', salesKey, { messagingCampaignId: approved.id });
    expect([res.statusCode, res.json().errors[0]]).toEqual([400, { path: 'phone', message: 'Field is required' }]);
    for (const key of [collectionsKey, otherOrgKey]) {
      expect((await api('POST', '/leads/load', key, { messagingCampaignId: approved.id, phone: '5125550148' })).statusCode).toBe(404);
    }
    expect((await api('POST', '/leads/load', null, { messagingCampaignId: approved.id, phone: '5125550148' })).statusCode).toBe(401);
    const unknown = await api('POST', '/leads/load', salesKey, { messagingCampaignId: approved.id, phone: '5125550148', fields: { Shoe: '9' } });
    expect([unknown.statusCode, unknown.json().errors[0]]).toEqual([400, { path: 'fields.Shoe', message: MESSAGING_LIST_MESSAGES.fieldUnknown.replace('{field}', 'Shoe') }]);
  });
});

describe('POST /api/v1/engage/lists/load', () => {
  it('processes the rows as a list asynchronously and POSTs the result to the webhook URL', async () => {
    const rows = [{ Phone: '2125550101', FirstName: 'Ana' }, { Phone: '2125550101', FirstName: 'Ana again' }, { Phone: 'x12', FirstName: 'Cy' }];
    const res = await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'From the CRM', rows, webhookUrl: hookUrl });
    expect(res.statusCode, res.body).toBe(200);
    const { listId } = res.json().data;
    expect(res.json().data).toEqual({ listId, messagingCampaignId: approved.id, status: 'PROCESSING' });
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(headers['x-trueline-event']).toBe('MessagingList');
    expect(body).toMatchObject({ type: 'MessagingList', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, payload: { id: listId, name: 'From the CRM', status: 'READY' } });
    expect(body.payload.metrics).toMatchObject({ supplied: 3, invalid: 1, duplicate: 1 });
  });

  it('activates the list at the end when initStatus is ACTIVE; a number the campaign has stays a duplicate', async () => {
    const res = await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'Again', rows: [{ Phone: '2125550101' }, { Phone: '2125550177' }], initStatus: 'ACTIVE' });
    expect(res.statusCode, res.body).toBe(200);
    let list = res.json().data as { status: string; metrics?: MessagingList['metrics'] };
    for (let i = 0; i < 200 && list.status !== 'ACTIVE'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = (await api('GET', `/campaigns/${approved.id}/lists/${res.json().data.listId}/status`)).json().data;
    }
    expect(list).toMatchObject({ status: 'ACTIVE', metrics: { supplied: 2, duplicate: 1 } });
  });

  it('refuses bad input with the contract text (400) and another workspace or organisation’s key (404)', async () => {
    const empty = await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'x', rows: [] });
    expect([empty.statusCode, empty.json().errors[0].message]).toEqual([400, ENGAGE_API_MESSAGES.rowsRequired]);
    const noPhone = await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'x', rows: [{ FirstName: 'Ana' }] });
    expect([noPhone.statusCode, noPhone.json().errors[0].message]).toEqual([400, ENGAGE_API_MESSAGES.phoneFieldRequired]);
    const bad = await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'x', rows: [{ Phone: '2125550102' }], webhookUrl: 'ftp://x' });
    expect([bad.statusCode, bad.json().errors[0]]).toEqual([400, { path: 'webhookUrl', message: 'Enter a public http(s) address for the webhook.' }]);
    for (const key of [collectionsKey, otherOrgKey]) {
      expect((await api('POST', '/lists/load', key, { messagingCampaignId: approved.id, name: 'x', rows: [{ Phone: '2125550102' }] })).statusCode).toBe(404);
    }
  });
});

describe('campaign and list status, activate and pause', () => {
  it('answers and moves an approved campaign and its lists; another workspace or organisation’s key gets 404', async () => {
    expect((await api('GET', `/campaigns/${approved.id}/status`)).json().data).toEqual({ id: approved.id, name: 'API texts', status: 'READY' });
    expect((await api('POST', `/campaigns/${approved.id}/activate`)).json().data.status).toBe('ACTIVE');
    expect((await api('POST', `/campaigns/${approved.id}/pause`)).json().data.status).toBe('READY');

    const draftStatus = await api('GET', `/campaigns/${draft.id}/status`);
    expect([draftStatus.statusCode, draftStatus.json().message]).toEqual([409, ENGAGE_API_MESSAGES.campaignNotApproved]);

    const loaded = (await api('POST', '/lists/load', salesKey, { messagingCampaignId: approved.id, name: 'To activate', rows: [{ Phone: '3125550190' }] })).json().data;
    let list: MessagingList = loaded;
    for (let i = 0; i < 200; i++) {
      list = (await api('GET', `/campaigns/${approved.id}/lists/${loaded.listId}/status`)).json().data;
      if (list.status !== 'PROCESSING') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(list.status).toBe('READY');
    expect((await api('POST', `/campaigns/${approved.id}/lists/${loaded.listId}/activate`)).json().data.status).toBe('ACTIVE');
    expect((await api('POST', `/campaigns/${approved.id}/lists/${loaded.listId}/pause`)).json().data.status).toBe('PAUSED');

    for (const key of [collectionsKey, otherOrgKey]) {
      for (const [method, url] of [['GET', `/campaigns/${approved.id}/status`], ['POST', `/campaigns/${approved.id}/activate`], ['POST', `/campaigns/${approved.id}/pause`],
        ['GET', `/campaigns/${approved.id}/lists/${loaded.listId}/status`], ['POST', `/campaigns/${approved.id}/lists/${loaded.listId}/activate`], ['POST', `/campaigns/${approved.id}/lists/${loaded.listId}/pause`]] as const) {
        expect((await api(method, url, key)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every Engage public route with examples', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const paths = ['/api/v1/engage/leads/load', '/api/v1/engage/lists/load', '/api/v1/engage/campaigns/{id}/status', '/api/v1/engage/campaigns/{id}/activate',
      '/api/v1/engage/campaigns/{id}/pause', '/api/v1/engage/campaigns/{id}/lists/{listId}/status', '/api/v1/engage/campaigns/{id}/lists/{listId}/activate',
      '/api/v1/engage/campaigns/{id}/lists/{listId}/pause'];
    for (const p of paths) expect(doc.paths[p], p).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/v1/engage/leads/load'].post)).toContain('(512) 555-0147');
    expect(JSON.stringify(doc.paths['/api/v1/engage/lists/load'].post)).toContain('https://crm.example.com/hooks/trueline');
    expect(JSON.stringify(doc.paths['/api/v1/engage/campaigns/{id}/status'].get)).toContain('Spring offers');
  });
});
