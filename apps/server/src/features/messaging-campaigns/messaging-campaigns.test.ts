import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MESSAGING_SCHEDULE, MESSAGING_CAMPAIGN_STATUSES, MESSAGING_CAMPAIGN_STATUS_LABELS, MESSAGING_MESSAGES as M, MESSAGING_TRANSITIONS,
  canTransition, type MessagingCampaign, type MessagingCampaignStatus, type MessagingTransition,
} from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { DEMO_RECORD_SETS } from '../../db/seed/11-record-sets';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';
import { DEMO_MESSAGING_CAMPAIGNS } from '../../db/seed/14-messaging-campaigns';
import { FILLED_MESSAGES, bodyOf, createMc, forceStatus, mcUrl as url, save } from './messaging-campaigns.test-helpers';
import * as repo from './messaging-campaigns.repo';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;

beforeAll(async () => {
  t = await testApp();
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const errorsOf = (res: { json(): { errors?: unknown } }) => res.json().errors;

describe('messagingCampaigns.list, get and senderSources', () => {
  it('lists the demo campaigns for every role; Inactive shows COMPLETE and DELETED ones only', async () => {
    for (const s of [owner, admin, superadmin]) {
      const res = await call(t, 'GET', url(), s);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as MessagingCampaign[];
      expect(rows.find((c) => c.id === DEMO_MESSAGING_CAMPAIGNS.appointmentReminders)).toMatchObject({ name: 'Appointment reminders', campaignStatus: 'ACTIVE', status: 'ACTIVE', senderSourceType: 'LONG_CODE' });
      expect(rows.find((c) => c.id === DEMO_MESSAGING_CAMPAIGNS.springTuneUp)).toMatchObject({ campaignStatus: 'DRAFT' });
    }
    const inactive = (await call(t, 'GET', url('?status=Inactive'), owner)).json().data as MessagingCampaign[];
    expect(inactive.every((c) => c.campaignStatus === 'COMPLETE' || c.campaignStatus === 'DELETED')).toBe(true);
    expect((await call(t, 'GET', url('?status=Nope'), owner)).statusCode).toBe(400);
  });

  it('answers one campaign with its texts, schedule, dispositions and events newest first', async () => {
    const c = (await call(t, 'GET', url(`/${DEMO_MESSAGING_CAMPAIGNS.appointmentReminders}`), admin)).json().data as MessagingCampaign;
    expect(c).toMatchObject({
      provisioningType: 'SmsMessaging', senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts, aegisWorkflowId: DEMO_WORKFLOWS.smsConsent,
      dncRecordSets: [DEMO_RECORD_SETS.internalDnc], rejectionReason: null, forecastFinish: null,
      allCampaignFields: ['Phone', 'FirstName', 'LastName', 'Email', 'Address1', 'Address2', 'City', 'State', 'Zip', 'FromNumber', 'AppointmentDate', 'Technician'],
      dispositions: [expect.objectContaining({ disposition: 'Success', success: true }), expect.objectContaining({ disposition: 'Do not contact', doNotContact: true })],
    });
    expect(Object.values(c.messages).every((m) => m !== '')).toBe(true);
    expect(c.events.map((e) => e.message)[0]).toBe('Campaign started by owner@demo.test');
    expect(c.events.at(-1)?.message).toBe('Campaign created by owner@demo.test');
  });

  it('answers 404 for another organisation, another workspace and an unknown id; 401 anonymously', async () => {
    const id = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
    expect((await call(t, 'GET', url(), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(`/${id}`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(`/${id}`, DEMO.ws.other, DEMO.otherOrgId), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(`/${id}`, DEMO.ws.collections), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url('/nope'), owner)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(`/${id}/pause`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url())).statusCode).toBe(401);
  });

  it('offers the ACTIVE Core messaging campaigns with an SMS campaign as sending sources, counting the numbers that may send', async () => {
    const res = await call(t, 'GET', url('/senderSources'), owner);
    expect(res.statusCode, res.body).toBe(200);
    const pool = await t.services.pools.service.poolOf(DEMO_CAMPAIGNS.appointmentAlerts);
    const sending = pool.filter((n) => ['ACTIVE', 'PENDING'].includes(n.status) && n.appToPersonValid).length;
    expect(res.json().data).toEqual([{
      id: DEMO_CAMPAIGNS.appointmentAlerts, name: 'Appointment Alerts SMS', status: 'ACTIVE', campaignType: 'LONG_CODE', mmsEnabled: false,
      smsCampaignName: 'Service appointment alerts', sendingNumbers: sending,
    }]);
    expect((await call(t, 'GET', url('/senderSources', DEMO.ws.collections), owner)).json().data).toEqual([]);
  });
});

describe('messagingCampaigns.create', () => {
  it('creates a DRAFT named New campaign with the default week, logged', async () => {
    const c = await createMc(t, admin);
    expect(c).toMatchObject({
      name: 'New campaign', campaignStatus: 'DRAFT', status: 'ACTIVE', senderSourceType: 'LONG_CODE', senderSourceId: null, folderId: null,
      dispositions: [], customFields: [], rejectionReason: null, notifications: { sendConversationEmail: false },
      webhooks: { deliveryResult: null, optIn: null }, messages: { outgoingMessage: '', outgoingMessageFiles: [] },
    });
    expect(c.schedule).toEqual({ ...DEFAULT_MESSAGING_SCHEDULE, exceptions: [] });
    expect(c.events).toEqual([expect.objectContaining({ type: 'INFO', category: 'Settings', message: 'Campaign created by admin@demo.test' })]);
    expect((await createMc(t, owner, { name: '  Fall promo ' })).name).toBe('Fall promo');
    expect((await createMc(t, owner, { name: ' ' })).name).toBe('New campaign');
  });

  it('refuses a name that is too long, a folder of another scope or workspace; another organisation gets 404', async () => {
    expect((await call(t, 'POST', url(), owner, { name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call(t, 'POST', url(), owner, { folderId: 'nope' })).statusCode).toBe(404);
    expect((await call(t, 'POST', url(), otherOwner, {})).statusCode).toBe(404);
  });
});

describe('messagingCampaigns.update', () => {
  it('saves the whole campaign in DRAFT: overview, dispositions with ids, exceptions, webhooks and the default email', async () => {
    const c = await createMc(t, owner);
    const res = await save(t, owner, c, bodyOf(c, {
      name: 'Reminders', senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts, aegisWorkflowId: DEMO_WORKFLOWS.smsConsent, runWorkflowBeforeSend: true,
      dncRecordSets: [DEMO_RECORD_SETS.internalDnc, DEMO_RECORD_SETS.internalDnc], customFields: ['Offer', 'Phone', 'Offer'], messages: FILLED_MESSAGES,
      dispositions: [{ disposition: 'Success', success: true }, { disposition: 'Do not contact', doNotContact: true }],
      schedule: { ...c.schedule, exceptions: [{ date: '2026-12-24', schedule: [{ start: 480, end: 720 }] }] },
      notifications: { sendConversationEmail: true, conversationEmail: { to: ['ops@demo.test'], cc: [], subject: '', htmlBody: '' } },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as MessagingCampaign;
    expect(saved).toMatchObject({
      name: 'Reminders', senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts, runWorkflowBeforeSend: true, dncRecordSets: [DEMO_RECORD_SETS.internalDnc],
      customFields: ['Offer'], messages: { ...FILLED_MESSAGES, outgoingMessageFiles: [] },
      notifications: { sendConversationEmail: true, conversationEmail: { to: ['ops@demo.test'], subject: M.defaultEmailSubject, htmlBody: M.defaultEmailBody } },
    });
    expect(saved.dispositions.map((d) => d.id).every(Boolean)).toBe(true);
    expect(saved.schedule.exceptions[0]).toMatchObject({ id: expect.any(String), date: '2026-12-24' });
    expect(saved.events[0]).toMatchObject({ category: 'Settings', message: 'Campaign settings saved by owner@demo.test' });
    // Saved again as answered: the ids stay.
    const again = (await save(t, owner, c, bodyOf(saved))).json().data as MessagingCampaign;
    expect(again.dispositions.map((d) => d.id)).toEqual(saved.dispositions.map((d) => d.id));
    expect(again.schedule.exceptions[0]!.id).toBe(saved.schedule.exceptions[0]!.id);
  });

  it('refuses with the contract texts: required name, custom fields, emails, schedule', async () => {
    const c = await createMc(t, owner);
    const res = await save(t, owner, c, bodyOf(c, {
      name: ' ', customFields: ['not ok'], notifications: { sendConversationEmail: true, conversationEmail: { to: ['nope'], cc: [], subject: '', htmlBody: '' } },
      schedule: { ...c.schedule, monday: [{ start: 600, end: 500 }], exceptions: [{ date: '2026-01-01' }, { date: '2026-01-01' }] },
    }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(expect.arrayContaining([
      { path: 'name', message: 'Field is required' },
      { path: 'customFields.0', message: M.customFieldInvalid },
      { path: 'notifications.conversationEmail.to.0', message: 'Invalid email: nope' },
      { path: 'schedule.monday.0.end', message: 'Choose an end time later than the start time.' },
      { path: 'schedule.exceptions.1.date', message: M.exceptionDateTaken },
    ]));
  });

  it('checks the references in the workspace: source and its type, workflow, record sets, webhooks', async () => {
    const c = await createMc(t, owner);
    const wrongType = await save(t, owner, c, bodyOf(c, { senderSourceType: 'TOLL_FREE', senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts }));
    expect(errorsOf(wrongType)).toEqual([{ path: 'senderSourceId', message: 'The sending source is not a Toll free campaign.' }]);
    const bad = await save(t, owner, c, bodyOf(c, {
      senderSourceId: DEMO_CAMPAIGNS.q4HomeServices, aegisWorkflowId: DEMO_WORKFLOWS.nightlyLoad, dncRecordSets: [DEMO_RECORD_SETS.ebr, 'nope'],
      webhooks: { deliveryResult: 'nope' } as never,
    }));
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      { path: 'senderSourceId', message: M.senderSourceInvalid },
      { path: 'aegisWorkflowId', message: M.workflowInvalid },
      { path: 'dncRecordSets.1', message: M.recordSetInvalid },
      { path: 'webhooks.deliveryResult', message: M.webhookInvalid },
    ]);
    const draftFlow = await save(t, owner, c, bodyOf(c, { aegisWorkflowId: DEMO_WORKFLOWS.afterHours }));
    expect(errorsOf(draftFlow)).toEqual([{ path: 'aegisWorkflowId', message: M.workflowInvalid }]);
    // Only webhooks of type MessagingCampaignEvent.
    const hook = async (eventType: string) => (await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/webhooks`, owner, {
      name: `Hook ${eventType}`, url: 'https://hooks.example.com/engage', eventType, status: 'ACTIVE', webhookAuth: { authType: 'None' }, campaignFilter: [],
    })).json().data.id as string;
    const lists = await hook('CampaignList');
    expect(errorsOf(await save(t, owner, c, bodyOf(c, { webhooks: { optOut: lists } as never })))).toEqual([{ path: 'webhooks.optOut', message: M.webhookInvalid }]);
    const events = await hook('MessagingCampaignEvent');
    const ok = await save(t, owner, c, bodyOf(c, { webhooks: { optOut: events, optIn: events } as never }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.webhooks).toMatchObject({ optOut: events, optIn: events, deliveryResult: null });
  });

  it('locks the Overview outside DRAFT: a change is refused with 409, the rest still saves', async () => {
    const c = await createMc(t, owner);
    const draft = (await save(t, owner, c, bodyOf(c, { messages: FILLED_MESSAGES, senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts }))).json().data as MessagingCampaign;
    const pending = (await call(t, 'POST', url(`/${c.id}/requestApproval`), owner)).json().data as MessagingCampaign;
    expect(pending.campaignStatus).toBe('PENDING_APPROVAL');
    for (const patch of [
      { messages: { ...FILLED_MESSAGES, helpMessage: 'Changed' } }, { senderSourceId: null }, { customFields: ['Extra'] },
      { runWorkflowBeforeSend: true }, { dncRecordSets: [DEMO_RECORD_SETS.internalDnc] }, { senderSourceType: 'SHORT_CODE' as const },
    ]) {
      const res = await save(t, admin, c, bodyOf(draft, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(res.json().message).toBe(M.overviewLocked);
    }
    const res = await save(t, admin, c, bodyOf(draft, {
      name: 'Renamed', dispositions: [{ disposition: 'Booked', success: true }], schedule: { ...draft.schedule, sunday: [{ start: 600, end: 660 }] },
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed', campaignStatus: 'PENDING_APPROVAL', messages: FILLED_MESSAGES, schedule: { sunday: [{ start: 600, end: 660 }] } });
  });
});

describe('messagingCampaigns state machine', () => {
  const ACTIONS = Object.keys(MESSAGING_TRANSITIONS) as MessagingTransition[];
  const actionUrl = (id: string, action: MessagingTransition) => url(`/${id}/${action}${action === 'reject' ? '?comment=Too%20vague' : ''}`);

  it('allows each action only from its statuses, and answers the status it leads to', async () => {
    const c = await createMc(t, owner);
    await save(t, owner, c, bodyOf(c, { messages: FILLED_MESSAGES }));
    for (const action of ACTIONS) {
      for (const from of MESSAGING_CAMPAIGN_STATUSES) {
        await forceStatus(t, c.id, from);
        const res = await call(t, 'POST', actionUrl(c.id, action), superadmin);
        if (canTransition(action, from)) {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(200);
          expect(res.json().data.campaignStatus).toBe(MESSAGING_TRANSITIONS[action].to);
        } else {
          expect(res.statusCode, `${action} from ${from}`).toBe(409);
          expect(res.json().message).toBe(M.notAllowed.replace('{status}', MESSAGING_CAMPAIGN_STATUS_LABELS[from]));
        }
      }
    }
  });

  it('walks a campaign through approval: request, reject with a reason, request again, approve, start, stop, back to draft', async () => {
    const c = await createMc(t, owner);
    const missing = await call(t, 'POST', url(`/${c.id}/requestApproval`), owner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: M.approvalMessagesMissing,
      errors: ['outgoingMessage', 'helpMessage', 'stopMessage', 'startMessage'].map((f) => ({ path: `messages.${f}`, message: 'Field is required' })),
    });
    await save(t, owner, c, bodyOf(c, { messages: { ...FILLED_MESSAGES, responseMessage: '' } }));
    const step = async (s: Session, action: string, expected: MessagingCampaignStatus) => {
      const res = await call(t, 'POST', url(`/${c.id}/${action}`), s);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      expect(res.json().data.campaignStatus).toBe(expected);
      return res.json().data as MessagingCampaign;
    };
    await step(owner, 'requestApproval', 'PENDING_APPROVAL');
    const noReason = await call(t, 'POST', url(`/${c.id}/reject`), superadmin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.rejectReasonRequired);
    expect((await call(t, 'POST', url(`/${c.id}/reject?comment=%20`), superadmin)).json().message).toBe(M.rejectReasonRequired);
    const rejected = await step(superadmin, 'reject?comment=Add%20the%20brand%20name', 'DRAFT');
    expect(rejected.rejectionReason).toBe('Add the brand name');
    expect(rejected.events[0]).toMatchObject({ type: 'WARNING', category: 'Status', message: 'Campaign rejected by superadmin@demo.test: Add the brand name' });
    expect((await step(admin, 'requestApproval', 'PENDING_APPROVAL')).rejectionReason).toBeNull();
    expect((await step(superadmin, 'approve', 'READY')).events[0]).toMatchObject({ type: 'SUCCESS', message: 'Campaign approved by superadmin@demo.test' });
    await step(owner, 'activate', 'ACTIVE');
    await step(admin, 'pause', 'READY');
    await step(owner, 'activate', 'ACTIVE');
    const back = await step(owner, 'returnToDraft', 'DRAFT');
    expect(back.events.slice(0, 6).map((e) => e.message)).toEqual([
      'Campaign returned to draft by owner@demo.test', 'Campaign started by owner@demo.test', 'Campaign stopped by admin@demo.test',
      'Campaign started by owner@demo.test', 'Campaign approved by superadmin@demo.test', 'Approval requested by admin@demo.test',
    ]);
  });

  it('lets only SuperAdmin approve or reject: 403 for Owner and Admin, 404 for another organisation', async () => {
    const c = await createMc(t, owner);
    await forceStatus(t, c.id, 'PENDING_APPROVAL');
    for (const s of [owner, admin]) {
      expect((await call(t, 'POST', url(`/${c.id}/approve`), s)).statusCode).toBe(403);
      expect((await call(t, 'POST', url(`/${c.id}/reject?comment=No`), s)).statusCode).toBe(403);
    }
    expect((await call(t, 'POST', url(`/${c.id}/approve`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(`/${c.id}`), owner)).json().data.campaignStatus).toBe('PENDING_APPROVAL');
  });

  it('deletes with the exact name: DELETED under Inactive, nothing else changes it after', async () => {
    const c = await createMc(t, owner, { name: 'To delete' });
    const wrong = await call(t, 'DELETE', url(`/${c.id}?confirmName=to%20delete`), owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: M.nameMismatch, errors: [{ path: 'confirmName', message: M.nameMismatch }] });
    expect((await call(t, 'DELETE', url(`/${c.id}`), owner)).statusCode).toBe(400);
    const res = await call(t, 'DELETE', url(`/${c.id}?confirmName=To%20delete`), admin);
    expect(res.statusCode, res.body).toBe(200);
    const gone = (await call(t, 'GET', url(`/${c.id}`), owner)).json().data as MessagingCampaign;
    expect(gone).toMatchObject({ campaignStatus: 'DELETED', status: 'DELETED' });
    expect(gone.events[0]!.message).toBe('Campaign deleted by admin@demo.test');
    expect(((await call(t, 'GET', url(), owner)).json().data as MessagingCampaign[]).map((x) => x.id)).not.toContain(c.id);
    expect(((await call(t, 'GET', url('?status=Inactive'), owner)).json().data as MessagingCampaign[]).map((x) => x.id)).toContain(c.id);
    expect(((await call(t, 'GET', url('?status=All'), owner)).json().data as MessagingCampaign[]).map((x) => x.id)).toContain(c.id);
    const notAllowed = M.notAllowed.replace('{status}', 'Deleted');
    expect((await save(t, owner, c, bodyOf(gone))).json().message).toBe(notAllowed);
    expect((await call(t, 'DELETE', url(`/${c.id}?confirmName=To%20delete`), owner)).json().message).toBe(notAllowed);
    expect((await call(t, 'PUT', url(`/${c.id}/folder`), owner)).statusCode).toBe(409);
  });
});

describe('messagingCampaigns events', () => {
  it('shows ERROR events to SuperAdmin only, in the answer and in the CSV, with formulas neutralised', async () => {
    const c = await createMc(t, owner);
    await repo.addEvent(t.deps.db, c.id, 'ERROR', 'Sending', 'Carrier refused the batch', new Date(Date.now() + 1000));
    await repo.addEvent(t.deps.db, c.id, 'WARNING', 'Sending', '=HYPERLINK("http://evil.example")', new Date(Date.now() + 2000));
    const as = async (s: Session) => ((await call(t, 'GET', url(`/${c.id}`), s)).json().data as MessagingCampaign).events.map((e) => e.type);
    expect(await as(owner)).toEqual(['WARNING', 'INFO']);
    expect(await as(admin)).toEqual(['WARNING', 'INFO']);
    expect(await as(superadmin)).toEqual(['WARNING', 'ERROR', 'INFO']);

    const csv = await call(t, 'GET', url(`/logs/download?campaignId=${c.id}`), owner);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`campaign-events-${c.id}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Category,Message');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Sending,"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv.body).not.toContain('Carrier refused');
    expect((await call(t, 'GET', url(`/logs/download?campaignId=${c.id}`), superadmin)).body).toContain('Carrier refused');
    expect((await call(t, 'GET', url(`/logs/download?campaignId=${c.id}`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url('/logs/download?campaignId=nope'), owner)).statusCode).toBe(404);
  });
});

describe('messagingCampaigns folders and webhooks', () => {
  it('moves a campaign into a MessagingCampaign folder, which then counts it', async () => {
    const c = await createMc(t, owner);
    const folders = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`;
    const folder = (await call(t, 'POST', folders, owner, { scope: 'MessagingCampaign', name: 'Engage' })).json().data;
    const other = (await call(t, 'POST', folders, owner, { scope: 'RecordSet', name: 'Sets' })).json().data;
    expect((await call(t, 'PUT', url(`/${c.id}/folder?folderId=${other.id}`), owner)).statusCode).toBe(404);
    const moved = await call(t, 'PUT', url(`/${c.id}/folder?folderId=${folder.id}`), admin);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.folderId).toBe(folder.id);
    expect((await call(t, 'DELETE', `${folders}/${folder.id}`, owner)).statusCode).toBe(409);
    expect((await call(t, 'PUT', url(`/${c.id}/folder`), owner)).json().data.folderId).toBeNull();
    expect((await call(t, 'DELETE', `${folders}/${folder.id}`, owner)).statusCode).toBe(200);
  });

  it('offers messaging campaigns to status webhook filters and fires MessagingCampaignStatus on a status change', async () => {
    const c = await createMc(t, owner);
    await save(t, owner, c, bodyOf(c, { messages: FILLED_MESSAGES }));
    const hooks = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/webhooks`;
    const created = await call(t, 'POST', hooks, owner, {
      name: 'Engage status', url: 'https://hooks.example.com/status', eventType: 'MessagingCampaignStatus', status: 'ACTIVE',
      webhookAuth: { authType: 'None' }, campaignFilter: [c.id, DEMO_CAMPAIGNS.q4HomeServices, 'nope'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const hook = created.json().data;
    expect(hook.campaignFilter).toEqual([c.id]);
    await call(t, 'POST', url(`/${c.id}/requestApproval`), owner);
    await call(t, 'POST', url(`/${DEMO_MESSAGING_CAMPAIGNS.springTuneUp}/folder`), owner); // not a status change, and not in the filter
    const deliveries = (await call(t, 'GET', `${hooks}/${hook.id}/deliveries`, owner)).json().data as { eventType: string }[];
    expect(deliveries.map((d) => d.eventType)).toEqual(['MessagingCampaignStatus']);
  });
});

describe('messagingCampaigns realtime', () => {
  it('publishes every save and status change on the workspace and campaign channels, without the event log', async () => {
    const spy = vi.spyOn(t.deps.realtime, 'publish');
    try {
      const c = await createMc(t, owner);
      await save(t, owner, c, bodyOf(c, { name: 'Live', messages: FILLED_MESSAGES }));
      await call(t, 'POST', url(`/${c.id}/requestApproval`), owner);
      const mine = spy.mock.calls.filter(([, e]) => e.type === 'MessagingCampaign' && e.payload.id === c.id);
      expect(mine.map(([channel]) => channel)).toEqual([
        `workspace:${DEMO.ws.sales}`, `messagingCampaign:${c.id}`, `workspace:${DEMO.ws.sales}`, `messagingCampaign:${c.id}`, `workspace:${DEMO.ws.sales}`, `messagingCampaign:${c.id}`,
      ]);
      expect(mine.at(-1)![1].payload).toMatchObject({ name: 'Live', campaignStatus: 'PENDING_APPROVAL', events: [] });
    } finally {
      spy.mockRestore();
    }
  });
});
