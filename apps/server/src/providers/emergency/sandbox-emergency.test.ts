import { describe, expect, it } from 'vitest';
import { sandboxEmergency, SANDBOX_EMERGENCY_ZIPS } from './sandbox-emergency';

const provider = sandboxEmergency({ latencyScale: 0 });

describe('sandboxEmergency', () => {
  it('answers the documented ZIPs the same way every time', async () => {
    const at = new Date('2026-09-15T12:00:00Z');
    expect(await provider.declared({ state: 'LA', zip: SANDBOX_EMERGENCY_ZIPS.declared, at })).toEqual({ active: true, type: 'Hurricane', name: 'Hurricane Test', alertLevel: 'Major Disaster' });
    expect(await provider.declared({ state: 'NY', zip: SANDBOX_EMERGENCY_ZIPS.clear, at })).toMatchObject({ active: false });
    expect(await provider.declared({ state: null, zip: null, at })).toMatchObject({ active: false });
  });

  it('declares hazards in their seasons and regions, for whole weeks, deterministically', async () => {
    const weeks = Array.from({ length: 52 * 4 }, (_, i) => new Date(Date.UTC(2023, 0, 2 + i * 7, 15)));
    const florida = await Promise.all(weeks.map((at) => provider.declared({ state: 'FL', zip: '33101', at })));
    const hurricanes = florida.filter((d) => d.type === 'Hurricane');
    expect(hurricanes.length).toBeGreaterThan(2);
    expect(hurricanes.every((d) => d.name?.startsWith('Hurricane ') && d.alertLevel === 'Major Disaster')).toBe(true);
    // No hurricane outside June to November.
    weeks.forEach((at, i) => {
      if (florida[i]!.type === 'Hurricane') expect([6, 7, 8, 9, 10, 11]).toContain(at.getUTCMonth() + 1);
    });
    // The same week answers the same, whatever the day or hour within it.
    const monday = weeks[30]!;
    const friday = new Date(monday.getTime() + 4 * 86_400_000 + 3_600_000);
    expect(await provider.declared({ state: 'FL', zip: null, at: friday })).toEqual(florida[30]);
    // No wildfire declarations in Florida, and only a small share of weeks anywhere.
    expect(florida.some((d) => d.type === 'Wildfire')).toBe(false);
    expect(florida.filter((d) => d.active).length).toBeLessThan(weeks.length * 0.15);
  });
});
