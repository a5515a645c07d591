import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sandbox';
import { REPUTATION_SANDBOX, sandboxReputation } from './sandbox-reputation';

const asOf = new Date('2026-03-02T12:00:00Z');
const rep = sandboxReputation({ latencyScale: 0, now: () => asOf });
const numbers = Array.from({ length: 2000 }, (_, i) => `512${String(2000000 + i * 3917).padStart(7, '0')}`);

describe('sandboxReputation', () => {
  it('answers the same scores for the same number, in ten digits or E.164', async () => {
    const a = await rep.spamCheck('5125550123');
    expect(await rep.spamCheck('+15125550123')).toEqual(a);
    expect(await rep.cnamLookup('5125550123')).toEqual(await rep.cnamLookup('+15125550123'));
  });

  it('spreads risk realistically: most numbers LOW, a few percent HIGH', async () => {
    const results = await rep.scan(numbers.map((number) => ({ number })));
    const levels = results.map((r) => ('spam' in r ? r.spam.riskLevel : 'ERROR'));
    const share = (l: string) => levels.filter((x) => x === l).length / levels.length;
    expect(share('LOW')).toBeGreaterThan(0.7);
    expect(share('HIGH')).toBeGreaterThan(0.01);
    expect(share('HIGH')).toBeLessThan(0.1);
    for (const r of results) {
      if (!('spam' in r)) continue;
      expect(r.spam.trueSpam.spam_score).toBeGreaterThanOrEqual(0);
      expect(r.spam.trueSpam.spam_score).toBeLessThanOrEqual(100);
      expect([0, 1]).toContain(r.spam.nomoRobo.score);
      expect(r.line.activity_score).toBeLessThanOrEqual(100);
      expect(r.cnam.name.length).toBeLessThanOrEqual(15);
    }
  });

  it('raises risk after heavy use of a number', async () => {
    const low = await Promise.all(numbers.slice(0, 200).map((n) => rep.spamCheck(n, { callsPerDay: 10 })));
    const heavy = await Promise.all(numbers.slice(0, 200).map((n) => rep.spamCheck(n, { callsPerDay: 400 })));
    const high = (list: typeof low) => list.filter((s) => s.riskLevel === 'HIGH').length;
    expect(high(heavy)).toBeGreaterThan(high(low) * 3);
    heavy.forEach((s, i) => expect(s.spamScore).toBeGreaterThanOrEqual(low[i]!.spamScore - 1));
  });

  it('drifts from week to week', async () => {
    const later = sandboxReputation({ latencyScale: 0, now: () => new Date(asOf.getTime() + 5 * 7 * 86_400_000) });
    const now = await Promise.all(numbers.slice(0, 300).map((n) => rep.spamCheck(n)));
    const then = await Promise.all(numbers.slice(0, 300).map((n) => later.spamCheck(n)));
    expect(now.filter((s, i) => s.spamScore !== then[i]!.spamScore).length).toBeGreaterThan(100);
  });

  it('shows a registered name for most numbers and says when it does not', async () => {
    const lookups = await Promise.all(numbers.slice(0, 300).map((n) => rep.cnamLookup(n, { registeredName: 'Acme Home Services' })));
    const shown = lookups.filter((c) => c.name === 'ACME HOME SERVI').length;
    expect(shown).toBeGreaterThan(220);
    expect(lookups.filter((c) => c.invalid).every((c) => c.name !== 'ACME HOME SERVI')).toBe(true);
    const noName = await rep.cnamLookup('5125550123');
    expect(['BUSINESS', 'CONSUMER', 'UNKNOWN']).toContain(noName.type);
  });

  it('keeps its documented numbers', async () => {
    await expect(rep.spamCheck(REPUTATION_SANDBOX.failing)).rejects.toBeInstanceOf(ProviderError);
    const [failed] = await rep.scan([{ number: REPUTATION_SANDBOX.failing }]);
    expect(failed).toHaveProperty('error');
    expect((await rep.spamCheck(REPUTATION_SANDBOX.alwaysHigh)).riskLevel).toBe('HIGH');
    expect((await rep.ftcComplaints(REPUTATION_SANDBOX.alwaysHigh)).count).toBeGreaterThan(0);
    expect((await rep.spamCheck(REPUTATION_SANDBOX.alwaysClean)).riskLevel).toBe('LOW');
    expect((await rep.lineInfo('8005550100')).line_type).toBe('TollFree');
  });
});
