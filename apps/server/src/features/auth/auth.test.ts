import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/session';
import {
  DAY, DEMO, DEMO_PASSWORD, HOUR, MINUTE, buildUser, formBody, mailsTo, otherCode, testClock, tokenFromMail, totpCode, uniqueEmail, userRow,
} from '../../testing/auth-fixtures';
import { sha256 } from '../../platform/crypto';
import { authTokens, refreshTokens } from './auth.tables';
import { PASSWORD_RESET_JOB } from './auth.service';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  // Started: reset links and invitations are mailed by jobs.
  t = await testApp({ overrides: { now: clock.now }, start: true });
});
afterAll(async () => t.close());
// Every test starts in a fresh rate-limit window (15 minutes for sign-in, an hour for resets).
beforeEach(() => clock.advance(61 * MINUTE));

const NEW_PASSWORD = 'Fresh#Pass2026';

const credentials = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/credentials', payload: { reCaptchaToken: 'test', ...body }, remoteAddress });
const post = (url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: cookie === undefined ? {} : { tl_refresh: cookie } });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
const refreshCookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'tl_refresh');
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Turns the second factor on for a user through the API, answering a signed-in session. */
async function enableMfa(email: string) {
  const session = await signIn(t, email);
  const qr = await t.app.inject({ url: '/api/auth/mfa', headers: session.headers });
  expect(qr.statusCode).toBe(200);
  const code = await totpCode(t, session.user.id, 'pending');
  const res = await post(`/api/auth/mfa/verify?code=${code}`, undefined, session.headers);
  expect(res.statusCode).toBe(200);
  return session;
}

