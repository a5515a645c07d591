import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RING_UNIQUE_ID_FIELDS } from '@trueline/contract';
import { testApp, type TestApp } from './testing/test-app';
import { DEMO, signIn } from './testing/session';

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
