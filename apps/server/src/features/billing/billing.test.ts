import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_FEES, BILLING_MESSAGES, MESSAGES, RATE_STRUCTURES, TIER_MAX, type UpdateBillingProfileBody } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import type { Session } from '../../testing/session';
import { DEMO } from '../../testing/auth-fixtures';
import { DEMO_AGENTS } from '../../db/seed/22-billing';
import { billingProfiles } from './billing.tables';

const team = setUpDemoTeam();

const url = (orgId: string = DEMO.orgId, tail = 'billingProfile') => `/api/orgs/${orgId}/${tail}`;
const get = (s: Session | null, orgId?: string) => team.t.app.inject({ url: url(orgId), headers: s?.headers });
const put = (s: Session | null, payload: unknown, orgId?: string) => team.t.app.inject({ method: 'PUT', url: url(orgId), headers: s?.headers, payload: payload as object });
const stored = async (orgId: string = DEMO.orgId) => (await team.t.deps.db.select().from(billingProfiles).where(eq(billingProfiles.orgId, orgId)))[0] ?? null;

/** The demo profile as a SuperAdmin reads it, made into a body to save. */
async function demoBody(): Promise<UpdateBillingProfileBody> {
  const { updated: _updated, ...profile } = (await get(team.superadmin)).json().data;
  return profile as UpdateBillingProfileBody;
}