describe('auth.credentials', () => {
  it('signs in with a JSON body, answers the authorized user and sets the refresh cookie', async () => {
    const res = await credentials({ email: DEMO.owner, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.type).toBe('Authenticated');
    expect(data.authorizedUser).toEqual({
      id: '00000000-0000-4000-8000-0000000000a2', orgId: DEMO.orgId, firstName: 'Olivia', lastName: 'Owner', email: DEMO.owner, userType: 'Owner',
      accessToken: expect.any(String),
    });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(cookie!.value.length).toBeGreaterThan(20);
    // the access token opens the API
    const profile = await me(bearer(data.authorizedUser.accessToken));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email: DEMO.owner, userType: 'Owner', orgName: 'Demo Co', mfaSet: false });
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/credentials', ...formBody({ email: DEMO.admin, password: DEMO_PASSWORD, reCaptchaToken: 'test' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.authorizedUser.email).toBe(DEMO.admin);
  });

  it('accepts a form-encoded body with a charset', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/credentials',
      payload: new URLSearchParams({ email: DEMO.admin, password: DEMO_PASSWORD, reCaptchaToken: 'test' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.authorizedUser.email).toBe(DEMO.admin);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const res = await credentials({ email: '  Owner@Demo.TEST ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.authorizedUser.email).toBe(DEMO.owner);
  });

  it('records when the user was last seen', async () => {
    const { id } = await buildUser(t);
    expect((await userRow(t, id)).lastSeen).toBeNull();
    const { email } = await userRow(t, id);
    await signIn(t, email);
    expect((await userRow(t, id)).lastSeen?.getTime()).toBe(clock.ms);
  });

  it.each([
    [{ password: DEMO_PASSWORD }, 'email', MESSAGES.emailRequired],
    [{ email: '', password: DEMO_PASSWORD }, 'email', MESSAGES.emailRequired],
    [{ email: '   ', password: DEMO_PASSWORD }, 'email', MESSAGES.emailRequired],
    [{ email: 'owner-at-demo.test', password: DEMO_PASSWORD }, 'email', MESSAGES.emailInvalid],
    [{ email: 'owner@demo', password: DEMO_PASSWORD }, 'email', MESSAGES.emailInvalid],
    [{ email: DEMO.owner }, 'password', MESSAGES.passwordRequired],
    [{ email: DEMO.owner, password: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: DEMO.owner, password: 'Short1!' }, 'password', MESSAGES.passwordTooShort],
  ])('refuses %j with the spec message', async (body, path, message) => {
    const res = await credentials(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('names every invalid field, email first', async () => {
    const res = await credentials({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.emailRequired, code: 'VALIDATION',
      errors: [{ path: 'email', message: MESSAGES.emailRequired }, { path: 'password', message: MESSAGES.passwordRequired }],
    });
  });

  it('gives the same validation messages to a form-encoded body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/credentials', ...formBody({ email: 'nope', password: 'x', reCaptchaToken: 't' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'email', message: MESSAGES.emailInvalid }, { path: 'password', message: MESSAGES.passwordTooShort }]);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const unknown = await credentials({ email: 'nobody@demo.test', password: DEMO_PASSWORD });
    const wrong = await credentials({ email: DEMO.owner, password: 'Wrong#Pass2026' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'UNAUTHENTICATED' });
    expect(wrong.body).toBe(unknown.body);
    expect(refreshCookieOf(unknown)).toBeUndefined();
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it('does not let an invited user without a password sign in', async () => {
    const { email } = await buildUser(t, { password: null });
    const res = await credentials({ email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses an empty or missing bot-check token before looking at the password', async () => {
    for (const reCaptchaToken of ['', '   ', undefined]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/credentials', payload: { email: DEMO.owner, password: DEMO_PASSWORD, reCaptchaToken } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.captchaFailed, code: 'VALIDATION', errors: [{ path: 'reCaptchaToken', message: MESSAGES.captchaFailed }] });
    }
  });
});

describe('auth rate limiting', () => {
  it('refuses the 11th sign-in attempt for one email from one address within 15 minutes, even with the right password', async () => {
    const { email } = await buildUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await credentials({ email, password: 'Wrong#Pass2026' }, '10.0.1.1');
      expect(res.statusCode).toBe(401);
    }
    const limited = await credentials({ email, password: DEMO_PASSWORD }, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    // the same address in another case is the same email
    expect((await credentials({ email: email.toUpperCase(), password: DEMO_PASSWORD }, '10.0.1.1')).statusCode).toBe(429);
    // another account from that address is not affected
    expect((await credentials({ email: DEMO.admin, password: DEMO_PASSWORD }, '10.0.1.1')).statusCode).toBe(200);
    // a new window opens after 15 minutes
    clock.advance(15 * MINUTE);
    expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.1.1')).statusCode).toBe(200);
  });

  it('lets no stranger lock an account out: failures from elsewhere do not stop its owner', async () => {
    const { email } = await buildUser(t);
    // one address guessing until it is refused, then more addresses guessing a few times each
    for (let i = 0; i < 12; i++) await credentials({ email, password: 'Wrong#Pass2026' }, '10.0.6.1');
    expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.6.1')).statusCode).toBe(429);
    for (let i = 2; i < 8; i++) for (let j = 0; j < 3; j++) expect((await credentials({ email, password: 'Wrong#Pass2026' }, `10.0.6.${i}`)).statusCode).toBe(401);
    // the owner, from their own address, signs in
    expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.6.200')).statusCode).toBe(200);
  });

  it('counts failures only: signing in again and again is never limited', async () => {
    const { email } = await buildUser(t);
    for (let i = 0; i < 15; i++) expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.3.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await credentials({ email, password: 'Wrong#Pass2026' }, '10.0.3.1')).statusCode).toBe(401);
    expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.3.1')).statusCode).toBe(429);
  });

  it('lets no parallel guess slip past the limit', async () => {
    const { email } = await buildUser(t);
    const answers = await Promise.all(Array.from({ length: 14 }, () => credentials({ email, password: 'Wrong#Pass2026' }, '10.0.4.1')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });

  it('does not count a failed bot check against the email, so bots cannot lock an account', async () => {
    const { email } = await buildUser(t);
    for (let i = 0; i < 12; i++) {
      const res = await credentials({ email, password: 'Wrong#Pass2026', reCaptchaToken: '' }, `10.0.5.${i}`);
      expect(res.json().message).toBe(MESSAGES.captchaFailed);
    }
    expect((await credentials({ email, password: DEMO_PASSWORD }, '10.0.5.200')).statusCode).toBe(200);
  });

  it('counts unknown emails too, so limiting reveals nothing', async () => {
    for (let i = 0; i < 10; i++) await credentials({ email: 'ghost@demo.test', password: DEMO_PASSWORD }, '10.0.2.1');
    const limited = await credentials({ email: 'ghost@demo.test', password: DEMO_PASSWORD }, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.rateLimited);
  });

  it('limits password reset requests per email', async () => {
    const { email } = await buildUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' });
      expect(res.statusCode).toBe(200);
    }
    const limited = await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    expect(await mailsTo(t, email)).toHaveLength(5);
  });

  describe('per email address from all addresses together (SIGNIN_LIMIT_PER_EMAIL)', () => {
    let ceiling: TestApp;
    beforeAll(async () => {
      ceiling = await testApp({ env: { SIGNIN_LIMIT_PER_EMAIL: '12' } });
    });
    afterAll(async () => ceiling.close());
    const attempt = (email: string, password: string, remoteAddress: string) =>
      ceiling.app.inject({ method: 'POST', url: '/api/auth/credentials', payload: { email, password, reCaptchaToken: 'test' }, remoteAddress });

    it('stops a guess spread over many addresses at the ceiling, for every address', async () => {
      for (let i = 0; i < 12; i++) expect((await attempt(DEMO.admin, 'Wrong#Pass2026', `10.8.0.${i}`)).statusCode).toBe(401);
      const res = await attempt(DEMO.admin, DEMO_PASSWORD, '10.8.0.200');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      expect((await attempt(DEMO.owner, DEMO_PASSWORD, '10.8.0.200')).statusCode).toBe(200);
    });

    it('does not spend the ceiling on attempts one address was already refused', async () => {
      for (let i = 0; i < 10; i++) expect((await attempt(DEMO.superadmin, 'Wrong#Pass2026', '10.8.1.1')).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await attempt(DEMO.superadmin, 'Wrong#Pass2026', '10.8.1.1')).statusCode).toBe(429);
      // 10 failures counted against the ceiling of 12, not 15
      expect((await attempt(DEMO.superadmin, 'Wrong#Pass2026', '10.8.1.2')).statusCode).toBe(401);
      expect((await attempt(DEMO.superadmin, DEMO_PASSWORD, '10.8.1.3')).statusCode).toBe(200);
    });
  });

  describe('per client address (SIGNIN_LIMIT_PER_IP)', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await testApp({ env: { SIGNIN_LIMIT_PER_IP: '3' } });
    });
    afterAll(async () => limited.close());
    const attempt = (email: string, remoteAddress: string, url = '/api/auth/credentials') =>
      limited.app.inject({ method: 'POST', url, payload: { email, password: DEMO_PASSWORD, reCaptchaToken: 'test' }, remoteAddress });

    it('refuses the attempt after the configured number of failures from one address, whatever the email', async () => {
      // successful sign-ins are not counted
      for (let i = 0; i < 4; i++) expect((await attempt(DEMO.owner, '10.9.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await attempt(`nobody${i}@demo.test`, '10.9.0.1')).statusCode).toBe(401);
      const res = await attempt(DEMO.superadmin, '10.9.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      // another address is still welcome
      expect((await attempt(DEMO.superadmin, '10.9.0.2')).statusCode).toBe(200);
    });

    it('cannot be dodged with a forged X-Forwarded-For from a client that is not a trusted proxy', async () => {
      const forged = (i: number) =>
        limited.app.inject({
          method: 'POST', url: '/api/auth/credentials', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: `forger${i}@demo.test`, password: DEMO_PASSWORD, reCaptchaToken: 'test' },
        });
      for (let i = 0; i < 3; i++) expect((await forged(i)).statusCode).toBe(401);
      expect((await forged(3)).statusCode).toBe(429);
    });

    it('counts by the address a proxy on the same host forwards', async () => {
      const viaProxy = (client: string) =>
        limited.app.inject({
          method: 'POST', url: '/api/auth/credentials', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client },
          payload: { email: 'proxied@demo.test', password: DEMO_PASSWORD, reCaptchaToken: 'test' },
        });
      for (let i = 0; i < 3; i++) expect((await viaProxy('192.0.2.10')).statusCode).toBe(401);
      expect((await viaProxy('192.0.2.10')).statusCode).toBe(429);
      expect((await viaProxy('192.0.2.11')).statusCode).toBe(401);
    });

    it('limits reset requests per address too', async () => {
      for (let i = 0; i < 3; i++) expect((await attempt(`someone${i}@demo.test`, '10.9.1.1', '/api/auth/requestPasswordReset')).statusCode).toBe(200);
      const res = await attempt('someone9@demo.test', '10.9.1.1', '/api/auth/requestPasswordReset');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MESSAGES.rateLimited);
    });
  });
});

describe('auth.me', () => {
  it('answers 401 without a token, with a malformed one, or with a forged one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer' }, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }];
    for (const headers of attempts) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
    }
    // signed with another key
    const other = await testApp({ overrides: { now: clock.now } });
    try {
      const foreign = await signIn(other, DEMO.owner);
      expect((await me(foreign.headers)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers the profile of the signed-in user, without secrets', async () => {
    const { headers } = await signIn(t, DEMO.superadmin);
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: '00000000-0000-4000-8000-0000000000a1', orgId: DEMO.orgId, orgName: 'Demo Co', firstName: 'Sam', lastName: 'Super', email: DEMO.superadmin,
      userType: 'SuperAdmin', role: 'Platform support', mfaSet: false, profilePictureUrl: null,
    });
    expect(JSON.stringify(data)).not.toMatch(/password|mfaSecret|Pending/i);
  });

  it("refuses a workspace API key on team members' routes with 403", async () => {
    const owner = await signIn(t, DEMO.owner);
    const created = await post(`/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=Dialer`, undefined, owner.headers);
    expect(created.statusCode).toBe(200);
    const key = created.json().data.key as string;
    expect((await t.app.inject({ url: '/api/v1/me', headers: { 'x-api-key': key } })).statusCode).toBe(200);
    for (const headers of [{ 'x-api-key': key }, bearer(key)]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
      expect((await t.app.inject({ url: `/api/orgs/${DEMO.orgId}/users`, headers })).statusCode).toBe(403);
    }
  });

  it('stops accepting an access token after 15 minutes', async () => {
    const { headers } = await signIn(t, DEMO.admin);
    clock.advance(14 * MINUTE);
    expect((await me(headers)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('auth.refresh', () => {
  it('answers 401 without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, '', 'not-a-token']) {
      const res = await refresh(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
    }
  });

  it('rotates the refresh cookie and answers a fresh access token', async () => {
    const session = await signIn(t, DEMO.owner);
    clock.advance(1000);
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ id: session.user.id, email: DEMO.owner, userType: 'Owner', orgId: DEMO.orgId });
    expect(user.accessToken).not.toBe(session.user.accessToken);
    expect((await me(bearer(user.accessToken))).statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(next!.value).not.toBe(session.refreshCookie);
    // the new cookie refreshes again
    expect((await refresh(next!.value)).statusCode).toBe(200);
  });

  it('accepts the force flag', async () => {
    const session = await signIn(t, DEMO.owner);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh?force=true', cookies: { tl_refresh: session.refreshCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO.owner);
  });

  it('tolerates the old cookie within 10 seconds (two tabs refreshing at once)', async () => {
    const session = await signIn(t, DEMO.owner);
    const first = await refresh(session.refreshCookie);
    clock.advance(9_000);
    const second = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(first)!.value)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated cookie comes back after the grace time', async () => {
    const session = await signIn(t, DEMO.owner);
    const elsewhere = await signIn(t, DEMO.owner);
    const rotated = await refresh(session.refreshCookie);
    const newest = refreshCookieOf(rotated)!.value;
    clock.advance(11_000);
    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('UNAUTHENTICATED');
    // the thief's and the owner's newest cookie both stop working
    expect((await refresh(newest)).statusCode).toBe(401);
    const family = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(newest)));
    expect(family[0]?.revokedAt).not.toBeNull();
    // another session of the same user is untouched
    expect((await refresh(elsewhere.refreshCookie)).statusCode).toBe(200);
  });

  it('clears the cookie when the refresh fails', async () => {
    const res = await refresh('not-a-token');
    const cleared = res.cookies.find((c) => c.name === 'tl_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('stores refresh tokens hashed', async () => {
    const session = await signIn(t, DEMO.owner);
    const rows = await t.deps.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(session.refreshCookie);
    expect(rows.some((r) => r.tokenHash === sha256(session.refreshCookie))).toBe(true);
  });

  it('expires a refresh token after 30 days', async () => {
    const session = await signIn(t, DEMO.owner);
    clock.advance(30 * DAY + MINUTE);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });
});

