import { describe, expect, it } from 'vitest';
import type { ApiKeyConnection } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { expectWorkspaceItemGuards } from '../../testing/workspace-item-guards';

const team = setUpDemoTeam();

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, s?: Session) => team.t.app.inject({ method, url: path, headers: s?.headers });

/** Both kinds of API-key connection, each with its own path, table and flag (on in Sales, off in Collections). */
describe.each([
  { PATH: 'activeProspect', TABLE: 'active_prospect_connections', KEY: 'tf-live-key-83d1c0' },
  { PATH: 'verisk', TABLE: 'verisk_connections', KEY: 'leadid-live-key-4e7a21' },
])('API-key connections at $PATH', ({ PATH, TABLE, KEY }) => {
  const SEEDED = ['Demo Co'];

  const url = (ws: string = DEMO.ws.sales, id = '', query: Record<string, string> = {}) => {
    const qs = new URLSearchParams(query).toString();
    return `/api/orgs/${DEMO.orgId}/workspaces/${ws}/${PATH}${id ? `/${id}` : ''}${qs ? `?${qs}` : ''}`;
  };

  async function list(s: Session = team.owner, ws?: string): Promise<ApiKeyConnection[]> {
    const res = await send('GET', url(ws), s);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function create(companyName: string, s: Session = team.admin, extra: Record<string, string> = {}): Promise<ApiKeyConnection> {
    const res = await send('POST', url(DEMO.ws.sales, '', { companyName, apiKey: KEY, ...extra }), s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(KEY);
    expect(res.body).not.toContain('apiKey');
    return res.json().data;
  }

  const storedKey = async (id: string) => (await team.t.deps.sql.query<{ api_key: string }>(`select api_key from ${TABLE} where id = $1`, [id])).rows[0]!.api_key;

  describe(`${PATH}.list and get`, () => {
    it('lists the connections by company name with their creation time and never their key', async () => {
      await create('Zulu Leads');
      await create('alpha leads');
      const rows = await list(team.admin);
      expect(rows.map((r) => r.companyName)).toEqual(['alpha leads', ...SEEDED, 'Zulu Leads']);
      expect(rows[0]).toEqual({ id: expect.any(String), companyName: 'alpha leads', resourceStatus: 'ACTIVE', timestamp: expect.any(String), dateUpdated: expect.any(String) });
      const raw = await send('GET', url(), team.owner);
      expect(raw.body).not.toContain(KEY);
      expect(raw.body).not.toContain('apiKey');
      expect((await send('GET', url(DEMO.ws.sales, rows[0]!.id), team.admin)).json().data).toEqual(rows[0]);
    });

    it('answers 401 without a token and 404 for another organisation or workspace', async () => {
      const [first] = await list();
      await expectWorkspaceItemGuards(team, url, first!.id);
    });
  });

  describe(`${PATH}.create`, () => {
    it('takes company name and API key in the query, from every role, and keeps the key encrypted', async () => {
      for (const s of [team.owner, team.admin, team.superadmin]) {
        const created = await create(`Query Co ${s.user.id.slice(-2)}`, s);
        const sealed = await storedKey(created.id);
        expect(sealed).not.toContain(KEY);
        expect(team.t.deps.cipher.decrypt(sealed)).toBe(KEY);
      }
      expect((await create('Disabled Co', team.admin, { resourceStatus: 'DISABLED' })).resourceStatus).toBe('DISABLED');
    });

    it.each([
      ['companyName', { apiKey: KEY }],
      ['companyName', { companyName: ' ', apiKey: KEY }],
      ['apiKey', { companyName: 'No Key Co' }],
      ['apiKey', { companyName: 'No Key Co', apiKey: '' }],
    ])('refuses a missing %s with "Field is required"', async (path, query) => {
      const before = await list();
      const res = await send('POST', url(DEMO.ws.sales, '', query as Record<string, string>), team.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Field is required', errors: [{ path, message: 'Field is required' }] });
      expect(await list()).toEqual(before);
    });

    it('refuses a company the workspace already has (409)', async () => {
      const res = await send('POST', url(DEMO.ws.sales, '', { companyName: 'demo co', apiKey: KEY }), team.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A connection for this company already exists.');
    });

    it('is refused where the feature is not active (403), without a token (401) and from another organisation (404)', async () => {
      const off = await send('POST', url(DEMO.ws.collections, '', { companyName: 'Off Co', apiKey: KEY }), team.superadmin);
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe('This feature is not active on your account.');
      expect((await send('POST', url(DEMO.ws.sales, '', { companyName: 'Anon Co', apiKey: KEY }))).statusCode).toBe(401);
      expect((await send('POST', url(DEMO.ws.sales, '', { companyName: 'Stolen Co', apiKey: KEY }), team.otherOwner)).statusCode).toBe(404);
      expect((await list()).map((r) => r.companyName)).not.toContain('Stolen Co');
    });
  });

  describe(`${PATH}.update and remove`, () => {
    it('keeps the saved key when the query has a blank one, and replaces it when given', async () => {
      const created = await create('Edit Co');
      const sealed = await storedKey(created.id);
      const kept = await send('PUT', url(DEMO.ws.sales, created.id, { companyName: 'Edited Co', apiKey: '', resourceStatus: 'DISABLED' }), team.owner);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data).toMatchObject({ companyName: 'Edited Co', resourceStatus: 'DISABLED', timestamp: created.timestamp });
      expect(await storedKey(created.id)).toBe(sealed);
      const replaced = await send('PUT', url(DEMO.ws.sales, created.id, { companyName: 'Edited Co', apiKey: 'new-key-value' }), team.owner);
      expect(replaced.json().data.resourceStatus).toBe('DISABLED');
      expect(replaced.body).not.toContain('new-key-value');
      expect(team.t.deps.cipher.decrypt(await storedKey(created.id))).toBe('new-key-value');
    });

    it('validates and guards an edit', async () => {
      const created = await create('Guard Co');
      const bad = await send('PUT', url(DEMO.ws.sales, created.id, { companyName: '' }), team.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Field is required', errors: [{ path: 'companyName' }] });
      expect((await send('PUT', url(DEMO.ws.sales, created.id, { companyName: 'Demo Co' }), team.admin)).statusCode).toBe(409);
      expect((await send('PUT', url(DEMO.ws.sales, created.id, { companyName: 'X' }), team.otherOwner)).statusCode).toBe(404);
      expect((await send('PUT', url(DEMO.ws.sales, created.id, { companyName: 'X' }))).statusCode).toBe(401);
      expect((await send('PUT', url(DEMO.ws.sales, 'missing', { companyName: 'X' }), team.admin)).statusCode).toBe(404);
    });

    it('deletes a connection once; another organisation gets 404', async () => {
      const created = await create('Gone Co');
      expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.otherOwner)).statusCode).toBe(404);
      expect((await send('DELETE', url(DEMO.ws.sales, created.id))).statusCode).toBe(401);
      expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.owner)).statusCode).toBe(200);
      expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.owner)).statusCode).toBe(404);
    });
  });
});
