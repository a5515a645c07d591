import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaptcha, recaptcha, sandboxCaptcha } from './captcha';

/** Replaces fetch with one answering `answer` (or failing with it), and records what was sent. */
function stubFetch(answer: { status?: number; body?: unknown } | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recaptcha (the real bot check)', () => {
  it('asks Google with the secret, the token and the client address, and passes a successful answer', async () => {
    const calls = stubFetch({ body: { success: true, score: 0.9, action: 'signin' } });
    expect(await recaptcha('the-secret').verify('browser-token', '203.0.113.9')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(calls[0]!.init.method).toBe('POST');
    expect(Object.fromEntries(calls[0]!.init.body as URLSearchParams)).toEqual({ secret: 'the-secret', response: 'browser-token', remoteip: '203.0.113.9' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes a v2 answer without a score', async () => {
    stubFetch({ body: { success: true } });
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(true);
  });

  it('refuses a score below 0.5 (likely a bot), and accepts 0.5', async () => {
    stubFetch({ body: { success: true, score: 0.3 } });
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(false);
    stubFetch({ body: { success: true, score: 0.5 } });
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(true);
  });

  it('refuses an answer that is not a success', async () => {
    stubFetch({ body: { success: false, 'error-codes': ['invalid-input-response'] } });
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(false);
  });

  it('refuses when Google cannot be reached or answers garbage, instead of failing the request', async () => {
    stubFetch(new TypeError('fetch failed'));
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(false);
    stubFetch(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    expect(await recaptcha('s').verify('t', '203.0.113.9')).toBe(false);
  });

  it('refuses an empty token without asking Google', async () => {
    const calls = stubFetch({ body: { success: true } });
    expect(await recaptcha('s').verify('', '203.0.113.9')).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('createCaptcha', () => {
  it('uses the real check with a secret and the sandbox without one', async () => {
    expect(createCaptcha('secret').kind).toBe('recaptcha');
    expect(createCaptcha(undefined)).toBe(sandboxCaptcha);
    expect(await sandboxCaptcha.verify('anything', '')).toBe(true);
    expect(await sandboxCaptcha.verify('  ', '')).toBe(false);
  });
});
