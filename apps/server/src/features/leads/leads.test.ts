import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignLead, CampaignList } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';

const team = setUpDemoTeam({ start: true });

const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
const leadsUrl = (query: string) => `${ws}/campaignLeads${query}`;

/** Loads leads into a campaign through a processed list (phone, state). */
async function load(campaignId: string, rows: string[], name: string) {
  const lists = `${ws}/campaigns/${campaignId}/lists`;
  const body = await multipartBody({
    request: JSON.stringify({ dialerListId: 'Win-back East list 1', mappedCols: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }] }),
    file: { bytes: Buffer.from(['phone,state', ...rows.map((r) => `${r},NY`)].join('\n')), filename: name },
  });
  const res = await team.t.app.inject({ method: 'POST', url: `${lists}/uploadAndProcess`, headers: { ...team.owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data as CampaignList;
  for (let i = 0; i < 200; i++) {
    const now = (await call(team.t, 'GET', `${lists}/${list.id}`, team.owner)).json().data as CampaignList;
    if (now.status === 'PROCESSED') return now;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('list not processed');
}

beforeAll(async () => {
  await load(DEMO_CAMPAIGNS.winBackMetro, ['2125550301', '2125550302', 'bad', '2125550301'], 'first.csv');
  await load(DEMO_CAMPAIGNS.ownNumbers, ['2125550303', '3125550304'], 'second.csv');
});

describe('campaignLeads.search', () => {
  it('finds leads by the first digits in the whole workspace, newest first, for every role', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const res = await call(team.t, 'GET', leadsUrl('?prefix=212555'), s);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as CampaignLead[];
      expect(rows.map((r) => [r.phone, r.status, r.campaignName])).toEqual([
        ['2125550303', 'LOADED', 'Own Numbers Pilot'],
        ['2125550301', 'DUPLICATE', 'Win-back Metro'], ['2125550302', 'LOADED', 'Win-back Metro'], ['2125550301', 'LOADED', 'Win-back Metro'],
      ]);
      expect(rows[0]).toMatchObject({ campaignId: DEMO_CAMPAIGNS.ownNumbers, zip: null, loaded: expect.any(String) });
    }
  });

  it('searches one campaign', async () => {
    const rows = (await call(team.t, 'GET', leadsUrl(`?prefix=212&campaignId=${DEMO_CAMPAIGNS.ownNumbers}`), team.owner)).json().data as CampaignLead[];
    expect(rows.map((r) => r.phone)).toEqual(['2125550303']);
  });

  it('needs at least 3 digits', async () => {
    for (const prefix of ['21', 'abc', '21a', '']) {
      const res = await call(team.t, 'GET', leadsUrl(`?prefix=${prefix}`), team.owner);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Please provide at least the first 3 digits of the lead number to continue.']);
    }
  });

  it('answers 401 without a session and 404 for another organisation, workspace or campaign', async () => {
    expect((await call(team.t, 'GET', leadsUrl('?prefix=212'))).statusCode).toBe(401);
    expect((await call(team.t, 'GET', leadsUrl('?prefix=212'), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.other}/campaignLeads?prefix=212`, team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', leadsUrl(`?prefix=212&campaignId=${DEMO_CAMPAIGNS.collectionsManaged}`), team.owner)).statusCode).toBe(404);
  });
});

describe('campaignLeads.download', () => {
  it("answers every lead of the campaign as CSV", async () => {
    const res = await call(team.t, 'GET', leadsUrl(`/download?campaignId=${DEMO_CAMPAIGNS.winBackMetro}`), team.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Win-back Metro-leads.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Phone,Status,Zip,Caller ID,Loaded');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['2125550301,LOADED', '2125550302,LOADED', '2125550301,DUPLICATE']);
  });

  it('answers 404 for another organisation or a campaign of another workspace', async () => {
    expect((await call(team.t, 'GET', leadsUrl(`/download?campaignId=${DEMO_CAMPAIGNS.winBackMetro}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', leadsUrl(`/download?campaignId=${DEMO_CAMPAIGNS.collectionsManaged}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', leadsUrl('/download'), team.owner)).statusCode).toBe(400);
  });
});

describe('a campaign\'s leads by phone', () => {
  // Looked up through the (workspace, phone) index: another campaign of the same workspace has its own leads.
  const winBack = { id: DEMO_CAMPAIGNS.winBackMetro, workspaceId: DEMO.ws.sales };
  const own = { id: DEMO_CAMPAIGNS.ownNumbers, workspaceId: DEMO.ws.sales };

  it('finds the newest lead of the campaign with the phone (the Aegis Campaign Query node), never another campaign\'s', async () => {
    const leads = team.t.services.leads;
    expect(await leads.latest(winBack, '2125550302')).toMatchObject({ status: 'LOADED', state: 'NY' });
    expect(await leads.latest(own, '2125550302')).toBeNull();
    expect(await leads.latest(own, '2125550303')).toMatchObject({ status: 'LOADED' });
  });

  it('tells a list batch which phones the campaign already has, in the list and elsewhere', async () => {
    const leads = team.t.services.leads;
    const phones = ['2125550303', '2125550301', '2125550302', '3125550304', '9995550000'];
    expect([...(await leads.existingPhones(winBack, phones))].sort()).toEqual(['2125550301', '2125550302']);
    expect([...(await leads.existingPhones(own, phones))].sort()).toEqual(['2125550303', '3125550304']);
    const seen = await leads.phonesSeen(own, phones, 'another-list');
    expect({ inList: [...seen.inList], elsewhere: [...seen.elsewhere].sort() }).toEqual({ inList: [], elsewhere: ['2125550303', '3125550304'] });
  });
});
