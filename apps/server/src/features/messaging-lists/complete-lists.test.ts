import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGING_LIST_MESSAGES as M, type MessagingLeadStatus, type MessagingList, type ServerMessage } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { connectRealtime } from '../../platform/realtime.test-client';
import { hasOpenLeads } from '../messaging-leads/load-leads';
import { messagingLeads } from '../messaging-leads/messaging-leads.tables';
import { createMc, forceStatus, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';
import * as repo from './messaging-lists.repo';

let t: TestApp;
let owner: Session;
let baseUrl: string;

const lurl = (c: string, rest = '') => mcUrl(`/${c}/lists${rest}`);
const MAPPING = [{ columnIndex: 0, columnId: 'Phone' }];
const csv = (phones: string[]) => Buffer.from(['phone', ...phones].join('\n'));

async function processed(c: string, phones: string[]): Promise<MessagingList> {
  const body = await multipartBody({ file: { bytes: csv(phones), filename: 'done.csv', type: 'text/csv' } });
  const up = await t.app.inject({ method: 'POST', url: lurl(c), headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(up.statusCode, up.body).toBe(200);
  const l = up.json().data as MessagingList;
  expect((await call(t, 'POST', lurl(c, `/${l.id}/process`), owner, { mappedCols: MAPPING })).statusCode).toBe(200);
  for (let i = 0; i < 200; i++) {
    const now = (await call(t, 'GET', lurl(c, `/${l.id}`), owner)).json().data as MessagingList;
    if (now.status !== 'PROCESSING') return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('list not processed');
}
const get = async (l: MessagingList) => (await call(t, 'GET', lurl(l.messagingCampaignId, `/${l.id}`), owner)).json().data as MessagingList;
const act = (l: MessagingList, action: 'activate' | 'pause') => call(t, 'POST', lurl(l.messagingCampaignId, `/${l.id}/${action}`), owner);
/** Every lead of the list the sending engine texted gets `status` (the scrub's refusals stay as they are). */
const setSent = (l: MessagingList, status: MessagingLeadStatus) =>
  t.deps.db.update(messagingLeads).set({ status }).where(and(eq(messagingLeads.listId, l.id), sql`${messagingLeads.status} in ('READY', 'SENDING', 'SENT', 'DELIVERED', 'FAILED')`));
/** Numbers the sandbox DataBoost answers as not a landline (so the scrub loads them READY). */
async function mobiles(n: number, from = 2145552000): Promise<string[]> {
  const answers = await t.deps.dataBoost.validate(Array.from({ length: n * 6 }, (_, i) => String(from + i)));
  return answers.filter((x) => x.line_type !== 'Landline').map((x) => x.number).slice(0, n);
}
const complete = () => t.services.messagingLists.completeFinished();

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ owner } = await signInDemoTeam(t));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The sending engine stays out of it: the leads' statuses are set by the test.
  t.services.messagingLists.ports.listActivated = async () => undefined;
});
afterAll(async () => t.close());

