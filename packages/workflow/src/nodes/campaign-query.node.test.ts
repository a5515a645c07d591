import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const leads = nodeContext({ campaigns: { query: async (_c: string, phone: string) => (phone === '5125550100'
  ? { found: true, zip: '33101', city: 'Miami', state: 'FL', status: 'READY' }
  : { found: false, zip: null, city: null, state: null, status: null }) } });

describe('campaign-query.node', () => {
  it('writes the lead into CampaignQuery and follows Found or Not found', async () => {
    const found = await runNode('CampaignQuery', { campaignId: 'c-1' }, call({ zip: '78701', timezone: 'America/Chicago' }), leads);
    expect([found.output, found.ix.scopes.CampaignQuery, found.ix.zip, found.events]).toEqual(['found',
      { Found: true, Zip: '33101', City: 'Miami', State: 'FL', Status: 'READY' }, '78701', ['SUCCESS CampaignQuery: 5125550100 is a lead of the campaign (READY)']]);
    const missing = await runNode('CampaignQuery', { campaignId: 'c-1' }, call({ to: '2125550100' }), leads);
    expect([missing.output, missing.ix.scopes.CampaignQuery, missing.events]).toEqual(['notFound',
      { Found: false, Zip: null, City: null, State: null, Status: null }, ['INFO CampaignQuery: 2125550100 is not a lead of the campaign']]);
  });

  it("overrides the interaction's ZIP, city, state and time zone from the lead (ALWAYS, or UNSET when it has none)", async () => {
    const always = await runNode('CampaignQuery', { campaignId: 'c-1', zipOverride: 'ALWAYS' }, call({ zip: '78701', state: 'TX', timezone: 'America/Chicago' }), leads);
    expect([always.ix.zip, always.ix.city, always.ix.state, always.ix.timezone]).toEqual(['33101', 'Miami', 'FL', 'America/New_York']);
    expect(always.events[1]).toBe('INFO CampaignQuery: ZIP overridden to 33101 (Miami, FL, America/New_York)');
    const unset = await runNode('CampaignQuery', { campaignId: 'c-1', zipOverride: 'UNSET' }, call({ zip: '78701' }), leads);
    expect(unset.ix.zip).toBe('78701');
  });

  it('is always enabled, and fails to Not found with an ERROR when the campaign does not answer', async () => {
    const r = await runNode('CampaignQuery', { campaignId: 'c-1' }, call(), nodeContext({ workspace: { id: 'w', orgId: 'o', features: {} }, campaigns: { query: async () => { throw new Error('no such campaign'); } } }), 'Leads');
    expect([r.output, r.events]).toEqual(['notFound', ['ERROR Leads: no such campaign']]);
    expect(parseConfig('CampaignQuery', { campaignId: 'c' })).toEqual({ ok: true, config: { campaignId: 'c', zipOverride: 'NEVER' } });
    expect(parseConfig('CampaignQuery', { zipOverride: 'SOMETIMES' })).toMatchObject({ ok: false });
  });
});
