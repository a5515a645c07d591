import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignLead, ListWebhookPayload } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { editable } from '../campaigns/campaigns.test-helpers';
import { isPrivateAddress, postWebhook, WebhookError } from '../../platform/webhook-http';
import { SANDBOX_TEST_NUMBERS as T } from '../../providers/numbers/sandbox-test-numbers';

let t: TestApp;
let owner: Session;
let salesKey: string;
let collectionsKey: string;
let hook: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: ListWebhookPayload }[] = [];

const ws = (w: string = DEMO.ws.sales) => `/api/orgs/${DEMO.orgId}/workspaces/${w}`;
const loadLead = (body: object, key: string | null = salesKey) =>
  t.app.inject({ method: 'POST', url: '/api/v1/leads/load', headers: key ? { 'x-api-key': key } : {}, payload: body });
const lead = (extra: object = {}) => ({ campaignId: DEMO_CAMPAIGNS.winBackMetro, phone: '(212) 555-0401', state: 'NY', dialerListId: 'Win-back East list 1', fields: { first_name: 'Ana' }, ...extra });

async function loadList(parts: Parameters<typeof multipartBody>[0], key: string | null = salesKey) {
  const body = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/lists/load', headers: { ...(key ? { 'x-api-key': key } : {}), ...body.headers }, payload: body.payload });
}

beforeAll(async () => {
  t = await testApp({ start: true, env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  ({ owner } = await signInDemoTeam(t));
  const key = async (w: string) => (await call(t, 'POST', `${ws(w)}/apiKeys?name=integration`, owner)).json().data.key as string;
  [salesKey, collectionsKey] = [await key(DEMO.ws.sales), await key(DEMO.ws.collections)];
  hook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  hook.close();
  await t.close();
});

describe('POST /api/v1/leads/load', () => {
  it('accepts a lead through the checks and answers its caller ID; the lead is recorded', async () => {
    const res = await loadLead(lead());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 'Accepted', reason: null, message: 'Lead loaded into the dialer.', callerId: expect.toBeOneOf([null, expect.stringMatching(/^\d{10}$/)]) });
    const found = (await call(t, 'GET', `${ws()}/campaignLeads?prefix=2125550401`, owner)).json().data as CampaignLead[];
    expect(found.map((l) => [l.status, l.campaignId])).toEqual([['LOADED', DEMO_CAMPAIGNS.winBackMetro]]);
  });

  it('rejects an invalid number, and a duplicate when the campaign rejects duplicates', async () => {
    const invalid = await loadLead(lead({ phone: '555-0134' }));
    expect(invalid.json().data).toEqual({ status: 'Rejected', reason: 'INVALID', message: 'The phone number is not a valid US or Canadian number.', callerId: null });
    const c = (await call(t, 'GET', `${ws()}/campaigns/${DEMO_CAMPAIGNS.winBackMetro}`, owner)).json().data as Campaign;
    expect((await call(t, 'POST', `${ws()}/campaigns/${c.id}`, owner, { ...editable(c), features: { ...c.features, duplicatePrevention: true } })).statusCode).toBe(200);
    const dup = await loadLead(lead());
    expect(dup.json().data).toEqual({ status: 'Rejected', reason: 'DUPLICATE', message: 'Already a lead of this campaign', callerId: null });
  });

  it("runs the campaign's Watchtower checks and DataBoost in the domain order", async () => {
    // Q4 Home Services: duplicate prevention, national DNC (full-coverage SAN), known litigator, DataBoost sending active leads only.
    const q4 = (phone: string) => loadLead({ campaignId: DEMO_CAMPAIGNS.q4HomeServices, phone, state: 'TX', dialerListId: 'Appointment Setting North-L1' });
    expect((await q4(T.federalDnc)).json().data).toEqual({ status: 'Rejected', reason: 'DNC', message: 'National Do Not Call registry', callerId: null });
    expect((await q4(T.litigator)).json().data).toMatchObject({ status: 'Rejected', reason: 'TCPA_FLAG', message: 'Known litigator' });
    expect((await q4(T.inactive)).json().data).toMatchObject({ status: 'Rejected', reason: 'INACTIVE', message: 'Inactive (activity score 12)' });
    expect((await q4(T.clean)).json().data).toMatchObject({ status: 'Accepted', reason: null });
    expect((await q4(T.clean)).json().data).toMatchObject({ status: 'Rejected', reason: 'DUPLICATE' });
  });

  it('validates the request and scopes the key to its workspace', async () => {
    expect((await loadLead(lead({ dialerListId: null }))).json().message).toBe('Select a list.');
    const noPhone = await loadLead({ campaignId: DEMO_CAMPAIGNS.winBackMetro });
    expect([noPhone.statusCode, noPhone.json().errors[0]]).toEqual([400, { path: 'phone', message: 'Field is required' }]);
    expect((await loadLead(lead(), null)).statusCode).toBe(401);
    expect((await loadLead(lead(), 'tl_not-a-key')).statusCode).toBe(401);
    expect((await loadLead(lead(), collectionsKey)).statusCode).toBe(404);
    expect((await loadLead(lead({ campaignId: 'nope' }))).statusCode).toBe(404);
    const managed = await loadLead(lead({ campaignId: DEMO_CAMPAIGNS.collectionsManaged }), collectionsKey);
    expect([managed.statusCode, managed.json().message]).toEqual([409, 'A managed campaign forbids uploads.']);
  });
});

