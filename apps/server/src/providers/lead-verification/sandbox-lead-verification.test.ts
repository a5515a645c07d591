import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sandbox';
import { SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import { sandboxLeadVerification } from './sandbox-lead-verification';

const lv = sandboxLeadVerification({ latencyScale: 0 });
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const cert = (i: number) => `https://cert.trustedform.com/${sha(`cert${i}`).slice(0, 40)}`;
const token = (i: number) => sha(`token${i}`).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12}).*$/, '$1-$2-$3-$4-$5');

describe('sandboxLeadVerification.trustedForm', () => {
  it('answers the documented inputs', async () => {
    const res = await lv.trustedForm([
      { number: T.clean, token: null },
      { number: T.clean, token: 'not a certificate' },
      { number: T.clean, token: `https://cert.trustedform.com/${'a'.repeat(36)}0000` },
      { number: T.clean, token: `${'a'.repeat(36)}ffff` },
      { number: T.tokenError, token: cert(1) },
    ], 'key');
    expect(res.map((r) => r.reason)).toEqual(['No certificate provided', 'Invalid certificate URL', 'Certificate expired', 'Certificate not found', 'Certificate expired']);
    expect(res.every((r) => !r.valid)).toBe(true);
    await expect(lv.trustedForm([], 'invalid')).rejects.toBeInstanceOf(ProviderError);
  });

  it('accepts most certificates, deterministically', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => ({ number: T.clean, token: cert(i) }));
    const a = await lv.trustedForm(items, 'key');
    expect(await lv.trustedForm(items, 'key')).toEqual(a);
    const failed = a.filter((r) => !r.valid).length / items.length;
    expect(failed).toBeGreaterThan(0.04);
    expect(failed).toBeLessThan(0.12);
  });
});

describe('sandboxLeadVerification.leadId', () => {
  it('answers the documented inputs', async () => {
    const res = await lv.leadId([
      { number: T.clean, token: null },
      { number: T.clean, token: 'ABC-123' },
      { number: T.clean, token: 'a1b2c3d4-0000-4000-8000-000000000000' },
      { number: T.clean, token: 'a1b2c3d4-0000-4000-8000-ffffffffffff' },
      { number: T.tokenError, token: token(1) },
      { number: T.clean, token: token(1) },
    ], 'acct');
    expect(res.map((r) => r.reason)).toEqual(['No LeadiD token provided', 'Malformed token', 'Token expired', 'Token not found', 'Token expired', null]);
    expect(token(1)).toHaveLength(36);
    await expect(lv.leadId([], 'invalid')).rejects.toBeInstanceOf(ProviderError);
  });

  it('accepts most tokens', async () => {
    const res = await lv.leadId(Array.from({ length: 2000 }, (_, i) => ({ number: T.clean, token: token(i) })), 'acct');
    const failed = res.filter((r) => !r.valid).length / res.length;
    expect(failed).toBeGreaterThan(0.03);
    expect(failed).toBeLessThan(0.11);
  });
});
