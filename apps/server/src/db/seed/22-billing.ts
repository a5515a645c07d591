import type { App } from '../../app';
import type { RateStructure } from '@trueline/contract';
import { TIER_MAX } from '@trueline/contract';
import { billingProfiles, commissionAgents } from '../../features/billing/billing.tables';
import { flatRate, startingProfile } from '../../features/billing/starting-profile';
import type { SeedContext } from './01-organizations';

export const DEMO_AGENTS = [
  { id: '00000000-0000-4000-8000-00000000d001', accountingName: 'Northline Partners LLC' },
  { id: '00000000-0000-4000-8000-00000000d002', accountingName: 'Carver & Hale Referrals' },
  { id: '00000000-0000-4000-8000-00000000d003', accountingName: 'Summit Channel Group' },
];

/** Graduated tiers from [upper bound, rate] pairs; the last pair's bound is ignored (it runs to Max). */
function tiers(...steps: [number, string][]): RateStructure {
  let min = 1;
  return {
    tiers: steps.map(([max, rate], i) => {
      const tier = { min, max: i === steps.length - 1 ? TIER_MAX : max, rate };
      min = max + 1;
      return tier;
    }),
    minimum: null,
  };
}

/** The platform's commission agents and Demo Co's priced profile (Other Co keeps the starting one). */
export async function seedBilling(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  await db.insert(commissionAgents).values(DEMO_AGENTS);
  const base = startingProfile();
  await db.insert(billingProfiles).values({
    orgId: ctx.demoOrgId,
    updatedBy: ctx.userIds.superadmin,
    profile: {
      ...base,
      accountingName: 'Demo Co Accounts Payable',
      accountingEmail: 'ap@demo.example',
      terms: 'NET_30',
      commissions: [{ id: '00000000-0000-4000-8000-00000000d101', commissionAgentId: DEMO_AGENTS[0]!.id, rate: 10, payableTo: 'Northline Partners LLC', note: 'Referral, first 24 months', expiration: '2027-12-31' }],
      fees: {
        platformFee: '500', supportFee: '250', campaignFee: '25', byopFee: '1.5', smsLongCodeFee: '15', smsShortCodeFee: '1000', smsTollFreeFee: '15',
        fedDNCFee: '0.0025', stateDNCFee: '0.002', activeProspectFee: '0.01', veriskFee: '0.02', rndFee: '0.0045',
      },
      rates: {
        ...base.rates,
        transactions: tiers([1_000_000, '0.0025'], [10_000_000, '0.0018'], [0, '0.0012']),
        calls: flatRate('0.012'),
        protect: { ...tiers([500, '0.5'], [0, '0.35']), minimum: '100' },
        aegis: tiers([1_000_000, '0.004'], [0, '0.003']),
        aegisLite: flatRate('0.0025'),
        aegisCore: flatRate('0.0015'),
        aegisEtl: flatRate('0.001'),
        messagesLongCode: tiers([100_000, '0.0079'], [0, '0.0069']),
        messagesShortCode: flatRate('0.0065'),
        messagesTollFree: flatRate('0.0085'),
        numberUtility: flatRate('0.01'),
        dataBoost: flatRate('0.015'),
        dataBoostVerify: flatRate('0.02'),
        dataBoostScore: flatRate('0.03'),
        knownLitigator: flatRate('0.006'),
        doNotCallApi: flatRate('0.004'),
      },
    },
  });
}
