import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test-app';
import { call, DEMO, signIn } from './session';
import { buildMember, buildOrganization, buildWorkspace } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('test factories', () => {
  it('build an organisation of its own, its members and a workspace, invisible to the demo organisation', async () => {
    const org = await buildOrganization(t);
    const admin = await buildMember(t, org);
    const ws = await buildWorkspace(t, org, { name: 'Factory Floor' });
    expect(ws).toMatchObject({ name: 'Factory Floor', status: 'ACTIVE' });

    const seen = await call(t, 'GET', `/api/orgs/${org.orgId}/workspaces`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.map((w: { id: string }) => w.id)).toEqual([ws.id]);

    const demoOwner = await signIn(t, DEMO.owner);
    expect((await call(t, 'GET', `/api/orgs/${org.orgId}/workspaces/${ws.id}/folders?scope=Campaign`, demoOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${org.orgId}/workspaces/${ws.id}/folders?scope=Campaign`, org.owner)).statusCode).toBe(200);
  });
});
