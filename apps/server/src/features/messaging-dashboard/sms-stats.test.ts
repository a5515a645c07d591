import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { CampaignStats } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { addRollups, type RollupDimension } from '../messaging-leads/rollups';
import * as mcRepo from '../messaging-campaigns/messaging-campaigns.repo';
import { createMc, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';

let t: TestApp;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
const ZONE = 'America/Los_Angeles';
const CORE = DEMO_CAMPAIGNS.q4HomeServices;
const statsUrl = (path: string, ws: string = DEMO.ws.sales) => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/campaigns${path}`;
const today = () => DateTime.now().setZone(ZONE).startOf('day');

async function rollups(ws: string, campaignId: string, at: DateTime, counts: Record<string, number>) {
  await addRollups(t.deps.db, Object.entries(counts).map(([key, count]) => ({
    workspaceId: ws, campaignId, bucket: at.toJSDate(), dimension: (key.includes('.') ? key.split(':')[0]! : 'activity') as RollupDimension, key: key.includes('.') ? key.split(':')[1]! : key, count,
  })));
}

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin, superadmin, otherOwner } = await signInDemoTeam(t));
  const sending = await createMc(t, owner, { name: 'Q4 texts' });
  const elsewhere = await createMc(t, owner, { name: 'Texts through another Core campaign' });
  await mcRepo.updateCampaign(t.deps.db, sending.id, { senderSourceId: CORE });
  await mcRepo.updateCampaign(t.deps.db, elsewhere.id, { senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts });
  const other = (await call(t, 'POST', mcUrl('', DEMO.ws.other, DEMO.otherOrgId), otherOwner, { name: 'Other org campaign' })).json().data.id as string;
  await mcRepo.updateCampaign(t.deps.db, other, { senderSourceId: CORE });
  // Today's first bucket and yesterday's last one in the time zone: each counts on its own day.
  await rollups(DEMO.ws.sales, sending.id, today(), { outbound: 12, delivered: 9, failed: 2, inbound: 5, 'carrier.sent:att': 12 });
  await rollups(DEMO.ws.sales, sending.id, today().minus({ minutes: 15 }), { outbound: 4, delivered: 3, failed: 1 });
  await rollups(DEMO.ws.sales, elsewhere.id, today(), { outbound: 100, delivered: 100 });
  // Another workspace's roll-ups of a campaign sending through the same Core campaign id never count.
  await rollups(DEMO.ws.other, other, today(), { outbound: 1000, delivered: 1000, failed: 1000 });
  await rollups(DEMO.ws.collections, sending.id, today(), { outbound: 500 });
});
afterAll(async () => t.close());

async function stats(path: string, s: Session = owner): Promise<CampaignStats['smsStats']> {
  const res = await call(t, 'GET', statsUrl(path), s);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as CampaignStats).smsStats;
}

describe('campaign stats: SMS activity from the Engage roll-ups', () => {
  it('answers sent, delivered and failed per day of the messaging campaigns sending through the Core campaign', async () => {
    for (const s of [owner, admin, superadmin]) {
      const sms = await stats(`/${CORE}/stats?timeZone=${ZONE}`, s);
      expect(sms).toHaveLength(30);
      expect(sms[29]).toEqual({ date: today().toISODate(), sent: 12, delivered: 9, failed: 2 });
      expect(sms[28]).toEqual({ date: today().minus({ days: 1 }).toISODate(), sent: 4, delivered: 3, failed: 1 });
      expect(sms.slice(0, 28).every((d) => d.sent === 0 && d.delivered === 0 && d.failed === 0)).toBe(true);
    }
  });

  it('counts every messaging campaign of the workspace with no campaign, in the time zone asked for', async () => {
    const sms = await stats(`/stats?timeZone=${ZONE}`);
    // The demo's own Engage activity (through Appointment Alerts) is there too: at least ours.
    expect(sms[29]!.sent).toBeGreaterThanOrEqual(112);
    expect(sms[29]!.delivered).toBeGreaterThanOrEqual(109);
    // In UTC+14 both of our buckets fall on one day.
    const kiribati = await stats(`/${CORE}/stats?timeZone=Pacific/Kiritimati`);
    expect(kiribati.reduce((a, d) => a + d.sent, 0)).toBe(16);
    expect(kiribati.filter((d) => d.sent > 0)).toHaveLength(1);
  });

  it('answers 401 and 404 for strangers', async () => {
    expect((await call(t, 'GET', statsUrl(`/${CORE}/stats?timeZone=${ZONE}`))).statusCode).toBe(401);
    expect((await call(t, 'GET', statsUrl(`/${CORE}/stats?timeZone=${ZONE}`), otherOwner)).statusCode).toBe(404);
  });
});
