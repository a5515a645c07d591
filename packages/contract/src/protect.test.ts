import { describe, expect, it } from 'vitest';
import { formatProtectNumber, isSpamAlert, spamFlags, protectConfirmMessage, protectDigits, protectStatusLabel, protectUploadMessage, type SpamResult } from './protect';
import { normalizeContactPhone } from './organizations';

describe('protectDigits', () => {
  it('takes ten NANP digits however they are typed', () => {
    for (const raw of ['5125550100', '(512) 555-0100', '+1 512-555-0100', '1.512.555.0100', '15125550100']) expect(protectDigits(raw)).toBe('5125550100');
  });
  it('refuses short, long, lettered and impossible numbers', () => {
    for (const raw of ['512555010', '25125550100', '512555010a', '0125550100', '1125550100', '5121115010', '9115550100', '']) expect(protectDigits(raw)).toBeNull();
  });
  it('formats ten digits for people', () => {
    expect(formatProtectNumber('5125550100')).toBe('(512) 555-0100');
  });
});

describe('protect texts', () => {
  it("says the spec's words after an upload, with its two spaces", () => {
    expect(protectUploadMessage('ADD', { successfulRecords: 48, failureCount: 2 })).toBe('Protect file processed.  48 records successfully added.  2 records failed to import.');
    expect(protectUploadMessage('REMOVE', { successfulRecords: 3, failureCount: 0 })).toContain('3 records successfully removed.');
  });
  it("asks a different confirmation for each action, in the spec's words for it", () => {
    const texts = (['ADD', 'REMOVE', 'REPLACE'] as const).map((a) => protectConfirmMessage(a, 'n.csv'));
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain('Add merges with existing records');
    expect(texts[1]).toContain('Remove permanently removes matching records');
    expect(texts[2]).toContain('Replace removes all existing records and replaces them');
    for (const t of texts) expect(t).toContain('n.csv');
  });
  it('shows INITIALIZING or a pending registration as Registration Pending', () => {
    expect(protectStatusLabel({ status: 'INITIALIZING', registrationPending: true })).toBe('Registration Pending');
    expect(protectStatusLabel({ status: 'ACTIVE', registrationPending: true })).toBe('Registration Pending');
    expect(protectStatusLabel({ status: 'ACTIVE', registrationPending: false })).toBe('ACTIVE');
  });
});

describe('isSpamAlert', () => {
  const clean: SpamResult = {
    riskLevel: 'LOW', cleanCall: { recommendation: 'PASS' }, icehookScout: { risk_rating: 10, risk_level: 'LOW' }, nomoRobo: { score: 0 }, trueSpam: { spam_score: 10, spam_score_match: false },
  };
  it('flags HIGH risk or any checker over its threshold', () => {
    expect(isSpamAlert(clean)).toBe(false);
    expect(isSpamAlert({ ...clean, riskLevel: 'HIGH' })).toBe(true);
    expect(isSpamAlert({ ...clean, trueSpam: { spam_score: 50, spam_score_match: true } })).toBe(true);
    expect(isSpamAlert({ ...clean, trueSpam: { spam_score: 49, spam_score_match: true } })).toBe(false);
    expect(isSpamAlert({ ...clean, nomoRobo: { score: 1 } })).toBe(true);
    expect(isSpamAlert({ ...clean, icehookScout: { risk_rating: 60, risk_level: 'MEDIUM' } })).toBe(true);
    expect(isSpamAlert({ ...clean, icehookScout: { risk_rating: 59, risk_level: 'LOW' } })).toBe(false);
    expect(isSpamAlert({ ...clean, cleanCall: { recommendation: 'BLOCK' } })).toBe(true);
  });
  it('counts anything but a CleanCall PASS as a flag: CAUTION is an alert', () => {
    expect(isSpamAlert({ ...clean, cleanCall: { recommendation: 'CAUTION' } })).toBe(true);
    expect(spamFlags({ ...clean, cleanCall: { recommendation: 'CAUTION' } })).toEqual({ trueSpam: false, nomoRobo: false, iceHook: false, cleanCall: true });
  });
});

describe('normalizeContactPhone', () => {
  it('keeps ten digits with an optional +1, dropping separators', () => {
    expect(normalizeContactPhone('5125550100')).toBe('+15125550100');
    expect(normalizeContactPhone('+15125550100')).toBe('+15125550100');
    expect(normalizeContactPhone('(512) 555-0100')).toBe('+15125550100');
  });
  it('refuses other lengths, prefixes and letters', () => {
    for (const v of ['512555010', '15125550100', '+4415125550', '+1512555010x', '']) expect(normalizeContactPhone(v)).toBeNull();
  });
});