describe('auth.logout', () => {
  it('revokes the refresh cookie and clears it', async () => {
    const session = await signIn(t, DEMO.owner);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { tl_refresh: session.refreshCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(refreshCookieOf(res)?.value).toBe('');
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });

  it('also ends the rotated successors of the session', async () => {
    const session = await signIn(t, DEMO.owner);
    const next = refreshCookieOf(await refresh(session.refreshCookie))!.value;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { tl_refresh: next } });
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('answers ok without a cookie', async () => {
    const res = await post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
  });
});

describe('auth.mfa (second-factor set-up)', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/auth/mfa' })).statusCode).toBe(401);
    const res = await post('/api/auth/mfa/verify?code=123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers a 300×300 PNG QR code and keeps the pending secret encrypted', async () => {
    const { id, email } = await buildUser(t);
    const session = await signIn(t, email);
    const res = await t.app.inject({ url: '/api/auth/mfa', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(300);
    expect(png.readUInt32BE(20)).toBe(300);
    const row = await userRow(t, id);
    expect(row.mfaSecret).toBeNull();
    expect(row.mfaPendingSecret).toMatch(/^v1\./);
    const secret = t.deps.cipher.decrypt(row.mfaPendingSecret!);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(row.mfaPendingSecret).not.toContain(secret);
    // not active until confirmed
    expect((await me(session.headers)).json().data.mfaSet).toBe(false);
    expect((await credentials({ email, password: DEMO_PASSWORD })).json().data.type).toBe('Authenticated');
  });

  it.each([
    ['', MESSAGES.mfaCodeRequired],
    ['   ', MESSAGES.mfaCodeRequired],
    ['12345', MESSAGES.mfaCodeSixDigits],
    ['1234567', MESSAGES.mfaCodeSixDigits],
    ['12a456', MESSAGES.mfaCodeSixDigits],
  ])('refuses the code %j with the spec message', async (code, message) => {
    const { headers } = await signIn(t, DEMO.admin);
    const res = await post(`/api/auth/mfa/verify?code=${encodeURIComponent(code)}`, undefined, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path: 'code', message }] });
  });

  it('refuses a missing code', async () => {
    const { headers } = await signIn(t, DEMO.admin);
    const res = await post('/api/auth/mfa/verify', undefined, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.mfaCodeRequired, code: 'VALIDATION', errors: [{ path: 'code', message: MESSAGES.mfaCodeRequired }] });
  });

  it('refuses a code when no set-up was started', async () => {
    const { email } = await buildUser(t);
    const { headers } = await signIn(t, email);
    const res = await post('/api/auth/mfa/verify?code=123456', undefined, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidMfaCode);
  });

  it('refuses a wrong code and keeps the factor off', async () => {
    const { id, email } = await buildUser(t);
    const { headers } = await signIn(t, email);
    await t.app.inject({ url: '/api/auth/mfa', headers });
    const wrong = otherCode(await totpCode(t, id, 'pending'));
    const res = await post(`/api/auth/mfa/verify?code=${wrong}`, undefined, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidMfaCode, code: 'VALIDATION', errors: [{ path: 'code', message: MESSAGES.invalidMfaCode }] });
    expect((await userRow(t, id)).mfaSecret).toBeNull();
  });

  it('turns the factor on with a valid code', async () => {
    const { id, email } = await buildUser(t);
    const { headers } = await enableMfa(email);
    const row = await userRow(t, id);
    expect(row.mfaPendingSecret).toBeNull();
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect((await me(headers)).json().data.mfaSet).toBe(true);
  });

  it('never replaces an active factor: a new set-up is refused with 409 and the factor stays', async () => {
    const { id, email } = await buildUser(t);
    const { headers } = await enableMfa(email);
    const active = (await userRow(t, id)).mfaSecret;
    const res = await t.app.inject({ url: '/api/auth/mfa', headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.mfaAlreadyEnabled, code: 'CONFLICT' });
    const row = await userRow(t, id);
    expect(row.mfaSecret).toBe(active);
    expect(row.mfaPendingSecret).toBeNull();
    // nothing is waiting to be confirmed, so no code can swap the factor either
    const verify = await post(`/api/auth/mfa/verify?code=${await totpCode(t, id)}`, undefined, headers);
    expect(verify.statusCode).toBe(400);
    expect((await userRow(t, id)).mfaSecret).toBe(active);
  });
});

