import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './testing/test-app';

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
