import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import { sandboxLitigator } from './sandbox-litigator';

const tcpa = sandboxLitigator({ latencyScale: 0 });

describe('sandboxLitigator', () => {
  it('flags the documented litigator and leaves the clean number alone', async () => {
    const [flagged, clean, again] = await tcpa.check([T.litigator, T.clean, '+1 512-555-0103']);
    expect(flagged).toMatchObject({ number: T.litigator, flagged: true, description: expect.stringMatching(/federal suits since/), actions: expect.stringMatching(/^Do not call/) });
    expect(clean).toEqual({ number: T.clean, flagged: false });
    expect(again).toEqual(flagged);
  });

  it('is deterministic and flags about one number in two hundred', async () => {
    const numbers = Array.from({ length: 20_000 }, (_, i) => `404${String(2000000 + i * 373).padStart(7, '0')}`);
    const a = await tcpa.check(numbers);
    expect(await tcpa.check(numbers)).toEqual(a);
    const flagged = a.filter((r) => r.flagged).length;
    expect(flagged).toBeGreaterThan(60);
    expect(flagged).toBeLessThan(150);
  });
});
