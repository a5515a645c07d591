import { describe, expect, it } from 'vitest';
import { TIER_MAX } from '@trueline/contract';
import { flatRate, startingProfile } from './starting-profile';
import { adjustmentLines, linesTotal, shareCents, usageLines } from './usage-lines';

const names = new Map([['ws-a', 'East'], ['ws-b', 'West']]);
function profile() {
  const p = startingProfile();
  return {
    ...p,
    fees: { ...p.fees, platformFee: '500', supportFee: '0', campaignFee: '25', rndFee: '0.0045' },
    rates: {
      ...p.rates,
      aegis: { tiers: [{ min: 1, max: 1000, rate: '0.01' }, { min: 1001, max: TIER_MAX, rate: '0.008' }], minimum: null },
      protect: { ...flatRate('0.5'), minimum: '100' },
      messagesLongCode: flatRate('0.0079'),
    },
  };
}

describe('usage lines', () => {
  it('prices graduated tiers over the organisation total and splits the total over the workspaces by quantity', () => {
    const lines = usageLines(profile(), [
      { workspaceId: 'ws-a', product: 'aegis', quantity: 1000 },
      { workspaceId: 'ws-b', product: 'aegis', quantity: 500 },
    ], names);
    const aegis = lines.find((l) => l.id === 'usage:aegis')!;
    // 1,000 × $0.01 + 500 × $0.008 = $14.00; two tiers reached, so no single rate.
    expect(aegis).toMatchObject({ type: 'Usage', qty: 1500, rate: null, total: '14.00', detail: '1–1,000 at $0.01; 1,001–Max at $0.008' });
    expect(aegis.workspaceUsage).toEqual([
      { workspaceId: 'ws-a', description: 'East', qty: 1000, total: '9.33' },
      { workspaceId: 'ws-b', description: 'West', qty: 500, total: '4.67' },
    ]);
  });

  it('charges a minimum spend in an empty month, and leaves out other unused items and zero fees', () => {
    const lines = usageLines(profile(), [], names);
    expect(lines.map((l) => l.id)).toEqual(['fee:platformFee', 'usage:protect']);
    expect(lines[1]).toMatchObject({ qty: 0, total: '100.00', detail: 'Minimum spend $100', workspaceUsage: [] });
    expect(linesTotal(lines)).toBe('600.00');
  });

  it('prices a per-check fee per unit, and campaigns by the campaign billing mode', () => {
    const totals = [
      { workspaceId: 'ws-a', product: 'rnd', quantity: 1001 },
      { workspaceId: 'ws-a', product: 'campaigns', quantity: 3 },
      { workspaceId: 'ws-a', product: 'poolNumbers', quantity: 40 },
    ];
    const byCampaign = usageLines(profile(), totals, names);
    // 1,001 × $0.0045 = $4.5045 → $4.50 (half a cent and less rounds to the nearest cent).
    expect(byCampaign.find((l) => l.id === 'usage:rnd')).toMatchObject({ qty: 1001, rate: '0.0045', total: '4.50' });
    expect(byCampaign.find((l) => l.id === 'usage:campaigns')).toMatchObject({ qty: 3, rate: '25', total: '75.00' });
    expect(byCampaign.find((l) => l.id === 'usage:poolNumbers')).toBeUndefined();
    const byPool = usageLines({ ...profile(), campaignBillingMode: 'POOL' }, totals, names);
    expect(byPool.find((l) => l.id === 'usage:poolNumbers')).toMatchObject({ qty: 40, total: '1000.00' });
    expect(byPool.find((l) => l.id === 'usage:campaigns')).toBeUndefined();
  });

  it('names usage of the organisation as a whole and of a workspace it no longer knows', () => {
    const lines = usageLines(profile(), [{ workspaceId: '', product: 'messagesLongCode', quantity: 10 }, { workspaceId: 'gone', product: 'messagesLongCode', quantity: 30 }], names);
    expect(lines.find((l) => l.id === 'usage:messagesLongCode')!.workspaceUsage.map((w) => w.description)).toEqual(['gone', 'Organization']);
  });

  it('prices adjustments as units at their rate, a negative rate a credit that lowers the total', () => {
    const adj = adjustmentLines([{ id: 'a1', description: 'Onboarding', units: 2, rate: '150' }, { id: 'a2', description: 'Outage credit', units: 1, rate: '-75.505' }]);
    expect(adj).toEqual([
      { id: 'a1', type: 'Adjustment', description: 'Onboarding', qty: 2, rate: '150', total: '300.00', detail: null, workspaceUsage: [] },
      { id: 'a2', type: 'Adjustment', description: 'Outage credit', qty: 1, rate: '-75.505', total: '-75.51', detail: null, workspaceUsage: [] },
    ]);
    expect(linesTotal([...usageLines(profile(), [], names), ...adj])).toBe('824.49');
  });
});

describe('shareCents', () => {
  it('splits whole cents so that the parts add up, remainders to the largest fractions', () => {
    expect(shareCents(100n, [1, 1, 1])).toEqual([34n, 33n, 33n]);
    expect(shareCents(-100n, [1, 1, 1])).toEqual([-34n, -33n, -33n]);
    expect(shareCents(5n, [0, 0])).toEqual([0n, 0n]);
    expect(shareCents(1n, [3, 1])).toEqual([1n, 0n]);
  });
});