describe('auth.secondFactor', () => {
  async function challenge(email: string) {
    const res = await credentials({ email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('asks for the second factor once it is on, without a session yet', async () => {
    const { email } = await buildUser(t);
    await enableMfa(email);
    const res = await challenge(email);
    expect(res.json().data).toEqual({ type: 'TwoFactorRequired', token: expect.any(String) });
    expect(refreshCookieOf(res)).toBeUndefined();
    // the challenge token is stored hashed
    const token = res.json().data.token as string;
    const rows = await t.deps.db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('mfa');
  });

  it('completes sign-in with a valid code (JSON and form-encoded)', async () => {
    const { id, email } = await buildUser(t);
    await enableMfa(email);
    for (const encode of ['json', 'form'] as const) {
      clock.advance(31_000);
      const token = (await challenge(email)).json().data.token as string;
      const code = await totpCode(t, id);
      const res = encode === 'json'
        ? await post('/api/auth/secondFactor', { token, code })
        : await t.app.inject({ method: 'POST', url: '/api/auth/secondFactor', ...formBody({ token, code }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, email, userType: 'Admin', accessToken: expect.any(String) });
      expect(refreshCookieOf(res)?.value).toBeTruthy();
      expect((await me(bearer(res.json().data.accessToken))).json().data.email).toBe(email);
    }
  });

  it.each([
    [{ code: '123456' }, 'token', MESSAGES.signInTokenInvalid],
    [{ token: 'abc' }, 'code', MESSAGES.mfaCodeRequired],
    [{ token: 'abc', code: '' }, 'code', MESSAGES.mfaCodeRequired],
    [{ token: 'abc', code: '1234' }, 'code', MESSAGES.mfaCodeSixDigits],
    [{ token: 'abc', code: 'abcdef' }, 'code', MESSAGES.mfaCodeSixDigits],
  ])('refuses %j with the spec message', async (body, path, message) => {
    const res = await post('/api/auth/secondFactor', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
  });

  it('refuses a wrong code, then accepts the right one on the same token', async () => {
    const { id, email } = await buildUser(t);
    await enableMfa(email);
    clock.advance(31_000);
    const token = (await challenge(email)).json().data.token as string;
    const code = await totpCode(t, id);
    const wrong = await post('/api/auth/secondFactor', { token, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidMfaCode, code: 'VALIDATION', errors: [{ path: 'code', message: MESSAGES.invalidMfaCode }] });
    expect(refreshCookieOf(wrong)).toBeUndefined();
    expect((await post('/api/auth/secondFactor', { token, code })).statusCode).toBe(200);
  });

  it('uses a challenge token once', async () => {
    const { id, email } = await buildUser(t);
    await enableMfa(email);
    clock.advance(31_000);
    const token = (await challenge(email)).json().data.token as string;
    const code = await totpCode(t, id);
    expect((await post('/api/auth/secondFactor', { token, code })).statusCode).toBe(200);
    const again = await post('/api/auth/secondFactor', { token, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.signInTokenInvalid);
  });

  it('expires the challenge after 5 minutes', async () => {
    const { id, email } = await buildUser(t);
    await enableMfa(email);
    const token = (await challenge(email)).json().data.token as string;
    clock.advance(5 * MINUTE + 1000);
    const res = await post('/api/auth/secondFactor', { token, code: await totpCode(t, id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.signInTokenInvalid);
  });

  it('ends the challenge after 5 wrong codes', async () => {
    const { id, email } = await buildUser(t);
    await enableMfa(email);
    clock.advance(31_000);
    const token = (await challenge(email)).json().data.token as string;
    const code = await totpCode(t, id);
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/secondFactor', { token, code: otherCode(code) })).json().message).toBe(MESSAGES.invalidMfaCode);
    const res = await post('/api/auth/secondFactor', { token, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.signInTokenInvalid);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('does not take another kind of token as a challenge', async () => {
    const { id, email } = await buildUser(t);
    const session = await enableMfa(email);
    const issued = await post('/api/auth/token/issue', undefined, session.headers);
    const res = await post('/api/auth/secondFactor', { token: issued.json().data.token, code: await totpCode(t, id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.signInTokenInvalid);
  });

  it('still refuses a wrong password before any challenge', async () => {
    const { email } = await buildUser(t);
    await enableMfa(email);
    const res = await credentials({ email, password: 'Wrong#Pass2026' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.invalidCredentials);
  });
});

describe('auth password reset', () => {
  async function requestReset(email: string) {
    const res = await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(t, email);
    return tokenFromMail(mails[mails.length - 1]!, '/reset-password');
  }

  it('answers ok and mails a one-hour link through the outbox', async () => {
    const { email } = await buildUser(t, { firstName: 'Rita' });
    const res = await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: 'Reset your Trueline password' });
    expect(mails[0]!.text).toContain('Hello Rita');
    expect(mails[0]!.text).toContain('http://localhost:3999/reset-password?token=');
    expect(mails[0]!.html).toContain('/reset-password?token=');
  });

  it('does the same work for a known and an unknown address: one queued job, which makes and mails the link', async () => {
    const idle = await testApp(); // not started: queued jobs wait for a worker
    try {
      const { id, email } = await buildUser(idle);
      for (const address of [email, 'nobody-at-all@demo.test']) {
        const res = await idle.app.inject({ method: 'POST', url: '/api/auth/requestPasswordReset', payload: { email: address, reCaptchaToken: 'test' } });
        expect(res.statusCode).toBe(200);
      }
      const { rows } = await idle.deps.sql.query<{ data: { email: string } }>('select data from pgboss.job where name = $1 order by created_on', [PASSWORD_RESET_JOB]);
      expect(rows.map((r) => r.data.email)).toEqual([email, 'nobody-at-all@demo.test']);
      expect(await idle.deps.db.select().from(authTokens).where(eq(authTokens.userId, id))).toHaveLength(0);
      await idle.start();
      const mails = await mailsTo(idle, email);
      expect(mails).toHaveLength(1);
      expect(tokenFromMail(mails[0]!, '/reset-password')).toBeTruthy();
      expect(await mailsTo(idle, 'nobody-at-all@demo.test')).toHaveLength(0);
    } finally {
      await idle.close();
    }
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { email } = await buildUser(t);
    const known = await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' });
    const unknown = await post('/api/auth/requestPasswordReset', { email: 'nobody-here@demo.test', reCaptchaToken: 'test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(t, 'nobody-here@demo.test')).toHaveLength(0);
  });

  it('accepts a form-encoded request', async () => {
    const { email } = await buildUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/requestPasswordReset', ...formBody({ email, reCaptchaToken: 'test' }) });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it.each([
    [{ reCaptchaToken: 'test' }, 'email', MESSAGES.emailRequired],
    [{ email: '', reCaptchaToken: 'test' }, 'email', MESSAGES.emailRequired],
    [{ email: 'not valid', reCaptchaToken: 'test' }, 'email', MESSAGES.emailInvalid],
    [{ email: DEMO.owner, reCaptchaToken: '' }, 'reCaptchaToken', MESSAGES.captchaFailed],
  ])('refuses %j with the spec message', async (body, path, message) => {
    const res = await post('/api/auth/requestPasswordReset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
  });

  it('stores only the hash of the token', async () => {
    const { id, email } = await buildUser(t);
    const token = await requestReset(email);
    const rows = await t.deps.db.select().from(authTokens).where(eq(authTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'reset', tokenHash: sha256(token), usedAt: null });
    expect(rows[0]!.expiresAt.getTime()).toBe(clock.ms + HOUR);
    const all = await t.deps.db.select().from(authTokens);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('verifies the token, sets the new password once, and ends existing sessions', async () => {
    const { email } = await buildUser(t);
    const before = await signIn(t, email);
    const token = await requestReset(email);
    const verify = await post('/api/auth/resetPasswordVerify', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ data: { ok: true } });
    const reset = await post('/api/auth/resetPassword', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: { ok: true } });
    // the new password works, the old one does not
    expect((await credentials({ email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await credentials({ email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    // the session from before the reset cannot be refreshed
    expect((await refresh(before.refreshCookie)).statusCode).toBe(401);
    // single use
    const again = await post('/api/auth/resetPassword', { token, password: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.resetLinkInvalid, code: 'VALIDATION' });
    expect((await post('/api/auth/resetPasswordVerify', { token })).json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('stops the access tokens issued before the password changed at once, not when they expire', async () => {
    const { email } = await buildUser(t);
    const before = await signIn(t, email);
    expect((await me(before.headers)).statusCode).toBe(200);
    const token = await requestReset(email);
    // At the very same instant as the sign-in (the test clock stands still): the check is exact, not to the second.
    expect((await post('/api/auth/resetPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(before.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/orgs/${DEMO.orgId}/workspaces`, headers: before.headers })).statusCode).toBe(401);
    // A session started with the new password works, and keeps working until the next change.
    const after = await signIn(t, email, NEW_PASSWORD);
    expect((await me(after.headers)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await me(after.headers)).statusCode).toBe(200);
    const second = await requestReset(email);
    expect((await post('/api/auth/resetPassword', { token: second, password: 'Other#Pass2026' })).statusCode).toBe(200);
    expect((await me(after.headers)).statusCode).toBe(401);
  });

  it('accepts form-encoded verify and reset bodies', async () => {
    const { email } = await buildUser(t);
    const token = await requestReset(email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resetPasswordVerify', ...formBody({ token }) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resetPassword', ...formBody({ token, password: NEW_PASSWORD }) });
    expect(res.statusCode).toBe(200);
    expect((await credentials({ email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('expires the link after 1 hour', async () => {
    const { email } = await buildUser(t);
    const token = await requestReset(email);
    clock.advance(59 * MINUTE);
    expect((await post('/api/auth/resetPasswordVerify', { token })).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const verify = await post('/api/auth/resetPasswordVerify', { token });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(MESSAGES.resetLinkInvalid);
    const reset = await post('/api/auth/resetPassword', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await credentials({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('retires an earlier link when a new one is sent', async () => {
    const { email } = await buildUser(t);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect((await post('/api/auth/resetPasswordVerify', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/resetPasswordVerify', { token: second })).statusCode).toBe(200);
  });

  it('refuses unknown and missing tokens with the reset message', async () => {
    for (const body of [{ token: 'nope' }, { token: '' }, {}]) {
      const res = await post('/api/auth/resetPasswordVerify', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
    }
    const res = await post('/api/auth/resetPassword', { token: 'nope', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it.each([
    [undefined, MESSAGES.passwordRequired],
    ['', MESSAGES.passwordRequired],
    ['Ab1!', MESSAGES.passwordTooShort],
    ['alllowercase1!', MESSAGES.passwordRulesNotMet],
    ['ALLUPPERCASE1!', MESSAGES.passwordRulesNotMet],
    ['NoDigitsHere!', MESSAGES.passwordRulesNotMet],
    ['NoSpecial123', MESSAGES.passwordRulesNotMet],
  ])('refuses the new password %j and keeps the token usable', async (password, message) => {
    const { email } = await buildUser(t);
    const token = await requestReset(email);
    const res = await post('/api/auth/resetPassword', { token, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path: 'password', message }] });
    expect((await post('/api/auth/resetPasswordVerify', { token })).statusCode).toBe(200);
  });

  it('does not accept a reset token for activation, nor the other way round', async () => {
    const { email } = await buildUser(t);
    const token = await requestReset(email);
    const res = await post('/api/auth/activationTokenVerify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.activationLinkInvalid);
    expect((await post('/api/auth/activateAccount', { token, password: NEW_PASSWORD })).statusCode).toBe(400);
  });
});

describe('auth activation (invite mail)', () => {
  async function invite(email: string) {
    const owner = await signIn(t, DEMO.owner);
    const res = await t.app.inject({
      method: 'POST', url: `/api/orgs/${DEMO.orgId}/users`, headers: owner.headers, payload: { firstName: 'Ivy', lastName: 'Invitee', email },
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(t, email);
    return { id: res.json().data.id as string, token: tokenFromMail(mails[mails.length - 1]!, '/activate-account') };
  }

  it('mails a 7-day link; the invitee sets a password, is signed in, and can sign in later', async () => {
    const email = uniqueEmail('invitee');
    const { id, token } = await invite(email);
    const [mail] = await mailsTo(t, email);
    expect(mail).toMatchObject({ to: email, subject: 'Olivia Owner invited you to Demo Co on Trueline' });
    expect(mail!.text).toContain('http://localhost:3999/activate-account?token=');
    const [row] = await t.deps.db.select().from(authTokens).where(eq(authTokens.userId, id));
    expect(row).toMatchObject({ kind: 'activation', tokenHash: sha256(token) });
    expect(row!.expiresAt.getTime()).toBe(clock.ms + 7 * DAY);
    expect(JSON.stringify(await t.deps.db.select().from(authTokens))).not.toContain(token);

    // cannot sign in before activation
    expect((await credentials({ email, password: NEW_PASSWORD })).json().message).toBe(MESSAGES.invalidCredentials);
    expect((await post('/api/auth/activationTokenVerify', { token })).json()).toEqual({ data: { ok: true } });
    const res = await post('/api/auth/activateAccount', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, email, firstName: 'Ivy', lastName: 'Invitee', userType: 'Admin', orgId: DEMO.orgId });
    expect(refreshCookieOf(res)?.value).toBeTruthy();
    expect((await me(bearer(res.json().data.accessToken))).json().data.email).toBe(email);
    expect((await userRow(t, id)).activatedAt).not.toBeNull();
    // and later with the password
    expect((await credentials({ email, password: NEW_PASSWORD })).json().data.type).toBe('Authenticated');
    // the link works once
    const again = await post('/api/auth/activateAccount', { token, password: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.activationLinkInvalid, code: 'VALIDATION' });
    expect((await post('/api/auth/activationTokenVerify', { token })).json().message).toBe(MESSAGES.activationLinkInvalid);
  });

  it('accepts form-encoded activation bodies', async () => {
    const email = uniqueEmail('invitee');
    const { token } = await invite(email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/activationTokenVerify', ...formBody({ token }) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/activateAccount', ...formBody({ token, password: NEW_PASSWORD }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
  });

  it('expires the link after 7 days', async () => {
    const email = uniqueEmail('invitee');
    const { token } = await invite(email);
    clock.advance(7 * DAY - MINUTE);
    expect((await post('/api/auth/activationTokenVerify', { token })).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const res = await post('/api/auth/activationTokenVerify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.activationLinkInvalid);
    expect((await post('/api/auth/activateAccount', { token, password: NEW_PASSWORD })).json().message).toBe(MESSAGES.activationLinkInvalid);
  });

  it('refuses a weak password and keeps the link', async () => {
    const email = uniqueEmail('invitee');
    const { token } = await invite(email);
    const res = await post('/api/auth/activateAccount', { token, password: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.passwordRulesNotMet, code: 'VALIDATION', errors: [{ path: 'password', message: MESSAGES.passwordRulesNotMet }] });
    const short = await post('/api/auth/activateAccount', { token, password: 'Ab1!' });
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    expect((await post('/api/auth/activationTokenVerify', { token })).statusCode).toBe(200);
  });

  it('refuses unknown and missing tokens with the activation message', async () => {
    for (const body of [{ token: 'nope', password: NEW_PASSWORD }, { password: NEW_PASSWORD }]) {
      const res = await post('/api/auth/activateAccount', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.activationLinkInvalid);
    }
    const res = await post('/api/auth/activationTokenVerify', { token: 'nope' });
    expect(res.json()).toEqual({ message: MESSAGES.activationLinkInvalid, code: 'VALIDATION' });
    for (const body of [{ token: '' }, { token: '   ' }, {}]) {
      const empty = await post('/api/auth/activationTokenVerify', body);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: MESSAGES.activationLinkInvalid, code: 'VALIDATION', errors: [{ path: 'token', message: MESSAGES.activationLinkInvalid }] });
    }
    const form = await t.app.inject({ method: 'POST', url: '/api/auth/activationTokenVerify', ...formBody({ token: '' }) });
    expect(form.json().message).toBe(MESSAGES.activationLinkInvalid);
  });

  it('stops an activation link of a user deleted since', async () => {
    const email = uniqueEmail('invitee');
    const { id, token } = await invite(email);
    const owner = await signIn(t, DEMO.owner);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/users/${id}`, headers: owner.headers })).statusCode).toBe(200);
    const res = await post('/api/auth/activateAccount', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.activationLinkInvalid);
  });
});

describe('auth one-time sign-in token', () => {
  it('issues a link for the signed-in user; the token signs in once', async () => {
    const session = await signIn(t, DEMO.admin);
    const issued = await post('/api/auth/token/issue', undefined, session.headers);
    expect(issued.statusCode).toBe(200);
    const { token, url } = issued.json().data;
    expect(url).toBe(`http://localhost:3999/auth/token?token=${encodeURIComponent(token)}`);
    expect(JSON.stringify(await t.deps.db.select().from(authTokens))).not.toContain(token);

    const res = await post(`/api/auth/token?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: session.user.id, email: DEMO.admin, accessToken: expect.any(String) });
    expect(refreshCookieOf(res)?.value).toBeTruthy();

    const again = await post(`/api/auth/token?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.signInTokenInvalid, code: 'VALIDATION' });
  });

  it('answers 401 when issuing without a token', async () => {
    const res = await post('/api/auth/token/issue');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('expires after 5 minutes', async () => {
    const session = await signIn(t, DEMO.admin);
    const { token } = (await post('/api/auth/token/issue', undefined, session.headers)).json().data;
    clock.advance(5 * MINUTE + 1000);
    const res = await post(`/api/auth/token?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.signInTokenInvalid);
  });

  it('refuses a missing or unknown token', async () => {
    for (const url of ['/api/auth/token', '/api/auth/token?token=', '/api/auth/token?token=nope']) {
      const res = await post(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.signInTokenInvalid);
    }
  });
});

describe('auth for a deleted user', () => {
  it('stops the access token, the refresh cookie and the password at once', async () => {
    const { id, email } = await buildUser(t);
    const victim = await signIn(t, email);
    expect((await me(victim.headers)).statusCode).toBe(200);
    const owner = await signIn(t, DEMO.owner);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/users/${id}`, headers: owner.headers });
    expect(del.statusCode).toBe(200);
    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/orgs/${DEMO.orgId}/users`, headers: victim.headers })).statusCode).toBe(401);
    expect((await refresh(victim.refreshCookie)).statusCode).toBe(401);
    expect((await credentials({ email, password: DEMO_PASSWORD })).json().message).toBe(MESSAGES.invalidCredentials);
    expect((await post('/api/auth/requestPasswordReset', { email, reCaptchaToken: 'test' })).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });
});