describe('messagingLists: COMPLETE once every lead is final', () => {
  it('completes an ACTIVE or PAUSED list with no lead READY, SENDING or SENT, with the log, the CampaignList event and the webhook', async () => {
    const c = await createMc(t, owner);
    const [a, b, d, e, f, g] = await mobiles(6);
    const active = await processed(c.id, [a!, b!, d!, 'nope']);
    const paused = await processed(c.id, [e!, f!]);
    const never = await processed(c.id, [g!]);
    await forceStatus(t, c.id, 'READY');
    expect((await act(active, 'activate')).json().data.status).toBe('ACTIVE');
    expect((await act(paused, 'activate')).json().data.status).toBe('ACTIVE');
    expect((await act(paused, 'pause')).json().data.status).toBe('PAUSED');
    expect((await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.listId, active.id))).length).toBe(4);

    // A lead still to be texted, being texted, or awaiting its receipt keeps the list open.
    for (const open of ['READY', 'SENDING', 'SENT'] as const) {
      await setSent(active, 'DELIVERED');
      const [one] = await t.deps.db.select({ id: messagingLeads.id }).from(messagingLeads).where(and(eq(messagingLeads.listId, active.id), ne(messagingLeads.status, 'INVALID'))).limit(1);
      await t.deps.db.update(messagingLeads).set({ status: open }).where(eq(messagingLeads.id, one!.id));
      await setSent(paused, open);
      await complete();
      expect([open, (await get(active)).status, (await get(paused)).status]).toEqual([open, 'ACTIVE', 'PAUSED']);
    }

    const emit = vi.spyOn(t.services.webhooks, 'emit');
    const live = await connectRealtime(baseUrl, owner.user.accessToken);
    expect(await live.subscribe([`messagingCampaign:${c.id}`])).toHaveLength(1);
    await setSent(active, 'DELIVERED');
    await t.deps.db.update(messagingLeads).set({ status: 'CONVERSATION' }).where(and(eq(messagingLeads.listId, active.id), eq(messagingLeads.phone, a!)));
    await setSent(paused, 'FAILED');
    expect(await complete()).toBeGreaterThanOrEqual(2);
    const isComplete = (l: MessagingList) => (m: ServerMessage) =>
      m.op === 'event' && m.channel === `messagingCampaign:${c.id}` && m.event.type === 'CampaignList' && m.event.payload.id === l.id && m.event.payload.status === 'COMPLETE';
    await live.next(isComplete(active));
    await live.next(isComplete(paused));
    await live.close();
    const fired = emit.mock.calls.map(([e]) => e).filter((e) => e.eventType === 'MessagingListStatus' && e.messagingCampaignId === c.id).map((e) => e.payload);
    expect(fired).toEqual(expect.arrayContaining([
      expect.objectContaining({ listId: active.id, status: 'COMPLETE', previousStatus: 'ACTIVE', changedBy: 'the sending engine' }),
      expect.objectContaining({ listId: paused.id, status: 'COMPLETE', previousStatus: 'PAUSED', changedBy: 'the sending engine' }),
    ]));
    emit.mockRestore();

    expect((await get(active)).status).toBe('COMPLETE');
    expect((await get(paused)).status).toBe('COMPLETE');
    // A list never activated stays READY, whatever its leads; a COMPLETE list is done.
    await setSent(never, 'DELIVERED');
    await complete();
    expect((await get(never)).status).toBe('READY');
    const again = await act(active, 'activate');
    expect([again.statusCode, again.json().message]).toEqual([409, M.cannotActivate]);
    expect(await complete()).toBe(0);
    const events = (await call(t, 'GET', mcUrl(`/${c.id}`), owner)).json().data.events as { message: string }[];
    expect(events.map((e) => e.message)).toContain(`List done.csv complete: every lead has its final status`);
  });

  it('asks whether a list has an open lead from the partial index, quickly on a list of 100,000 final leads', async () => {
    const c = await createMc(t, owner);
    const l = await processed(c.id, await mobiles(1, 2145559000));
    await forceStatus(t, c.id, 'READY');
    await act(l, 'activate');
    const { workspaceId } = (await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.listId, l.id)))[0]!;
    await t.deps.db.execute(sql`insert into messaging_leads (id, workspace_id, campaign_id, list_id, phone, status, zones, lead_data)
      select 'final-' || g, ${workspaceId}, ${c.id}, ${l.id}, (3000000000 + g)::text, 'DELIVERED', '{}', '{}' from generate_series(1, 100000) g`);
    // The one lead awaiting its receipt comes last: a scan of the list's leads would read all 100,000 before it.
    await setSent(l, 'DELIVERED');
    await t.deps.db.execute(sql`insert into messaging_leads (id, workspace_id, campaign_id, list_id, phone, status, zones, lead_data)
      values ('open-last', ${workspaceId}, ${c.id}, ${l.id}, '3999999999', 'SENT', '{}', '{}')`);
    await t.deps.db.execute(sql`analyze messaging_leads`);
    const plan = (await t.deps.db.execute(sql`explain select ${hasOpenLeads(l.id)}`)).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('messaging_leads_list_open');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect(await repo.finishedLists(t.deps.db, 500)).not.toContainEqual(expect.objectContaining({ id: l.id }));
      times.push(performance.now() - started);
    }
    console.log(`finishedLists with a 100,001-lead ACTIVE list: ${times.map((x) => x.toFixed(1)).join(', ')} ms`);
    expect(Math.min(...times)).toBeLessThan(10);
    await setSent(l, 'DELIVERED');
    expect(await repo.finishedLists(t.deps.db, 500)).toContainEqual({ id: l.id, status: 'ACTIVE' });
    expect(await t.services.messagingLists.completeFinished()).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
