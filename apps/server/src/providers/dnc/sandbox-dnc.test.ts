import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import { sandboxDnc } from './sandbox-dnc';

const dnc = sandboxDnc({ latencyScale: 0 });
const full = { ftcSan: '1234567890', fullCoverage: true, areaCodes: [] };
const sample = (ac: string, n: number) => Array.from({ length: n }, (_, i) => `${ac}${String(2000000 + i * 7919).padStart(7, '0')}`);

describe('sandboxDnc.federal', () => {
  it('answers the documented numbers', async () => {
    expect(await dnc.federal([T.federalDnc, T.clean, T.stateDnc], full)).toEqual([
      { number: T.federalDnc, blocked: true, sanCoverage: true, reason: 'REGISTERED' },
      { number: T.clean, blocked: false, sanCoverage: true, reason: null },
      { number: T.stateDnc, blocked: false, sanCoverage: true, reason: null },
    ]);
  });

  it('blocks numbers the SAN does not cover, whatever the registry says', async () => {
    const san = { ftcSan: '1234567890', fullCoverage: false, areaCodes: ['512'] };
    const [covered, other] = await dnc.federal(['5125550100', '+1 (212) 555-0100'], san);
    expect(covered).toMatchObject({ blocked: false, sanCoverage: true });
    expect(other).toEqual({ number: '2125550100', blocked: true, sanCoverage: false, reason: 'NOT_COVERED' });
  });

  it('is deterministic and lists about 8% of numbers', async () => {
    const numbers = sample('303', 5000);
    const a = await dnc.federal(numbers, full);
    expect(await dnc.federal(numbers, full)).toEqual(a);
    const share = a.filter((r) => r.blocked).length / numbers.length;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.1);
  });
});

describe('sandboxDnc.state', () => {
  it('lists numbers only in the eleven states with a list, by the lead state or the area code', async () => {
    expect(await dnc.state([{ number: T.stateDnc }, { number: T.clean, state: 'TX' }])).toEqual([
      { number: T.stateDnc, blocked: true, state: 'TX' },
      { number: T.clean, blocked: false, state: null },
    ]);
    const ny = await dnc.state(sample('212', 3000).map((number) => ({ number })));
    expect(ny.some((r) => r.blocked)).toBe(false);
    const tx = await dnc.state(sample('713', 5000).map((number) => ({ number })));
    const share = tx.filter((r) => r.blocked).length / tx.length;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.03);
    expect(tx.find((r) => r.blocked)?.state).toBe('TX');
    // A New York number of a lead living in Florida is checked against Florida's list.
    const fl = await dnc.state(sample('212', 5000).map((number) => ({ number, state: 'FL' })));
    expect(fl.filter((r) => r.blocked).every((r) => r.state === 'FL')).toBe(true);
    expect(fl.some((r) => r.blocked)).toBe(true);
  });
});