describe('POST /api/v1/lists/load', () => {
  const file = { bytes: Buffer.from('phone,state\n2125550501,NY\n2125550502,NY\nnope,NY\n'), filename: 'api.csv' };
  const request = (extra: object = {}) => JSON.stringify({
    dialerListId: 'Win-back East list 1', mappedCols: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }], ...extra,
  });

  it('processes the file in the background and POSTs the finished list to the webhook', async () => {
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/trueline`;
    const res = await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request({ webhookUrl: url }), file });
    expect(res.statusCode, res.body).toBe(200);
    const { listId } = res.json().data;
    expect(res.json().data).toEqual({ listId: expect.any(String), campaignId: DEMO_CAMPAIGNS.ownNumbers, status: 'PROCESSING' });
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(headers['x-trueline-event']).toBe('CampaignList');
    expect(body).toMatchObject({ type: 'CampaignList', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, payload: { id: listId, status: 'PROCESSED', processedBy: { firstName: 'API' } } });
    expect(body.payload.metrics).toMatchObject({ total: 3, valid: 2, invalid: 1 });
  });

  it('refuses a bad request and keeps nothing of the file', async () => {
    const count = async () => (await call(t, 'GET', `${ws()}/campaigns/${DEMO_CAMPAIGNS.ownNumbers}/lists`, owner)).json().data.length;
    const before = await count();
    expect((await loadList({ processRequest: request(), file })).json().message).toBe('Field is required');
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: 'x', file })).json().message).toBe('The request field must hold the processing request as JSON.');
    const hookBad = await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request({ webhookUrl: 'not a url' }), file });
    expect([hookBad.statusCode, hookBad.json().errors[0]]).toEqual([400, { path: 'processRequest.webhookUrl', message: 'Enter a public http(s) address for the webhook.' }]);
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request({ dialerListId: '' }), file })).json().message).toBe('Select a list.');
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request() })).json().message).toBe('Please select a CSV file to upload.');
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request(), file: { ...file, filename: 'api.xlsx' } })).json().message)
      .toBe('api.xlsx rejected because: Only .csv files are accepted.');
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request(), file }, collectionsKey)).statusCode).toBe(404);
    expect((await loadList({ campaignId: DEMO_CAMPAIGNS.ownNumbers, processRequest: request(), file }, null)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('is in the OpenAPI document with examples', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const lead = doc.paths['/api/v1/leads/load'].post;
    expect(JSON.stringify(lead)).toContain('(512) 555-0147');
    expect(doc.paths['/api/v1/lists/load'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });
});

describe('webhook delivery', () => {
  it('never reaches loopback or private addresses unless allowed', async () => {
    expect(['127.0.0.1', '10.1.2.3', '192.168.0.4', '172.20.0.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1'].every(isPrivateAddress)).toBe(true);
    expect(['8.8.8.8', '2001:4860:4860::8888', '172.32.0.1'].some(isPrivateAddress)).toBe(false);
    await expect(postWebhook('http://127.0.0.1:9/x', {}, { allowPrivate: false, event: 'CampaignList' })).rejects.toBeInstanceOf(WebhookError);
    await expect(postWebhook('http://localhost:9/x', {}, { allowPrivate: false, event: 'CampaignList' })).rejects.toBeInstanceOf(WebhookError);
    await expect(postWebhook('ftp://example.com/x', {}, { allowPrivate: true, event: 'CampaignList' })).rejects.toBeInstanceOf(WebhookError);
  });
});

describe('POST /api/v1/lists/load without ALLOW_PRIVATE_WEBHOOKS', () => {
  it('refuses a webhook on an IP literal, a local name or a private address (400) and never delivers there', async () => {
    const strict = await testApp({ start: true });
    try {
      const { owner: o } = await signInDemoTeam(strict);
      const key = (await call(strict, 'POST', `${ws()}/apiKeys?name=strict`, o)).json().data.key as string;
      const port = (hook.address() as AddressInfo).port;
      const file = { bytes: Buffer.from('phone,state\n2125550601,NY\n'), filename: 'api.csv' };
      const before = received.length;
      for (const webhookUrl of [`http://[::ffff:127.0.0.1]:${port}/`, `http://2130706433:${port}/`, `http://0x7f.1:${port}/`, `http://[::1]:${port}/`,
        `http://[::ffff:7f00:1]:${port}/`, `http://[fd00::1]:${port}/`, 'http://169.254.169.254/latest/meta-data', `http://localhost.:${port}/`]) {
        const body = await multipartBody({
          campaignId: DEMO_CAMPAIGNS.ownNumbers, file,
          processRequest: JSON.stringify({ dialerListId: 'Win-back East list 1', mappedCols: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }], webhookUrl }),
        });
        const res = await strict.app.inject({ method: 'POST', url: '/api/v1/lists/load', headers: { 'x-api-key': key, ...body.headers }, payload: body.payload });
        expect(res.statusCode, webhookUrl).toBe(400);
        expect(res.json(), webhookUrl).toEqual({ message: 'Enter a public http(s) address for the webhook.', code: 'VALIDATION', errors: [{ path: 'processRequest.webhookUrl', message: 'Enter a public http(s) address for the webhook.' }] });
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(received.length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
