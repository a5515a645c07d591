import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RING_UNIQUE_ID_FIELDS } from '@trueline/contract';
import { testApp, type TestApp } from './testing/test-app';
import { DEMO, signIn } from './testing/session';
import { contentSecurityPolicy, RequestLog } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe('app', () => {
  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('forbids framing every answer (clickjacking): API, errors, documentation and the web app', async () => {
    for (const url of ['/api/health', '/api/config', '/api/nothing-here', '/api/docs/openapi.json', '/', '/sign-in']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it("answers validation problems in plain words where a schema has no message of its own (never zod's wording)", async () => {
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/credentials', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'The request has no body.', code: 'VALIDATION', errors: [{ path: '', message: 'The request has no body.' }] });
    const { headers } = await signIn(t, DEMO.owner);
    const ring = await t.app.inject({
      method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.trial}/dialers/ring/connectLegacy`, headers,
      payload: { permanentToken: 'token', subAccountId: 5, uniqueIdFieldName: 'nope' },
    });
    expect(ring.statusCode).toBe(400);
    expect(ring.json().errors).toEqual([{ path: 'uniqueIdFieldName', message: `Choose one of: ${RING_UNIQUE_ID_FIELDS.join(', ')}` }]);
  });

  it('sends no content type guesses and no addresses to other sites, on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/docs/openapi.json', '/api/docs/', '/sign-in']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
    }
    // An answer that is not a page (JSON, a stored file) may run and load nothing if opened directly.
    expect((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("gives the API reader its own content policy, which loads only the reader's files", async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // Every script the page names is served from here.
    for (const src of page.body.matchAll(/<script src="([^"]+)"/g)) {
      expect((await t.app.inject({ url: new URL(src[1]!, 'http://localhost/api/docs/').pathname })).statusCode, src[1]).toBe(200);
    }
  });

  it('documents the GET form of screening with its real query parameters, not the keywords of a JSON schema', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const parameters = doc.paths['/api/v1/aegis/screen'].get.parameters as { name: string; in: string; required: boolean }[];
    const query = parameters.filter((p) => p.in === 'query');
    expect(query.map((p) => p.name)).toEqual(['workflowId', 'to', 'from', 'zip', 'externId', 'channelType', 'phoneType']);
    expect(query.filter((p) => p.required).map((p) => p.name)).toEqual(['workflowId', 'to']);
    expect(doc.paths['/api/v1/aegis/screen'].get.summary).toContain('any other parameter is data');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toContain('/api/auth/credentials');
    expect(Object.keys(doc.paths)).toContain('/api/orgs/{orgId}/workspaces/{ws}/apiKeys');
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('app: the console itself', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A stand-in for the built web app (apps/web/dist), so this does not depend on a build having run.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Trueline</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    web = await testApp({ seed: false, webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers the README's address, `/`, with the console (not a 403), as it does every client route", async () => {
    // An agent's chat link ends in a dotted token whose signature looks like an extension to a naive check.
    for (const url of ['/', '/?from=readme', '/sign-in', '/home', '/campaigns/some-id', '/engage/chat/df5e8567-c78f-47e4-bc77-a3e8b7e0d427.tpchjk.LVIMWVCMIS9YaCf1p61PzE']) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect((await web.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    // Asked again by a browser that keeps the page: 304, with the page's own policy (a browser takes the headers of a
    // 304 for the page it keeps, so a policy for non-pages there would block the console's scripts).
    for (const url of ['/', '/sign-in']) {
      const first = await web.app.inject({ url });
      const again = await web.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['content-security-policy'], url).toBe(contentSecurityPolicy(web.config));
    }
    expect((await web.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    // A missing file is not the page; neither is an unknown API path.
    expect((await web.app.inject({ url: '/assets/index-old.js' })).statusCode).toBe(404);
    expect((await web.app.inject({ url: '/api/nothing-here' })).json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it("gives the console's pages a content policy: their own scripts only, no framing, no guessing", async () => {
    const res = await web.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(web.config));
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it("lets in Google's reCAPTCHA only when a real key is configured", () => {
    expect(contentSecurityPolicy({ RECAPTCHA_SITE_KEY: undefined })).not.toContain('google');
    const withKey = contentSecurityPolicy({ RECAPTCHA_SITE_KEY: 'site-key' });
    expect(withKey).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(withKey).toContain('frame-src https://www.google.com/recaptcha/');
  });
});

describe('app: request lines', () => {
  it('writes one line a request, at debug level, and keeps a failure at error level', () => {
    const log = { debug: vi.fn(), info: vi.fn(), error: vi.fn() };
    const request = { log, method: 'GET', url: '/api/health' } as unknown as FastifyRequest;
    const reply = { log, statusCode: 200, elapsedTime: 1.4 } as unknown as FastifyReply;
    const requests = new RequestLog();
    requests.incomingRequest();
    requests.requestCompleted(null, request, reply);
    requests.routeNotFound(request);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledTimes(2);
    expect(log.debug.mock.calls[0]).toEqual([{ req: request, res: { statusCode: 200 }, responseTime: 1 }, 'request completed']);
    requests.requestCompleted(new Error('socket hang up'), request, reply);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