describe('GET billingProfile', () => {
  it('answers 401 without a token', async () => {
    expect((await get(null)).json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('shows SuperAdmin every field: contact, terms, flags, commissions, campaign billing mode, fees and tiers', async () => {
    const res = await get(team.superadmin);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      accountingName: 'Demo Co Accounts Payable', accountingEmail: 'ap@demo.example', terms: 'NET_30', active: true, isTaxExempt: false,
      taxExemptReason: null, campaignBillingMode: 'CAMPAIGN',
      commissions: [{ commissionAgentId: DEMO_AGENTS[0]!.id, rate: 10, payableTo: 'Northline Partners LLC', expiration: '2027-12-31' }],
    });
    expect(Object.keys(p.fees).sort()).toEqual([...BILLING_FEES].sort());
    expect(Object.keys(p.rates).sort()).toEqual([...RATE_STRUCTURES].sort());
    expect(p.rates.protect).toEqual({ tiers: [{ min: 1, max: 500, rate: '0.5' }, { min: 501, max: TIER_MAX, rate: '0.35' }], minimum: '100' });
    expect(p.fees.rndFee).toBe('0.0045');
    expect(typeof p.updated).toBe('string');
  });

  it('shows Owner and Admin the fees and tiers only: contact, terms, flags, commissions and billing mode are left out', async () => {
    for (const s of [team.owner, team.admin]) {
      const res = await get(s);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data).sort()).toEqual(['fees', 'rates', 'updated']);
      expect(res.body).not.toContain('ap@demo.example');
      expect(res.body).not.toContain('Northline');
    }
  });

  it('answers 404 for another organisation; a SuperAdmin reads any, an unpriced one as the starting profile', async () => {
    expect((await get(team.owner, DEMO.otherOrgId)).json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await get(team.otherOwner, DEMO.orgId)).statusCode).toBe(404);
    const other = (await get(team.superadmin, DEMO.otherOrgId)).json().data;
    expect(other).toMatchObject({ terms: 'NET_30', active: true, commissions: [], updated: null, fees: { platformFee: '0' } });
    expect(other.rates.aegis).toEqual({ tiers: [{ min: 1, max: TIER_MAX, rate: '0' }], minimum: null });
    expect((await get(team.superadmin, '00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
  });
});

describe('PUT billingProfile', () => {
  it('is SuperAdmin only: Owner and Admin get 403 and nothing changes', async () => {
    const body = await demoBody();
    const before = await stored();
    const changed = { ...body, fees: { ...body.fees, platformFee: '1' } };
    for (const s of [team.owner, team.admin]) expect((await put(s, changed)).statusCode).toBe(403);
    expect((await put(team.otherOwner, changed)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await put(null, body)).statusCode).toBe(401);
  });

  it('saves every field, gives a new commission its id, and answers what it stored', async () => {
    const body = await demoBody();
    const res = await put(team.superadmin, {
      ...body,
      terms: 'NET_45',
      isTaxExempt: true,
      taxExemptReason: '13',
      campaignBillingMode: 'POOL',
      fees: { ...body.fees, platformFee: '750.50' },
      rates: { ...body.rates, aegisEtl: { tiers: [{ min: 0, max: 1000, rate: '0' }, { min: 1001, max: TIER_MAX, rate: '0.0008' }], minimum: null } },
      commissions: [...body.commissions!, { commissionAgentId: DEMO_AGENTS[1]!.id, rate: 2.5, payableTo: 'Carver & Hale', note: '', expiration: null }],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ terms: 'NET_45', isTaxExempt: true, taxExemptReason: '13', campaignBillingMode: 'POOL', fees: { platformFee: '750.50' } });
    expect(saved.commissions).toHaveLength(2);
    expect(saved.commissions[0].id).toBe(body.commissions![0]!.id);
    expect(saved.commissions[1].id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await stored())!.profile.rates.aegisEtl.tiers[1]!.rate).toBe('0.0008');
    expect((await stored())!.updatedBy).toBe('00000000-0000-4000-8000-0000000000a1');
    expect((await get(team.superadmin)).json().data).toEqual(saved);
  });

  it('drops the tax exemption reason when tax exemption is off', async () => {
    const body = await demoBody();
    const saved = (await put(team.superadmin, { ...body, isTaxExempt: false, taxExemptReason: '07' })).json().data;
    expect(saved.taxExemptReason).toBeNull();
  });

  it('refuses bad profiles with the field and its text, and changes nothing', async () => {
    const body = await demoBody();
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ ...body, rates: { ...body.rates, calls: { tiers: [{ min: 1, max: 10, rate: '1' }, { min: 12, max: TIER_MAX, rate: '1' }], minimum: null } } }, 'rates.calls.tiers.1.min', BILLING_MESSAGES.tiersContiguous],
      [{ ...body, rates: { ...body.rates, calls: { tiers: [{ min: 1, max: 10, rate: '1' }], minimum: null } } }, 'rates.calls.tiers.0.max', BILLING_MESSAGES.tiersEnd],
      [{ ...body, rates: { ...body.rates, aegis: { ...body.rates.aegis, minimum: '50' } } }, 'rates.aegis.minimum', BILLING_MESSAGES.minimumProtectOnly],
      [{ ...body, fees: { ...body.fees, byopFee: '1.2.3' } }, 'fees.byopFee', BILLING_MESSAGES.amountInvalid],
      [{ ...body, fees: { ...body.fees, byopFee: '-1' } }, 'fees.byopFee', BILLING_MESSAGES.amountInvalid],
      [{ ...body, fees: { ...body.fees, byopFee: '1e5' } }, 'fees.byopFee', BILLING_MESSAGES.amountInvalid],
      [{ ...body, isTaxExempt: true, taxExemptReason: null }, 'taxExemptReason', BILLING_MESSAGES.taxExemptReasonRequired],
      [{ ...body, accountingEmail: 'not-an-email' }, 'accountingEmail', MESSAGES.emailInvalid],
      [{ ...body, commissions: [{ commissionAgentId: DEMO_AGENTS[0]!.id, rate: 101 }] }, 'commissions.0.rate', BILLING_MESSAGES.percentInvalid],
      [{ ...body, commissions: [{ commissionAgentId: DEMO_AGENTS[0]!.id, rate: 5, expiration: '2027-02-30' }] }, 'commissions.0.expiration', BILLING_MESSAGES.dateInvalid],
      [{ ...body, commissions: [{ commissionAgentId: 'no-such-agent', rate: 5 }] }, 'commissions.0.commissionAgentId', BILLING_MESSAGES.agentUnknown],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(team.superadmin, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors, path).toContainEqual({ path, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an organisation that does not exist, and creates nothing', async () => {
    const res = await put(team.superadmin, await demoBody(), '00000000-0000-4000-8000-00000000ffff');
    expect(res.statusCode).toBe(404);
    expect(await stored('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });
});

describe('GET commissionAgents', () => {
  it('lists the agents by name for SuperAdmin; everyone else gets 403', async () => {
    const res = await team.t.app.inject({ url: url(DEMO.orgId, 'commissionAgents'), headers: team.superadmin.headers });
    expect(res.json().data.map((a: { accountingName: string }) => a.accountingName)).toEqual(['Carver & Hale Referrals', 'Northline Partners LLC', 'Summit Channel Group']);
    for (const s of [team.owner, team.admin]) expect((await team.t.app.inject({ url: url(DEMO.orgId, 'commissionAgents'), headers: s.headers })).statusCode).toBe(403);
  });
});
