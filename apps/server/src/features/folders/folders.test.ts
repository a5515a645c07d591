import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Folder } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';

type Session = Awaited<ReturnType<typeof signIn>>;

let t: TestApp;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let apiKey: string;
/** Items per folder id, as the Campaign feature would count them. */
const campaignItems = new Map<string, number>();
const counted: { workspaceId: string; folderId: string }[] = [];

const foldersUrl = (ws: string) => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/folders`;

beforeAll(async () => {
  t = await testApp();
  owner = await signIn(t, DEMO.owner);
  admin = await signIn(t, DEMO.admin);
  otherOwner = await signIn(t, DEMO.otherOwner);
  apiKey = (await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=folders`, headers: owner.headers })).json().data.key;
  t.services.folders.registerScope('Campaign', {
    count: async (workspaceId, folderId) => {
      counted.push({ workspaceId, folderId });
      return campaignItems.get(folderId) ?? 0;
    },
  });
});
afterAll(async () => t.close());

async function create(ws: string, scope: string, name: string, s: Session = owner): Promise<Folder> {
  const res = await t.app.inject({ method: 'POST', url: foldersUrl(ws), headers: s.headers, payload: { scope, name } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function list(ws: string, scope: string, s: Session = owner): Promise<Folder[]> {
  const res = await t.app.inject({ url: `${foldersUrl(ws)}?scope=${scope}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('folders.list', () => {
  it('answers the folders of one scope in the workspace, sorted by name', async () => {
    expect(await list(DEMO.ws.sales, 'Campaign')).toEqual([
      { id: '00000000-0000-4000-8000-00000000f001', name: 'Q4 Outreach', scope: 'Campaign' },
      { id: '00000000-0000-4000-8000-00000000f002', name: 'Retention', scope: 'Campaign' },
    ]);
    expect(await list(DEMO.ws.sales, 'Workflow')).toEqual([{ id: DEMO_WORKFLOWS.folder, name: 'Inbound', scope: 'Workflow' }]);
    expect(await list(DEMO.ws.collections, 'Campaign')).toEqual([]);
  });

  it('requires a known scope', async () => {
    for (const query of ['', '?scope=Nope']) {
      const res = await t.app.inject({ url: `${foldersUrl(DEMO.ws.sales)}${query}`, headers: owner.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('scope');
    }
  });
});

describe('folders.create', () => {
  it('creates a folder in one scope; it shows in that scope only', async () => {
    const f = await create(DEMO.ws.collections, 'Workflow', 'Screening flows', admin);
    expect(f).toMatchObject({ name: 'Screening flows', scope: 'Workflow' });
    expect(await list(DEMO.ws.collections, 'Workflow')).toEqual([f]);
    expect(await list(DEMO.ws.collections, 'Campaign')).toEqual([]);
    expect(await list(DEMO.ws.trial, 'Workflow')).toEqual([]);
  });

  it('trims the name', async () => {
    expect((await create(DEMO.ws.trial, 'RecordSet', '  Lists  ')).name).toBe('Lists');
  });

  it.each([[{ scope: 'Campaign', name: '' }], [{ scope: 'Campaign', name: '   ' }], [{ scope: 'Campaign' }]])('refuses an empty name: %j', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: foldersUrl(DEMO.ws.sales), headers: owner.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.folderNameRequired, errors: [{ path: 'name', message: MESSAGES.folderNameRequired }] });
  });

  it('refuses an unknown scope', async () => {
    const res = await t.app.inject({ method: 'POST', url: foldersUrl(DEMO.ws.sales), headers: owner.headers, payload: { scope: 'Everything', name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('scope');
  });
});

describe('folders.rename', () => {
  it('renames a folder', async () => {
    const f = await create(DEMO.ws.trial, 'Campaign', 'Old name');
    const res = await t.app.inject({ method: 'PUT', url: `${foldersUrl(DEMO.ws.trial)}/${f.id}?name=New%20name`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...f, name: 'New name' });
    expect(await list(DEMO.ws.trial, 'Campaign')).toContainEqual({ ...f, name: 'New name' });
  });

  it('refuses an empty name', async () => {
    const f = await create(DEMO.ws.trial, 'Campaign', 'Keep me');
    for (const query of ['', '?name=', '?name=%20%20']) {
      const res = await t.app.inject({ method: 'PUT', url: `${foldersUrl(DEMO.ws.trial)}/${f.id}${query}`, headers: owner.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.folderNameRequired, errors: [{ path: 'name' }] });
    }
    expect((await list(DEMO.ws.trial, 'Campaign')).find((x) => x.id === f.id)!.name).toBe('Keep me');
  });

  it('answers 404 for a folder of another workspace or an unknown id', async () => {
    const f = await create(DEMO.ws.sales, 'Campaign', 'Sales folder');
    expect((await t.app.inject({ method: 'PUT', url: `${foldersUrl(DEMO.ws.trial)}/${f.id}?name=Moved`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${foldersUrl(DEMO.ws.trial)}/no-such-folder?name=x`, headers: owner.headers })).statusCode).toBe(404);
    expect((await list(DEMO.ws.sales, 'Campaign')).find((x) => x.id === f.id)!.name).toBe('Sales folder');
  });
});

