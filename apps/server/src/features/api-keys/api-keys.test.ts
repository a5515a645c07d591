import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute, requiredString, type ApiKey } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import type { Actor } from '../../platform/auth-context';
import { AppError, installErrorHandler } from '../../platform/errors';
import { bindRoute } from '../../platform/http';
import { createAuthenticator } from '../auth/authenticate';
import { accessTokens } from '../auth/access-tokens';

const team = setUpDemoTeam();

const wsBase = `/api/orgs/${DEMO.orgId}/workspaces`;
const keysUrl = (ws: string) => `${wsBase}/${ws}/apiKeys`;

async function createKey(ws: string, name: string, s: Session = team.owner): Promise<ApiKey & { key: string }> {
  const res = await team.t.app.inject({ method: 'POST', url: `${keysUrl(ws)}?name=${encodeURIComponent(name)}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function listKeys(ws: string, s: Session = team.owner): Promise<ApiKey[]> {
  const res = await team.t.app.inject({ url: keysUrl(ws), headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const me = (headers: Record<string, string> = {}, query = '') => team.t.app.inject({ url: `/api/v1/me${query}`, headers });

describe('apiKeys.create and list', () => {
  it('answers the whole key once; the list shows its first 8 characters and an ellipsis', async () => {
    const created = await createKey(DEMO.ws.collections, 'Dialer integration');
    expect(created.key.length).toBeGreaterThan(30);
    expect(created).toMatchObject({ name: 'Dialer integration', encryptedKey: `${created.key.slice(0, 8)}…`, lastActivity: null });
    expect(Number.isNaN(Date.parse(created.created))).toBe(false);
    const listed = (await listKeys(DEMO.ws.collections, team.admin)).find((k) => k.id === created.id);
    expect(listed).toEqual({ id: created.id, name: 'Dialer integration', encryptedKey: `${created.key.slice(0, 8)}…`, created: created.created, lastActivity: null });
    const raw = await team.t.app.inject({ url: keysUrl(DEMO.ws.collections), headers: team.owner.headers });
    expect(raw.body).not.toContain(created.key);
    expect(raw.body).not.toContain(created.key.slice(0, 12));
  });

  it('stores only a hash of the key', async () => {
    const created = await createKey(DEMO.ws.collections, 'Hashed');
    const { rows } = await team.t.deps.sql.query<Record<string, unknown>>('select * from api_keys where id = $1', [created.id]);
    expect(JSON.stringify(rows[0])).not.toContain(created.key);
  });

  it('lists only the keys of the workspace in the path', async () => {
    const sales = await createKey(DEMO.ws.sales, 'Sales only');
    expect((await listKeys(DEMO.ws.collections)).map((k) => k.id)).not.toContain(sales.id);
    // The seed made one for Sales Floor.
    expect((await listKeys(DEMO.ws.sales)).map((k) => k.name)).toEqual(expect.arrayContaining(['Five9 connector', 'Sales only']));
  });

  it.each([['missing', ''], ['empty', '?name='], ['blank', '?name=%20']])('refuses a %s name with "Name is required"', async (_case, query) => {
    const res = await team.t.app.inject({ method: 'POST', url: `${keysUrl(DEMO.ws.sales)}${query}`, headers: team.owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Name is required', errors: [{ path: 'name', message: 'Name is required' }] });
  });

  it('answers 401 without a token and 404 for another organisation', async () => {
    expect((await team.t.app.inject({ url: keysUrl(DEMO.ws.sales) })).statusCode).toBe(401);
    expect((await team.t.app.inject({ method: 'POST', url: `${keysUrl(DEMO.ws.sales)}?name=x` })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: keysUrl(DEMO.ws.sales), headers: team.otherOwner.headers })).statusCode).toBe(404);
    const created = await team.t.app.inject({ method: 'POST', url: `${keysUrl(DEMO.ws.sales)}?name=Stolen`, headers: team.otherOwner.headers });
    expect(created.statusCode).toBe(404);
    const viaOwnOrg = await team.t.app.inject({ url: `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/apiKeys`, headers: team.otherOwner.headers });
    expect(viaOwnOrg.statusCode).toBe(404);
    expect((await listKeys(DEMO.ws.sales)).map((k) => k.name)).not.toContain('Stolen');
  });

  it('keeps the ERROR workspace to SuperAdmin', async () => {
    expect((await team.t.app.inject({ url: keysUrl(DEMO.ws.legacy), headers: team.owner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: keysUrl(DEMO.ws.legacy), headers: team.superadmin.headers })).statusCode).toBe(200);
  });
});

describe('apiKeys authentication', () => {
  it('authenticates GET /api/v1/me by Authorization: Bearer, X-Api-Key and ?api-key=', async () => {
    const { key, id } = await createKey(DEMO.ws.sales, 'Three ways');
    const expected = { orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, workspaceName: 'Sales Floor', keyName: 'Three ways' };
    for (const res of [
      await me({ authorization: `Bearer ${key}` }),
      await me({ 'x-api-key': key }),
      await me({}, `?api-key=${encodeURIComponent(key)}`),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(expected);
    }
    expect(id).toBeTruthy();
  });

  it('reads ?api-key= on a public API route whose query schema has its own parameters', async () => {
    // A route like GET /api/v1/aegis/screen?phone=…&api-key=…, bound the way every route is.
    const { key } = await createKey(DEMO.ws.sales, 'Query key');
    const { authenticate } = createAuthenticator((id) => team.t.services.users.credentials.findLiveById(id), accessTokens(team.t.deps.cipher.signingKey), (k) => team.t.services.apiKeys.authenticate(k));
    const probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    installErrorHandler(probe);
    const route = defineRoute({
      method: 'GET', path: '/api/v1/probe', tag: 'Public API', auth: 'apiKey', summary: 'probe',
      query: z.object({ phone: requiredString('Phone is required') }), response: z.object({ workspaceId: z.string(), phone: z.string() }),
    });
    bindRoute(probe, route, { authenticate, workspace: team.t.services.workspaces.access }, async ({ actor, query }) => ({ workspaceId: actor.orgId === DEMO.orgId && actor.kind === 'apiKey' ? actor.workspaceId : '', phone: query.phone }));
    try {
      const ok = await probe.inject({ url: `/api/v1/probe?phone=5125550100&api-key=${encodeURIComponent(key)}` });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toEqual({ workspaceId: DEMO.ws.sales, phone: '5125550100' });
      // Credentials come before validation: no key is 401 even when the query is invalid too.
      expect((await probe.inject({ url: '/api/v1/probe' })).statusCode).toBe(401);
      const invalid = await probe.inject({ url: `/api/v1/probe?api-key=${encodeURIComponent(key)}` });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Phone is required');
    } finally {
      await probe.close();
    }
  });

  it('records the last activity of a key when it is used', async () => {
    const { key, id } = await createKey(DEMO.ws.sales, 'Activity');
    expect((await listKeys(DEMO.ws.sales)).find((k) => k.id === id)!.lastActivity).toBeNull();
    const before = Date.now();
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
    const lastActivity = (await listKeys(DEMO.ws.sales)).find((k) => k.id === id)!.lastActivity;
    expect(lastActivity).not.toBeNull();
    expect(Date.parse(lastActivity!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses unknown, malformed and missing keys with 401', async () => {
    const { key } = await createKey(DEMO.ws.sales, 'Almost');
    const attempts: Record<string, string>[] = [{}, { 'x-api-key': `${key}x` }, { 'x-api-key': 'tl_nothing' }, { authorization: 'Bearer not-a-key' }];
    for (const headers of attempts) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a signed-in user on the key-only route (403)', async () => {
    expect((await me(team.owner.headers)).statusCode).toBe(403);
  });

  it('stops working once deleted', async () => {
    const { key, id } = await createKey(DEMO.ws.sales, 'Short lived');
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
    const res = await team.t.app.inject({ method: 'DELETE', url: `${keysUrl(DEMO.ws.sales)}/${id}`, headers: team.admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await me({ 'x-api-key': key })).statusCode).toBe(401);
    expect((await listKeys(DEMO.ws.sales)).map((k) => k.id)).not.toContain(id);
    expect((await team.t.app.inject({ method: 'DELETE', url: `${keysUrl(DEMO.ws.sales)}/${id}`, headers: team.admin.headers })).statusCode).toBe(404);
  });

  it("stops working at once when its workspace is deactivated, though its check was remembered a moment ago", async () => {
    const name = `Short-lived ${Date.now()}`;
    const ws = (await team.t.app.inject({ method: 'POST', url: `${wsBase}?workspaceName=${encodeURIComponent(name)}`, headers: team.owner.headers })).json().data as { id: string; name: string };
    const { key } = await createKey(ws.id, 'Dialer');
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
    const off = await team.t.app.inject({ method: 'DELETE', url: `${wsBase}/${ws.id}?confirmName=${encodeURIComponent(ws.name)}`, headers: team.owner.headers });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(401);
  });

  it('cannot call routes meant for signed-in users (403)', async () => {
    const { key } = await createKey(DEMO.ws.sales, 'Not a user');
    const headers = { 'x-api-key': key };
    for (const [method, url] of [
      ['GET', `${wsBase}/${DEMO.ws.sales}`],
      ['GET', wsBase],
      ['GET', keysUrl(DEMO.ws.sales)],
      ['POST', `${keysUrl(DEMO.ws.sales)}?name=Escalated`],
      ['GET', `${wsBase}/${DEMO.ws.sales}/dialers/mappingFields`],
      ['GET', `${wsBase}/${DEMO.ws.sales}/folders?scope=Campaign`],
      ['GET', `/api/orgs/${DEMO.orgId}/notifications`],
      ['GET', '/api/auth/me'],
    ] as const) {
      const res = await team.t.app.inject({ method, url, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await listKeys(DEMO.ws.sales)).map((k) => k.name)).not.toContain('Escalated');
  });

  it('cannot reach another workspace (404)', async () => {
    const { key } = await createKey(DEMO.ws.sales, 'Bound to Sales');
    const actor = (await team.t.services.apiKeys.authenticate(key)) as Actor;
    expect(actor).toMatchObject({ kind: 'apiKey', workspaceId: DEMO.ws.sales, orgId: DEMO.orgId });
    await expect(team.t.services.workspaces.access(actor, DEMO.orgId, DEMO.ws.sales)).resolves.toMatchObject({ id: DEMO.ws.sales });
    for (const [org, ws] of [[DEMO.orgId, DEMO.ws.collections], [DEMO.otherOrgId, DEMO.ws.other], [DEMO.otherOrgId, DEMO.ws.sales]] as const) {
      const err = await team.t.services.workspaces.access(actor, org, ws).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(404);
    }
    const listed = await team.t.services.workspaces.list(actor, DEMO.orgId);
    expect(listed.map((w) => w.id)).toEqual([DEMO.ws.sales]);
  });

  it("stops working when the key's workspace is deactivated", async () => {
    const ws = (await team.t.app.inject({ method: 'POST', url: `${wsBase}?workspaceName=Short%20Lived`, headers: team.owner.headers })).json().data.id as string;
    const { key } = await createKey(ws, 'Doomed');
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
    const del = await team.t.app.inject({ method: 'DELETE', url: `${wsBase}/${ws}?confirmName=Short%20Lived`, headers: team.owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${key}` })).statusCode).toBe(401);
  });
});

describe('apiKeys.remove', () => {
  it('answers 404 for a key of another workspace and leaves it working', async () => {
    const sales = await createKey(DEMO.ws.sales, 'Not yours');
    const res = await team.t.app.inject({ method: 'DELETE', url: `${keysUrl(DEMO.ws.collections)}/${sales.id}`, headers: team.owner.headers });
    expect(res.statusCode).toBe(404);
    expect((await me({ 'x-api-key': sales.key })).statusCode).toBe(200);
  });

  it('answers 401 without a token, 404 for another organisation, 403 for an API key', async () => {
    const { id, key } = await createKey(DEMO.ws.sales, 'Guarded');
    const url = `${keysUrl(DEMO.ws.sales)}/${id}`;
    expect((await team.t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await team.t.app.inject({ method: 'DELETE', url, headers: team.otherOwner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ method: 'DELETE', url, headers: { 'x-api-key': key } })).statusCode).toBe(403);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
  });
});
