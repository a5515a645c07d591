import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGING_LIST_MESSAGES as M, MESSAGING_LIST_LIMITS } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { newId } from '../../platform/crypto';
import { DEMO_MESSAGING_CAMPAIGNS } from '../../db/seed/14-messaging-campaigns';
import { SMS_EVENT_HEADERS } from '../../providers/sms/sms';
import { messagingOptOuts } from '../opt-outs/opt-outs.tables';
import { webhookDeliveries } from '../webhooks/webhooks.tables';
import { messagingCampaigns } from '../messaging-campaigns/messaging-campaigns.tables';
import * as repo from './messaging-leads.repo';
import { agentLinks } from './agent-links';

let t: TestApp;
let team: Awaited<ReturnType<typeof signInDemoTeam>>;
const campaignId = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
const ws = DEMO.ws.sales;
const leadsUrl = (rest = '', w: string = ws, org: string = DEMO.orgId) => `/api/orgs/${org}/workspaces/${w}/messagingCampaignLeads${rest}`;
const lead = { id: newId(), phone: '5125550110' };
const optedOutLead = { id: newId(), phone: '5125550199' };
const doNotContact = { id: '00000000-0000-4000-8000-00000000e8d2', name: 'Do not contact' };

beforeAll(async () => {
  t = await testApp();
  team = await signInDemoTeam(t);
  await repo.insertLeads(t.deps.db, [lead, optedOutLead].map((l) => ({
    id: l.id, workspaceId: ws, campaignId, listId: null, phone: l.phone, status: 'CONVERSATION' as const, zones: ['America/Chicago'],
    senderNumber: '5125557001', leadData: { FirstName: 'Ana', LastName: 'Lopez', City: 'Austin' }, sent: new Date(),
  })));
  await repo.insertMessages(t.deps.db, [
    { id: newId(), workspaceId: ws, campaignId, leadId: lead.id, direction: 'OUT', author: 'CAMPAIGN', kind: 'INITIAL', body: 'Hi Ana', fromNumber: '5125557001', toNumber: lead.phone, status: 'DELIVERED', created: new Date(Date.now() - 60_000) },
    { id: newId(), workspaceId: ws, campaignId, leadId: lead.id, direction: 'IN', author: 'LEAD', kind: 'REPLY', body: 'What time?', fromNumber: lead.phone, toNumber: '5125557001', status: 'RECEIVED', created: new Date() },
  ]);
});
afterAll(async () => t.close());

const roles = () => [['SuperAdmin', team.superadmin], ['Owner', team.owner], ['Admin', team.admin]] as [string, Session][];

