import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sandbox';
import { REFRESH_GRACE_DAYS, sandboxRnd } from './sandbox-rnd';

const rnd = sandboxRnd({ latencyScale: 0, now: () => new Date('2026-03-01T12:00:00Z') });

describe('sandboxRnd.checkToken', () => {
  it('answers the documented token states', async () => {
    await expect(rnd.checkToken('live-token-123')).resolves.toEqual({ tokenValid: true, refreshTokenValid: true });
    await expect(rnd.checkToken('expired-token')).resolves.toEqual({ tokenValid: false, refreshTokenValid: true });
    await expect(rnd.checkToken('INVALID')).resolves.toEqual({ tokenValid: false, refreshTokenValid: false });
    await expect(rnd.checkToken('unavailable')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('sandboxRnd token expiry', () => {
  it('expires an expiring- token after its day, then its refresh token 30 days later', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const clocked = sandboxRnd({ latencyScale: 0, now: () => now });
    const token = 'expiring-2026-03-01-abc';
    await expect(clocked.checkToken(token)).resolves.toEqual({ tokenValid: true, refreshTokenValid: true });
    now = new Date('2026-03-02T00:00:00Z');
    await expect(clocked.checkToken(token)).resolves.toEqual({ tokenValid: false, refreshTokenValid: true });
    now = new Date(now.getTime() + REFRESH_GRACE_DAYS * 86_400_000);
    await expect(clocked.checkToken(token)).resolves.toEqual({ tokenValid: false, refreshTokenValid: false });
  });
});

describe('sandboxRnd.query', () => {
  it('answers the documented numbers', async () => {
    await expect(rnd.query('ok', '+15125550000', '2023-06-01')).resolves.toEqual({ answer: 'yes', disconnectDate: '2024-01-15' });
    await expect(rnd.query('ok', '+15125550000', '2024-02-01')).resolves.toEqual({ answer: 'no', disconnectDate: null });
    await expect(rnd.query('ok', '5125559999', '2022-01-01')).resolves.toEqual({ answer: 'no', disconnectDate: null });
    await expect(rnd.query('ok', '5125551234', '2020-05-01')).resolves.toEqual({ answer: 'no_data', disconnectDate: null });
  });

  it('renews an expired access token with its refresh token, and refuses a token whose refresh is refused too', async () => {
    await expect(rnd.query('expired-token', '+15125550000', '2023-06-01')).resolves.toEqual({ answer: 'yes', disconnectDate: '2024-01-15' });
    await expect(rnd.query('invalid-token', '+15125550000', '2023-06-01')).rejects.toThrow('The RND API token has expired or is not valid.');
  });

  it('is deterministic and reports a realistic share of disconnected numbers', async () => {
    let yes = 0;
    for (let i = 0; i < 2000; i++) {
      const phone = `512${String(1000000 + i * 37).padStart(7, '0')}`;
      const first = await rnd.query('ok', phone, '2021-02-01');
      expect(await rnd.query('ok', phone, '2021-02-01')).toEqual(first);
      if (first.answer === 'yes') yes++;
    }
    expect(yes).toBeGreaterThan(40);
    expect(yes).toBeLessThan(200);
  });

  it('refuses a token that cannot be renewed and a malformed number', async () => {
    await expect(rnd.query('invalid', '5125551234', '2022-01-01')).rejects.toBeInstanceOf(ProviderError);
    await expect(rnd.query('ok', '12345', '2022-01-01')).rejects.toBeInstanceOf(ProviderError);
  });
});
