import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sandbox';
import { isSpamAlert } from '@trueline/contract';
import { CNAM_PROPAGATION_WINDOW_MS, cnamPropagationMs, REPUTATION_SANDBOX, sandboxReputation } from './sandbox-reputation';

const asOf = new Date('2026-03-02T12:00:00Z');
const rep = sandboxReputation({ latencyScale: 0, now: () => asOf });
const numbers = Array.from({ length: 2000 }, (_, i) => `512${String(2000000 + i * 3917).padStart(7, '0')}`);

describe('sandboxReputation', () => {
  it('answers the same scores for the same number, in ten digits or E.164', async () => {
    const a = await rep.spamCheck('5125550123');
    expect(await rep.spamCheck('+15125550123')).toEqual(a);
    expect(await rep.cnamLookup('5125550123')).toEqual(await rep.cnamLookup('+15125550123'));
  });

  it('flags by the contract rule: its alert is the SPAM activity alert, and a CleanCall CAUTION is never LOW risk', async () => {
    const results = await Promise.all(numbers.slice(0, 500).map((n) => rep.spamCheck(n)));
    for (const s of results) {
      expect(s.alert).toBe(isSpamAlert(s));
      if (s.cleanCall.recommendation !== 'PASS') expect(s.riskLevel).not.toBe('LOW');
    }
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

  it('shows a registered name once it has propagated, and says when it lags behind', async () => {
    const registeredAt = new Date(asOf.getTime() - 10 * 86_400_000);
    const lookups = await Promise.all(numbers.slice(0, 300).map((n) => rep.cnamLookup(n, { registeredName: 'Acme Home Services', registeredAt })));
    const shown = lookups.filter((c) => c.name === 'ACME HOME SERVI').length;
    expect(shown).toBeGreaterThan(220);
    expect(shown).toBeLessThan(300);
    expect(lookups.filter((c) => c.invalid).every((c) => c.name !== 'ACME HOME SERVI')).toBe(true);
    expect(lookups.filter((c) => !c.invalid).every((c) => c.name === 'ACME HOME SERVI')).toBe(true);
    const noName = await rep.cnamLookup('5125550123');
    expect(['BUSINESS', 'CONSUMER', 'UNKNOWN']).toContain(noName.type);
  });

  it('shows the old listing while the registration is pending, then the name 24 to 72 hours after it is active', async () => {
    const ctx = { registeredName: 'Acme Home Services', asOf };
    for (const n of numbers.slice(0, 100)) {
      const delay = cnamPropagationMs(n);
      const pending = await rep.cnamLookup(n, { ...ctx, registeredAt: null });
      expect(pending).toMatchObject({ invalid: false });
      expect(pending.name).not.toBe('ACME HOME SERVI');
      const before = await rep.cnamLookup(n, { ...ctx, registeredAt: new Date(asOf.getTime() - delay + 60_000) });
      expect(before.name).toBe(pending.name);
      // Not shown within the usual window is no error yet; a name that lags past it is, until it catches up.
      expect(before.invalid).toBe(delay - 60_000 >= CNAM_PROPAGATION_WINDOW_MS);
      const after = await rep.cnamLookup(n, { ...ctx, registeredAt: new Date(asOf.getTime() - delay) });
      expect(after).toMatchObject({ name: 'ACME HOME SERVI', type: 'BUSINESS', invalid: false });
    }
    const delays = numbers.map(cnamPropagationMs);
    const usual = delays.filter((d) => d >= 24 * 3600_000 && d <= 72 * 3600_000).length;
    expect(usual / delays.length).toBeGreaterThan(0.8);
    expect(Math.max(...delays)).toBeLessThanOrEqual(42 * 86_400_000);
  });

  it('keeps its documented numbers', async () => {
    await expect(rep.spamCheck(REPUTATION_SANDBOX.failing)).rejects.toBeInstanceOf(ProviderError);
    const [failed] = await rep.scan([{ number: REPUTATION_SANDBOX.failing }]);
    expect(failed).toHaveProperty('error');
    expect((await rep.spamCheck(REPUTATION_SANDBOX.alwaysHigh)).riskLevel).toBe('HIGH');
    expect((await rep.ftcComplaints(REPUTATION_SANDBOX.alwaysHigh)).count).toBeGreaterThan(0);
    expect((await rep.spamCheck(REPUTATION_SANDBOX.alwaysClean)).riskLevel).toBe('LOW');
    const registered = { registeredName: 'Acme Home', registeredAt: asOf };
    expect(await rep.cnamLookup(REPUTATION_SANDBOX.alwaysClean, registered)).toMatchObject({ name: 'ACME HOME', invalid: false });
    expect(await rep.cnamLookup(REPUTATION_SANDBOX.alwaysHigh, registered)).toMatchObject({ name: 'NOT AVAILABLE', invalid: true });
    expect(await rep.cnamLookup(REPUTATION_SANDBOX.alwaysHigh, { ...registered, registeredAt: null })).toMatchObject({ invalid: false });
    expect((await rep.lineInfo('8005550100')).line_type).toBe('TollFree');
  });
});