describe('lead routes (spec 3 §7)', () => {
  it('searches a campaign’s leads by number prefix for each role; another organisation gets 404', async () => {
    for (const [role, s] of roles()) {
      const res = await call(t, 'GET', leadsUrl(`?prefix=512555011&campaignId=${campaignId}`), s);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.map((l: { phone: string }) => l.phone)).toEqual(['5125550110']);
    }
    expect((await call(t, 'GET', leadsUrl(`?prefix=512&campaignId=${campaignId}`, DEMO.ws.other, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl(`?prefix=512&campaignId=${campaignId}`), team.otherOwner)).statusCode).toBe(404);
    // A campaign of another workspace does not exist here.
    expect((await call(t, 'GET', leadsUrl(`?prefix=512&campaignId=${campaignId}`, DEMO.ws.collections), team.owner)).statusCode).toBe(404);
  });

  it('refuses a prefix under 3 digits with the spec’s text', async () => {
    for (const prefix of ['51', '5-1', '']) {
      const res = await call(t, 'GET', leadsUrl(`?prefix=${encodeURIComponent(prefix)}&campaignId=${campaignId}`), team.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.leadSearchShort);
    }
  });

  it('answers a lead’s conversation oldest first, for each role; another organisation gets 404', async () => {
    for (const [role, s] of roles()) {
      const res = await call(t, 'GET', leadsUrl(`/${lead.id}/messages`), s);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.map((m: { message: string; status: string }) => `${m.status} ${m.message}`)).toEqual(['DELIVERED Hi Ana', 'RECEIVED What time?']);
    }
    expect((await call(t, 'GET', leadsUrl(`/${lead.id}/messages`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl(`/${lead.id}/messages`, DEMO.ws.other, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl(`/${newId()}/messages`), team.owner)).statusCode).toBe(404);
  });

  it('issues a signed agent link that expires after agentLinkHours, for each role; another organisation gets 404', async () => {
    for (const [role, s] of roles()) {
      const res = await call(t, 'GET', leadsUrl(`/${lead.id}/agentLink`), s);
      expect(res.statusCode, role).toBe(200);
      const { url, expires } = res.json().data;
      expect(url).toMatch(/\/engage\/chat\/[\w-]+\.[0-9a-z]+\.[\w-]{22}$/);
      expect(Date.parse(expires) - Date.now()).toBeGreaterThan((MESSAGING_LIST_LIMITS.agentLinkHours - 1) * 3_600_000);
    }
    expect((await call(t, 'GET', leadsUrl(`/${lead.id}/agentLink`, DEMO.ws.other, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
  });

  it('downloads the campaign’s leads (GET, as spec 3 §7) through the export service, for each role; another organisation gets 404', async () => {
    for (const [role, s] of roles()) {
      const res = await call(t, 'GET', leadsUrl(`/download?campaignId=${campaignId}`), s);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.message).toBe('Your request is processing. You will be notified when the file is ready to download.');
    }
    expect((await call(t, 'GET', leadsUrl(`/download?campaignId=${campaignId}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl(`/download?campaignId=${campaignId}`, DEMO.ws.other, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl(`/download?campaignId=${newId()}`), team.owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', leadsUrl('/download'), team.owner)).statusCode).toBe(400);
  });

  it('writes the download’s CSV: the table’s columns and the lead data', async () => {
    const rows: (string | number)[][] = [];
    for await (const r of t.services.messagingLeads.leads.csvRows(ws, campaignId)) rows.push(r);
    expect(rows[0]).toEqual(['Phone', 'Status', 'Info', 'Carrier', 'Sent', 'Result', 'Finalized', 'Disposition', 'Disposition time', 'Lead data']);
    expect(rows.slice(1).map((r) => r[0])).toContain('5125550110');
  });
});

describe('the agent chat behind the signed link', () => {
  const tokenOf = async (id: string) => {
    const { url } = (await call(t, 'GET', leadsUrl(`/${id}/agentLink`), team.owner)).json().data as { url: string };
    return url.split('/').pop()!;
  };
  const chat = (token: string, rest = '') => `/api/v1/engage/conversations/${token}${rest}`;

  it('reads the conversation with the campaign’s name and dispositions', async () => {
    const res = await call(t, 'GET', chat(await tokenOf(lead.id)));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.campaignName).toBe('Appointment reminders');
    expect(data.lead.phone).toBe(lead.phone);
    expect(data.messages.map((m: { message: string }) => m.message)).toEqual(['Hi Ana', 'What time?']);
    expect(data.dispositions.map((d: { disposition: string }) => d.disposition)).toEqual(['Success', 'Do not contact']);
  });

  it('refuses a tampered, expired or foreign token with 401 and the link text', async () => {
    const token = await tokenOf(lead.id);
    const [id, exp, mac] = token.split('.') as [string, string, string];
    const later = (parseInt(exp, 36) + 86_400).toString(36);
    const expired = agentLinks({ ...t.deps, now: () => new Date(Date.now() - (MESSAGING_LIST_LIMITS.agentLinkHours + 1) * 3_600_000) }).issue(lead.id).token;
    const otherKey = agentLinks({ ...t.deps, secretKey: 'another-server-key' }).issue(lead.id).token;
    for (const bad of [`${id}.${exp}.${mac.slice(0, -2)}xx`, `${optedOutLead.id}.${exp}.${mac}`, `${id}.${later}.${mac}`, expired, otherKey, 'nonsense']) {
      for (const [method, rest, payload] of [['GET', '', undefined], ['POST', '/messages', { message: 'hi' }], ['POST', '/disposition', { dispositionId: doNotContact.id }]] as const) {
        const res = await call(t, method, chat(bad, rest), undefined, payload);
        expect(res.statusCode, `${method} ${rest}`).toBe(401);
        expect(res.json().message).toBe(M.agentLinkInvalid);
      }
    }
  });

  it('sends the agent’s reply from the lead’s number, and refuses an empty one or to an opted-out lead', async () => {
    const token = await tokenOf(lead.id);
    const res = await call(t, 'POST', chat(token, '/messages'), undefined, { message: 'We open at 9.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'We open at 9.', author: 'AGENT', status: 'SENT' });
    const empty = await call(t, 'POST', chat(token, '/messages'), undefined, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.agentReplyRequired);

    await t.services.optOuts.service.optOut(ws, optedOutLead.phone, campaignId, 'STOP');
    const refused = await call(t, 'POST', chat(await tokenOf(optedOutLead.id), '/messages'), undefined, { message: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.leadOptedOut);
  });

  it('sets the final disposition: Do not contact suppresses the number and fires the Final disposition webhook', async () => {
    const created = await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${ws}/webhooks`, team.owner, {
      name: 'Engage events', url: 'https://hooks.example.com/engage', eventType: 'MessagingCampaignEvent', status: 'ACTIVE', webhookAuth: { authType: 'None' }, campaignFilter: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const hook = created.json().data as { id: string };
    const [row] = await t.deps.db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, campaignId));
    await t.deps.db.update(messagingCampaigns).set({ webhooks: { ...row!.webhooks, disposition: hook.id } }).where(eq(messagingCampaigns.id, campaignId));

    const token = await tokenOf(lead.id);
    const unknown = await call(t, 'POST', chat(token, '/disposition'), undefined, { dispositionId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.dispositionUnknown);

    const res = await call(t, 'POST', chat(token, '/disposition'), undefined, { dispositionId: doNotContact.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.disposition).toEqual({ id: doNotContact.id, disposition: doNotContact.name });
    expect(res.json().data.dispositionTimestamp).not.toBeNull();
    const suppressed = await t.deps.db.select().from(messagingOptOuts).where(and(eq(messagingOptOuts.workspaceId, ws), eq(messagingOptOuts.phone, lead.phone)));
    expect(suppressed.map((o) => o.reason)).toContain('DO_NOT_CONTACT');
    const deliveries = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect(deliveries).toHaveLength(1);
    expect(JSON.stringify(deliveries[0])).toContain('"event":"disposition"');
  });
});

describe('POST /api/v1/engage/provider-events', () => {
  const signingKey = () => crypto.createHmac('sha256', t.deps.secretKey).update('sms-provider-events').digest('hex');
  const post = (body: string, signature: string, timestamp = String(Math.floor(Date.now() / 1000))) => t.app.inject({
    method: 'POST', url: '/api/v1/engage/provider-events', payload: body,
    headers: { 'content-type': 'application/json', [SMS_EVENT_HEADERS.timestamp]: timestamp, [SMS_EVENT_HEADERS.signature]: signature },
  });

  it('applies a signed post and refuses a bad signature or an old timestamp with 401 and our text', async () => {
    const body = JSON.stringify({ events: [] });
    const ts = String(Math.floor(Date.now() / 1000));
    const good = crypto.createHmac('sha256', signingKey()).update(`${ts}.${body}`).digest('hex');
    expect((await post(body, good, ts)).statusCode).toBe(200);

    const bad = await post(body, good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), ts);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(M.providerSignatureInvalid);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    const stale = await post(body, crypto.createHmac('sha256', signingKey()).update(`${old}.${body}`).digest('hex'), old);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(M.providerSignatureInvalid);
  });
});