describe('folders.remove', () => {
  it('deletes an empty folder', async () => {
    const f = await create(DEMO.ws.sales, 'Campaign', 'Empty one');
    const res = await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.sales)}/${f.id}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await list(DEMO.ws.sales, 'Campaign')).map((x) => x.id)).not.toContain(f.id);
    expect(counted).toContainEqual({ workspaceId: DEMO.ws.sales, folderId: f.id });
    expect((await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.sales)}/${f.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses to delete a folder that contains items (409)', async () => {
    const f = await create(DEMO.ws.sales, 'Campaign', 'Has campaigns');
    campaignItems.set(f.id, 2);
    const res = await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.sales)}/${f.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Cannot delete folder that contains items.  Please move items to out of this folder before deleting.',
      code: 'CONFLICT',
    });
    expect((await list(DEMO.ws.sales, 'Campaign')).map((x) => x.id)).toContain(f.id);
    // Once the items are moved out, it goes.
    campaignItems.set(f.id, 0);
    expect((await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.sales)}/${f.id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it("counts with the folder's own scope only", async () => {
    const f = await create(DEMO.ws.sales, 'Workflow', 'Flows');
    campaignItems.set(f.id, 5);
    expect((await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.sales)}/${f.id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it('answers 404 for a folder of another workspace', async () => {
    const f = await create(DEMO.ws.sales, 'Campaign', 'Stay here');
    expect((await t.app.inject({ method: 'DELETE', url: `${foldersUrl(DEMO.ws.collections)}/${f.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await list(DEMO.ws.sales, 'Campaign')).map((x) => x.id)).toContain(f.id);
  });
});

describe('folders.assertFolder', () => {
  it('accepts a folder of the workspace and scope, and nothing else', async () => {
    const f = await create(DEMO.ws.sales, 'Campaign', 'Target');
    await expect(t.services.folders.assertFolder(DEMO.ws.sales, f.id, 'Campaign')).resolves.toBeUndefined();
    await expect(t.services.folders.assertFolder(DEMO.ws.sales, f.id, 'Workflow')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.services.folders.assertFolder(DEMO.ws.collections, f.id, 'Campaign')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('folders access', () => {
  let folderId: string;
  beforeAll(async () => {
    folderId = (await create(DEMO.ws.sales, 'Campaign', 'Guarded')).id;
  });

  const calls = () => [
    { method: 'GET' as const, path: '?scope=Campaign' },
    { method: 'POST' as const, path: '', payload: { scope: 'Campaign', name: 'Intruder' } },
    { method: 'PUT' as const, path: `/${folderId}?name=Intruder` },
    { method: 'DELETE' as const, path: `/${folderId}` },
  ];

  it('answers 401 without a token, 404 for another organisation, 403 for an API key', async () => {
    for (const { method, path, payload } of calls()) {
      const call = (headers: Record<string, string>, base = foldersUrl(DEMO.ws.sales)) =>
        t.app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) });
      expect((await call({})).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(otherOwner.headers)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(otherOwner.headers, `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/folders`)).statusCode).toBe(404);
      expect((await call({ 'x-api-key': apiKey })).statusCode, `${method} ${path}`).toBe(403);
    }
    const names = (await list(DEMO.ws.sales, 'Campaign')).map((f) => f.name);
    expect(names).toContain('Guarded');
    expect(names).not.toContain('Intruder');
  });

  it("keeps Demo Co users out of another organisation's workspace", async () => {
    const res = await t.app.inject({ url: `${foldersUrl(DEMO.ws.other)}?scope=Campaign`, headers: owner.headers });
    expect(res.statusCode).toBe(404);
  });
});
