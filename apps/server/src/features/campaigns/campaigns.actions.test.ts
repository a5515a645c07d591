import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import type { Campaign, CampaignEvent, CampaignStats, ServerMessage } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { connectRealtime } from '../../platform/realtime.test-client';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { DEMO_BUSINESS_FOLDER, DEMO_BUSINESS_RECORDS } from '../../db/seed/05-business-records';
import { campaignsUrl as url, cnamId, createCampaign, salesBody } from './campaigns.test-helpers';

let t: TestApp;
let baseUrl: string;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;
const Q4_FOLDER = '00000000-0000-4000-8000-00000000f001';
const RETENTION_FOLDER = '00000000-0000-4000-8000-00000000f002';

beforeAll(async () => {
  t = await testApp({ start: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const get = async (c: { id: string }, s: Session = owner): Promise<Campaign> => (await call(t, 'GET', url(DEMO.ws.sales, `/${c.id}`), s)).json().data;
const events = async (c: { id: string }, s: Session = owner): Promise<CampaignEvent[]> => (await call(t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), s)).json().data;
const cnam = (c: { id: string }, query: string, s?: Session, ws: string = DEMO.ws.sales) => call(t, 'POST', url(ws, `/${c.id}/update-cnam${query}`), s);

describe('campaigns.updateCnam', () => {
  it('lets a SuperAdmin change the identity, re-registering or replacing the pool, with an event', async () => {
    const c = await createCampaign(t, owner, await salesBody(t));
    const cnamChanged = vi.fn(async () => undefined);
    t.services.campaigns.onLifecycle({ cnamChanged });
    const service = await cnamId(t, DEMO.ws.sales, 'ACME SERVICE');
    const res = await cnam(c, `?identity=${service}&replacePool=true`, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ businessIdentityId: service, businessIdentityName: 'ACME SERVICE' });
    expect(cnamChanged).toHaveBeenLastCalledWith(expect.objectContaining({ id: c.id, businessIdentityName: 'ACME SERVICE' }), { replacePool: true });
    expect(await events(c)).toContainEqual(expect.objectContaining({ category: 'CNAM', type: 'INFO', message: expect.stringContaining('from ACME HOME to ACME SERVICE') }));
    const back = await cnam(c, `?identity=${c.businessIdentityId}`, superadmin);
    expect(back.statusCode).toBe(200);
    expect(cnamChanged).toHaveBeenLastCalledWith(expect.objectContaining({ businessIdentityName: 'ACME HOME' }), { replacePool: false });
  });

  it('refuses other roles with 403, and says what is wrong with the identity', async () => {
    const c = await createCampaign(t, owner, await salesBody(t));
    for (const s of [owner, admin]) {
      const res = await cnam(c, `?identity=${await cnamId(t, DEMO.ws.sales, 'ACME SERVICE')}`, s);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only a SuperAdmin can change these settings.');
    }
    for (const q of ['', '?identity=', '?identity=%20']) {
      expect((await cnam(c, q, superadmin)).json()).toMatchObject({ message: 'Please select a CNAM identity', errors: [{ path: 'identity' }] });
    }
    expect((await cnam(c, `?identity=${c.businessIdentityId}`, superadmin)).json().message).toBe('Choose a CNAM identity other than the current one.');
    const brightline = (await t.services.businessRecords.find(DEMO.ws.sales, DEMO_BUSINESS_RECORDS.brightline))!.cnams[0]!.id;
    for (const id of [brightline, await cnamId(t, DEMO.ws.collections, 'NORTHSTAR')]) {
      expect((await cnam(c, `?identity=${id}`, superadmin)).json().message).toBe('This CNAM identity is not active in this workspace.');
    }
    expect((await get(c)).businessIdentityId).toBe(c.businessIdentityId);
    const inactive = await cnam({ id: DEMO_CAMPAIGNS.springPromo }, `?identity=${await cnamId(t, DEMO.ws.sales, 'ACME HOME')}`, superadmin);
    expect(inactive.statusCode).toBe(409);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const q = `?identity=${await cnamId(t, DEMO.ws.sales, 'ACME SERVICE')}`;
    expect((await cnam({ id: DEMO_CAMPAIGNS.q4HomeServices }, q)).statusCode).toBe(401);
    expect((await cnam({ id: DEMO_CAMPAIGNS.q4HomeServices }, q, otherOwner)).statusCode).toBe(404);
    expect((await cnam({ id: DEMO_CAMPAIGNS.q4HomeServices }, q, superadmin, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await cnam({ id: 'missing' }, q, superadmin)).statusCode).toBe(404);
  });
});

describe('campaigns.deactivate', () => {
  const deactivate = (c: { id: string }, name: string | undefined, s?: Session, ws: string = DEMO.ws.sales) =>
    call(t, 'DELETE', url(ws, `/${c.id}${name === undefined ? '' : `?confirmName=${encodeURIComponent(name)}`}`), s);

  it('needs the typed name, then deactivates for any role, releases through the listeners and publishes', async () => {
    const c = await createCampaign(t, owner, await salesBody(t, { name: 'To Retire' }));
    const deactivated = vi.fn(async () => undefined);
    t.services.campaigns.onLifecycle({ deactivated });
    for (const typed of [undefined, '', 'to retire', 'To Retire ']) {
      const res = await deactivate(c, typed, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Type the campaign name to confirm.', errors: [{ path: 'confirmName' }] });
    }
    expect((await get(c)).status).toBe('ACTIVE');
    const live = await connectRealtime(baseUrl, owner.user.accessToken);
    expect(await live.subscribe([`campaign:${c.id}`])).toEqual([`campaign:${c.id}`]);
    const res = await deactivate(c, 'To Retire', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    const msg = await live.next((m: ServerMessage) => m.op === 'event' && m.event.type === 'Campaign');
    expect(msg).toMatchObject({ channel: `campaign:${c.id}`, event: { payload: { id: c.id, status: 'DEACTIVATED' } } });
    await live.close();
    expect(await get(c)).toMatchObject({ status: 'DEACTIVATED', nextSentry: null });
    expect(deactivated).toHaveBeenCalledWith(expect.objectContaining({ id: c.id, status: 'DEACTIVATED' }));
    expect(await events(c)).toContainEqual(expect.objectContaining({ type: 'WARNING', message: `Campaign deactivated by ${DEMO.admin}` }));
    expect((await deactivate(c, 'To Retire', owner)).statusCode).toBe(409);
    expect((await t.services.campaigns.activeCampaigns()).map((x) => x.id)).not.toContain(c.id);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const c = { id: DEMO_CAMPAIGNS.q4HomeServices };
    expect((await deactivate(c, 'Q4 Home Services Outreach')).statusCode).toBe(401);
    expect((await deactivate(c, 'Q4 Home Services Outreach', otherOwner)).statusCode).toBe(404);
    expect((await deactivate(c, 'Q4 Home Services Outreach', owner, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await get(c)).status).toBe('ACTIVE');
  });
});

describe('campaigns.moveToFolder and the Campaign folder scope', () => {
  const move = (c: { id: string }, folderId: string | null, s?: Session, ws: string = DEMO.ws.sales) =>
    call(t, 'PUT', url(ws, `/${c.id}/folder${folderId === null ? '' : `?folderId=${folderId}`}`), s);

  it('moves into a Campaign folder of the workspace and out of any; a folder with campaigns is not deleted', async () => {
    const c = await createCampaign(t, owner, await salesBody(t));
    const folder = (await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, admin, { scope: 'Campaign', name: 'Temp' })).json().data;
    const moved = await move(c, folder.id, admin);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.folderId).toBe(folder.id);
    const del = await call(t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folder.id}`, owner);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Cannot delete folder that contains items.  Please move items to out of this folder before deleting.');
    expect((await move(c, null, owner)).json().data.folderId).toBeNull();
    expect((await call(t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folder.id}`, owner)).statusCode).toBe(200);
    // Inactive campaigns are filed too.
    expect((await move({ id: DEMO_CAMPAIGNS.springPromo }, RETENTION_FOLDER, owner)).json().data.folderId).toBe(RETENTION_FOLDER);
  });

  it('answers 404 for a folder of another scope or workspace, another organisation and a missing campaign; 401 without a token', async () => {
    const c = { id: DEMO_CAMPAIGNS.northeastRenewals };
    expect((await move(c, DEMO_BUSINESS_FOLDER, owner)).statusCode).toBe(404);
    expect((await move(c, 'missing', owner)).statusCode).toBe(404);
    expect((await move(c, Q4_FOLDER, owner, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await move(c, Q4_FOLDER, otherOwner)).statusCode).toBe(404);
    expect((await move({ id: 'missing' }, Q4_FOLDER, owner)).statusCode).toBe(404);
    expect((await move(c, Q4_FOLDER)).statusCode).toBe(401);
    expect((await get(c)).folderId).toBeNull();
  });
});

describe('campaigns.events and downloadLogs', () => {
  it('lists newest first, ERROR events for SuperAdmin only, and downloads them as CSV', async () => {
    const c = await createCampaign(t, owner, await salesBody(t, { name: 'Logged, "quoted"' }));
    await t.services.campaigns.logEvent(c, 'ERROR', 'Pool', 'Carrier refused the order');
    await t.services.campaigns.logEvent(c, 'SUCCESS', 'Pool', 'Pool provisioned: 12 numbers');
    // Pools log their own events about the new campaign; these assertions look at the ones this test wrote.
    const mine = ['Pool provisioned: 12 numbers', 'Carrier refused the order', `Campaign created by ${DEMO.owner}`];
    const all = (await events(c, superadmin)).filter((e) => mine.includes(e.message));
    expect(all.map((e) => e.message)).toEqual(mine);
    for (const s of [owner, admin]) {
      const seen = await events(c, s);
      expect(seen.filter((e) => mine.includes(e.message)).map((e) => e.type)).toEqual(['SUCCESS', 'INFO']);
      expect(seen.some((e) => e.type === 'ERROR')).toBe(false);
    }

    const download = (s?: Session, id: string = c.id, ws: string = DEMO.ws.sales) => call(t, 'GET', url(ws, `/logs/download?campaignId=${id}`), s);
    const asSuper = await download(superadmin);
    expect(asSuper.statusCode).toBe(200);
    expect(asSuper.headers['content-type']).toContain('text/csv');
    expect(asSuper.headers['content-disposition']).toBe('attachment; filename="Logged-quoted-Event-Log.csv"');
    const lines = asSuper.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Category,Type,Message');
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(',')).filter((l) => mine.some((m) => l.endsWith(m)))).toEqual([
      'Pool,SUCCESS,Pool provisioned: 12 numbers', 'Pool,ERROR,Carrier refused the order', `Campaign,INFO,Campaign created by ${DEMO.owner}`,
    ]);
    expect(lines.find((l) => l.endsWith(mine[0]!))!.split(',')[0]).toBe(all[0]!.timestamp);
    expect((await download(owner)).body).not.toContain('ERROR');
    expect((await download()).statusCode).toBe(401);
    expect((await download(otherOwner)).statusCode).toBe(404);
    expect((await download(owner, c.id, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`))).statusCode).toBe(401);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), otherOwner)).statusCode).toBe(404);
  });
});

describe('campaigns.stats and cityUtilization', () => {
  const stats = async (path: string, s: Session = owner): Promise<CampaignStats> => {
    const res = await call(t, 'GET', url(DEMO.ws.sales, path), s);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers the last 30 days in the time zone, zero-filled, summing the registered sources', async () => {
    const today = DateTime.now().setZone('America/Los_Angeles').toISODate()!;
    const listStats = vi.fn(async (_scope: { workspaceId: string; campaignId?: string }, days: string[]) => [
      { date: days[days.length - 1]!, total: 10, inactive: 1, invalid: 2, valid: 7 }, { date: '1999-01-01', total: 5, inactive: 0, invalid: 0, valid: 5 },
    ]);
    t.services.campaigns.registerStatsSource({ listStats });
    t.services.campaigns.registerStatsSource({ sentryStats: async (_s, days) => [{ date: days[0]!, replaced: 3 }], listStats: async (_s, days) => [{ date: days[days.length - 1]!, total: 1, inactive: 0, invalid: 0, valid: 1 }] });
    const one = await stats(`/${DEMO_CAMPAIGNS.q4HomeServices}/stats?timeZone=America/Los_Angeles`);
    expect(one.listStats).toHaveLength(30);
    expect(one.listStats[29]).toEqual({ date: today, total: 11, inactive: 1, invalid: 2, valid: 8 });
    expect(one.listStats[0]).toEqual({ date: DateTime.fromISO(today).minus({ days: 29 }).toISODate(), total: 0, inactive: 0, invalid: 0, valid: 0 });
    expect(one.sentryStats[0]!.replaced).toBe(3);
    expect(one.smsStats.every((d) => d.sent === 0 && d.delivered === 0 && d.failed === 0)).toBe(true);
    expect(listStats).toHaveBeenLastCalledWith({ workspaceId: DEMO.ws.sales, campaignId: DEMO_CAMPAIGNS.q4HomeServices }, expect.any(Array), 'America/Los_Angeles');

    const workspace = await stats('/stats');
    expect(workspace.listStats[29]!.date).toBe(DateTime.now().setZone('America/New_York').toISODate());
    expect(listStats).toHaveBeenLastCalledWith({ workspaceId: DEMO.ws.sales }, expect.any(Array), 'America/New_York');
  });

  it('refuses an unknown time zone, and answers 401/404 for strangers', async () => {
    for (const path of [`/${DEMO_CAMPAIGNS.q4HomeServices}/stats?timeZone=Mars/Olympus`, '/stats?timeZone=Nowhere']) {
      const res = await call(t, 'GET', url(DEMO.ws.sales, path), owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Unknown time zone.', errors: [{ path: 'timeZone' }] });
      expect((await call(t, 'GET', url(DEMO.ws.sales, path))).statusCode).toBe(401);
      expect((await call(t, 'GET', url(DEMO.ws.sales, path), otherOwner)).statusCode).toBe(404);
    }
    expect((await call(t, 'GET', url(DEMO.ws.collections, `/${DEMO_CAMPAIGNS.q4HomeServices}/stats`), owner)).statusCode).toBe(404);
  });

  it('answers the CoreFlux cities from the registered source, or none', async () => {
    const path = url(DEMO.ws.sales, `/${DEMO_CAMPAIGNS.q4HomeServices}/cityUtilization`);
    expect((await call(t, 'GET', path, admin)).json().data).toEqual([]);
    const row = {
      city: { id: 'austin-tx', city: 'Austin', state: 'TX', country: 'US' as const, lat: 30.27, lon: -97.74 },
      utilization: { targetPoolCount: 4, activeNumberCount: 3, incompleteOrderCount: 1, events: [{ timestamp: new Date().toISOString(), message: 'Ordered 1 number' }] },
    };
    t.services.campaigns.registerCityUtilizationSource(async (c) => (c.id === DEMO_CAMPAIGNS.q4HomeServices ? [row] : []));
    expect((await call(t, 'GET', path, admin)).json().data).toEqual([row]);
    expect((await call(t, 'GET', path)).statusCode).toBe(401);
    expect((await call(t, 'GET', path, otherOwner)).statusCode).toBe(404);
  });
});

describe('campaigns for other features', () => {
  it('finds campaigns for jobs, tracks Sentry due dates and opens the campaign channel to whoever sees the workspace', async () => {
    const c = await createCampaign(t, owner, await salesBody(t));
    expect((await t.services.campaigns.findById(c.id))?.name).toBe(c.name);
    expect(await t.services.campaigns.findById('missing')).toBeNull();
    const past = new Date(Date.now() - 60_000);
    await t.services.campaigns.setNextSentry(c.id, past);
    expect((await t.services.campaigns.dueForSentry(new Date())).map((x) => x.id)).toContain(c.id);
    expect((await t.services.campaigns.dueForSentry(new Date(Date.now() - 120_000))).map((x) => x.id)).not.toContain(c.id);
    expect((await t.services.campaigns.activeCampaigns()).map((x) => x.id)).toEqual(expect.arrayContaining([c.id, DEMO_CAMPAIGNS.collectionsManaged]));
    expect((await t.services.campaigns.activeCampaigns()).map((x) => x.id)).not.toContain(DEMO_CAMPAIGNS.springPromo);

    await t.services.campaigns.setStatus(c.id, 'SENTRY');
    expect((await get(c)).status).toBe('SENTRY');
    await t.services.campaigns.setStatus(c.id, 'ACTIVE');
    await t.services.campaigns.setStatus(DEMO_CAMPAIGNS.springPromo, 'ACTIVE');
    expect((await get({ id: DEMO_CAMPAIGNS.springPromo })).status).toBe('DEACTIVATED');
    await expect(t.services.campaigns.setStatus(c.id, 'DELETED')).rejects.toThrow();
    await t.services.campaigns.setCoverage(c.id, { coverageAreaCodes: ['212', '646'] });
    expect(await get(c)).toMatchObject({ status: 'ACTIVE', coverageAreaCodes: ['212', '646'], coverageStates: c.coverageStates });
    await t.services.campaigns.setCoverage(c.id, { coverageAreaCodes: ['512'], coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    expect(await get(c)).toMatchObject({ coverageAreaCodes: ['512'], coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    await t.services.campaigns.markImported(c.id, new Date());

    const channel = `campaign:${c.id}` as const;
    for (const s of [owner, admin, superadmin]) {
      const live = await connectRealtime(baseUrl, s.user.accessToken);
      expect(await live.subscribe([channel])).toEqual([channel]);
      await live.close();
    }
    const stranger = await connectRealtime(baseUrl, otherOwner.user.accessToken);
    expect(await stranger.subscribe([channel, 'campaign:missing'])).toEqual([]);
    await stranger.close();
    const publish = vi.spyOn(t.deps.realtime, 'publish');
    await t.services.campaigns.publish(c.id);
    expect(publish).toHaveBeenCalledWith(`workspace:${DEMO.ws.sales}`, { type: 'Campaign', payload: expect.objectContaining({ id: c.id }) });
    publish.mockRestore();
  });
});
