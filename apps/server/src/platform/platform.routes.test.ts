import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { testApp, type TestApp } from '../testing/test-app';
import { signIn } from '../testing/session';
import { DEMO, MINUTE, buildUser, mailsTo, testClock } from '../testing/auth-fixtures';
import { ConfigError } from '../config';

const clock = testClock();
let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;
let as: Record<'superadmin' | 'owner' | 'admin', Session>;

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now }, start: true }); // reset links are mailed by jobs
  as = { superadmin: await signIn(t, DEMO.superadmin), owner: await signIn(t, DEMO.owner), admin: await signIn(t, DEMO.admin) };
});
afterAll(async () => t.close());

const outbox = (s: Session | null, query = '') => t.app.inject({ url: `/api/outbox${query}`, headers: s?.headers });
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/requestPasswordReset', payload: { email, reCaptchaToken: 'test' } });

describe('platform.config', () => {
  it('answers the public settings without a token', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { recaptchaSiteKey: null, outboxEnabled: true, supportUrl: 'https://support.trueline.example', demo: true } });
  });

  it('answers the reCAPTCHA site key when both keys are configured, and no outbox with SMTP', async () => {
    // One key without the other is refused at start (a secret alone would fail every bot check).
    await expect(testApp({ seed: false, env: { RECAPTCHA_SITE_KEY: 'site-key' } })).rejects.toThrow(ConfigError);
    const configured = await testApp({
      seed: false,
      env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret', SMTP_URL: 'smtp://127.0.0.1:2525', SUPPORT_URL: 'https://help.example', SEED_DEMO: 'false' },
    });
    try {
      expect((await configured.app.inject({ url: '/api/config' })).json().data).toEqual({
        recaptchaSiteKey: 'site-key', outboxEnabled: false, supportUrl: 'https://help.example', demo: false,
      });
    } finally {
      await configured.close();
    }
  });
});

describe('platform.outbox', () => {
  it('answers 401 without a token', async () => {
    const res = await outbox(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('is for SuperAdmin only', async () => {
    for (const s of [as.owner, as.admin]) {
      const res = await outbox(s);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
  });

  it('lists the mail kept locally, newest first, filtered by recipient in any case', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    expect((await requestReset(first.email)).statusCode).toBe(200);
    expect(await mailsTo(t, first.email)).toHaveLength(1);
    clock.advance(MINUTE);
    expect((await requestReset(second.email)).statusCode).toBe(200);
    expect(await mailsTo(t, second.email)).toHaveLength(1);

    const all = await outbox(as.superadmin);
    expect(all.statusCode).toBe(200);
    const mails = all.json().data as { to: string; sentAt: string }[];
    const order = mails.map((m) => m.to);
    expect(order.indexOf(second.email)).toBeLessThan(order.indexOf(first.email));

    const filtered = await outbox(as.superadmin, `?to=${encodeURIComponent(first.email.toUpperCase())}`);
    expect(filtered.statusCode).toBe(200);
    const [mail, ...rest] = filtered.json().data;
    expect(rest).toHaveLength(0);
    expect(mail).toEqual({
      id: expect.any(String), to: first.email, subject: 'Reset your Trueline password', text: expect.stringContaining('/reset-password?token='),
      html: expect.stringContaining('<a href="http://localhost:3999/reset-password?token='), sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect((await outbox(as.superadmin, '?to=nobody%40example.com')).json().data).toEqual([]);
  });

  it('answers 404 when mail goes out over SMTP', async () => {
    const smtp = await testApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const superadmin = await signIn(smtp, DEMO.superadmin);
      const res = await smtp.app.inject({ url: '/api/outbox', headers: superadmin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    } finally {
      await smtp.close();
    }
  });
});

describe('platform.files', () => {
  it('serves a stored file by its id without a token, safely', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const id = await t.deps.files.put({ orgId: DEMO.orgId, name: 'x.svg', contentType: 'image/svg+xml', bytes });
    const res = await t.app.inject({ url: `/api/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toContain('private');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown or removed file and 400 for a malformed id', async () => {
    const id = await t.deps.files.put({ orgId: DEMO.orgId, name: 'a.png', contentType: 'image/png', bytes: Buffer.from('x') });
    await t.deps.files.remove(id);
    for (const missing of [id, '00000000-0000-4000-8000-00000000dead']) {
      const res = await t.app.inject({ url: `/api/files/${missing}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const bad = await t.app.inject({ url: '/api/files/..%2F..%2Fsecret.key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });
});

describe('platform.health', () => {
  it('answers ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
  });
});
