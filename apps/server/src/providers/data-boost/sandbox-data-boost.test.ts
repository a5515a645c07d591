import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_NUMBERS as T, SMS_TEST_MOBILES } from '../numbers/sandbox-test-numbers';
import { sandboxDataBoost } from './sandbox-data-boost';

const db = sandboxDataBoost({ latencyScale: 0 });

describe('sandboxDataBoost', () => {
  it('answers the documented numbers', async () => {
    const [clean, landline, inactive, invalid, tollFree, junk] = await db.validate([T.clean, T.landline, T.inactive, T.invalid, '8885551234', '12345']);
    expect(clean).toMatchObject({ is_valid: true, activity_score: 90, line_type: 'Mobile', is_prepaid: false });
    expect(landline).toMatchObject({ is_valid: true, activity_score: 64, line_type: 'Landline' });
    expect(inactive).toMatchObject({ is_valid: true, activity_score: 12 });
    expect(invalid).toMatchObject({ is_valid: false, activity_score: 0 });
    expect(tollFree).toMatchObject({ line_type: 'TollFree' });
    expect(junk).toMatchObject({ is_valid: false, activity_score: 0 });
  });

  it('answers the SMS sandbox test numbers as active mobiles, so a list of them reaches the carrier', async () => {
    for (const r of await db.validate(SMS_TEST_MOBILES)) expect(r).toMatchObject({ is_valid: true, activity_score: 90, line_type: 'Mobile', is_prepaid: false });
  });

  it('spreads line types, activity and carriers realistically, deterministically', async () => {
    const numbers = Array.from({ length: 10_000 }, (_, i) => `312${String(2000000 + i * 613).padStart(7, '0')}`);
    const res = await db.validate(numbers);
    expect(await db.validate(numbers)).toEqual(res);
    const share = (f: (r: (typeof res)[number]) => boolean) => res.filter(f).length / res.length;
    expect(share((r) => r.line_type === 'Landline')).toBeGreaterThan(0.22);
    expect(share((r) => r.line_type === 'Landline')).toBeLessThan(0.28);
    expect(share((r) => r.line_type === 'Mobile')).toBeGreaterThan(0.5);
    const inactive = share((r) => r.is_valid && r.activity_score <= 30);
    expect(inactive).toBeGreaterThan(0.08);
    expect(inactive).toBeLessThan(0.12);
    expect(share((r) => !r.is_valid)).toBeLessThan(0.04);
    expect(res.filter((r) => r.line_type === 'Landline').every((r) => !/Wireless|Mobility|T-Mobile/.test(r.carrier))).toBe(true);
    expect(res.some((r) => r.is_prepaid)).toBe(true);
    const [toronto] = await db.validate(['4165550123']);
    expect(toronto!.carrier).not.toMatch(/Verizon|AT&T|Comcast/);
  });
});
