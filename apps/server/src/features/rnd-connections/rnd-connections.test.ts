import { describe, expect, it } from 'vitest';
import { MESSAGES, rndRefreshStatus, rndTokenStatus, type RndConnection } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session, call } from '../../testing/session';
import { expectWorkspaceItemGuards } from '../../testing/workspace-item-guards';

const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, id = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/rnd${id ? `/${id}` : ''}`;
const TOKEN = 'live-rnd-token-5f2c9a';
const valid = { companyNumber: 'RND-55120', companyName: 'Acme Lending', apiToken: TOKEN };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, s?: Session, payload?: object) => call(team.t, method, path, s, payload);

async function list(s: Session = team.owner, ws?: string): Promise<RndConnection[]> {
  const res = await send('GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(body: object, s: Session = team.admin): Promise<RndConnection> {
  const res = await send('POST', url(), s, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain('apiToken');
  return res.json().data;
}

const storedToken = async (id: string) =>
  (await team.t.deps.sql.query<{ api_token: string }>('select api_token from rnd_connections where id = $1', [id])).rows[0]!.api_token;

describe('rnd.list and get', () => {
  it('shows the seeded connection, sorted by company name, without its token', async () => {
    await create({ ...valid, companyNumber: 'RND-0001', companyName: 'Zeta Funding' });
    await create({ ...valid, companyNumber: 'RND-0002', companyName: 'Able Credit' });
    const rows = await list(team.admin);
    expect(rows.map((r) => r.companyName)).toEqual(['Able Credit', 'Demo Co', 'Zeta Funding']);
    expect(rows[1]).toMatchObject({ companyNumber: 'RND-30719', resourceStatus: 'ACTIVE', tokenValid: false, refreshTokenValid: true });
    const raw = await send('GET', url(), team.owner);
    expect(raw.body).not.toContain('apiToken');
    expect(raw.body).not.toContain(TOKEN);
    expect(raw.body).not.toContain('expired-demo-rnd-token');
    expect((await send('GET', url(DEMO.ws.sales, rows[0]!.id), team.admin)).json().data).toEqual(rows[0]);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const [first] = await list();
    await expectWorkspaceItemGuards(team, url, first!.id);
  });
});

describe('rnd.create', () => {
  it('lets every role add a connection, checks its tokens and keeps the token encrypted', async () => {
    for (const [s, suffix] of [[team.owner, 'O'], [team.admin, 'A'], [team.superadmin, 'S']] as const) {
      const created = await create({ ...valid, companyNumber: `RND-9${suffix}` }, s);
      expect(created).toMatchObject({ companyName: 'Acme Lending', resourceStatus: 'ACTIVE', tokenValid: true, refreshTokenValid: true });
      expect(created.checkedAt).not.toBeNull();
      const sealed = await storedToken(created.id);
      expect(sealed).not.toContain(TOKEN);
      expect(team.t.deps.cipher.decrypt(sealed)).toBe(TOKEN);
    }
  });

  it.each([
    ['expired-token', false, true],
    ['invalid-token', false, false],
  ])('records the state of a token "%s"', async (apiToken, tokenValid, refreshTokenValid) => {
    const created = await create({ ...valid, companyNumber: `RND-${apiToken}`, apiToken, resourceStatus: 'DISABLED' });
    expect(created).toMatchObject({ tokenValid, refreshTokenValid, resourceStatus: 'DISABLED' });
  });

  it.each([
    ['companyNumber', { ...valid, companyNumber: '' }],
    ['companyName', { ...valid, companyName: ' ' }],
    ['apiToken', { ...valid, apiToken: '' }],
    ['apiToken', { companyNumber: 'X', companyName: 'Y' }],
  ])('refuses a missing %s with "Field is required"', async (path, body) => {
    const before = await list();
    const res = await send('POST', url(), team.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Field is required', errors: [{ path, message: 'Field is required' }] });
    expect(await list()).toEqual(before);
  });

  it('refuses a Company Id the workspace already has (409) and says when the RND cannot be reached (502)', async () => {
    const dup = await send('POST', url(), team.admin, { ...valid, companyNumber: 'RND-30719' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An RND connection for this Company Id already exists.');
    const down = await send('POST', url(), team.admin, { ...valid, companyNumber: 'RND-DOWN', apiToken: 'unavailable' });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The RND service could not be reached. Please try again.');
    expect((await list()).map((r) => r.companyNumber)).not.toContain('RND-DOWN');
  });

  it('is refused where RND is not active (403), without a token (401) and from another organisation (404)', async () => {
    const off = await send('POST', url(DEMO.ws.collections), team.superadmin, valid);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('This feature is not active on your account.');
    expect((await send('POST', url(), undefined, valid)).statusCode).toBe(401);
    expect((await send('POST', url(), team.otherOwner, { ...valid, companyNumber: 'RND-STOLEN' })).statusCode).toBe(404);
    expect((await list()).map((r) => r.companyNumber)).not.toContain('RND-STOLEN');
  });
});

describe('rnd.update and remove', () => {
  it('keeps the saved token when the field is blank and checks the tokens again', async () => {
    const created = await create({ ...valid, companyNumber: 'RND-KEEP', apiToken: 'expired-at-first' });
    expect(created.tokenValid).toBe(false);
    const sealed = await storedToken(created.id);
    const kept = await send('PUT', url(DEMO.ws.sales, created.id), team.owner, { companyNumber: 'RND-KEEP', companyName: 'Renamed', apiToken: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ companyName: 'Renamed', tokenValid: false, refreshTokenValid: true });
    expect(await storedToken(created.id)).toBe(sealed);
    const renewed = await send('PUT', url(DEMO.ws.sales, created.id), team.owner, { companyNumber: 'RND-KEEP', companyName: 'Renamed', apiToken: 'fresh-token', resourceStatus: 'DISABLED' });
    expect(renewed.json().data).toMatchObject({ tokenValid: true, refreshTokenValid: true, resourceStatus: 'DISABLED' });
    expect(renewed.body).not.toContain('fresh-token');
    expect(team.t.deps.cipher.decrypt(await storedToken(created.id))).toBe('fresh-token');
  });

  it('validates an edit and guards it like a create', async () => {
    const created = await create({ ...valid, companyNumber: 'RND-EDIT' });
    const bad = await send('PUT', url(DEMO.ws.sales, created.id), team.admin, { companyNumber: '', companyName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Field is required', errors: [{ path: 'companyNumber' }] });
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.admin, { ...valid, companyNumber: 'RND-30719' })).statusCode).toBe(409);
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.otherOwner, valid)).statusCode).toBe(404);
    expect((await send('PUT', url(DEMO.ws.sales, created.id), undefined, valid)).statusCode).toBe(401);
    expect((await send('PUT', url(DEMO.ws.sales, 'missing'), team.admin, valid)).statusCode).toBe(404);
  });

  it('deletes a connection once (every role may); another organisation gets 404', async () => {
    const created = await create({ ...valid, companyNumber: 'RND-GONE' });
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id))).statusCode).toBe(401);
    const res = await send('DELETE', url(DEMO.ws.sales, created.id), team.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.admin)).statusCode).toBe(404);
  });

  it('hands the active working token to other features', async () => {
    expect(await team.t.services.rndConnections.activeToken(DEMO.ws.sales)).toEqual(expect.any(String));
    expect(await team.t.services.rndConnections.activeToken(DEMO.ws.collections)).toBeNull();
  });
});

describe('rnd token check job', () => {
  it("checks every connection's tokens again each day, so 'Expired!' shows as tokens expire", async () => {
    const day = (offset: number) => new Date(team.t.deps.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const c = await create({ ...valid, companyNumber: 'RND-EXP1', companyName: 'Expiring Co', apiToken: `expiring-${day(1)}-token` });
    expect(c).toMatchObject({ tokenValid: true, refreshTokenValid: true });
    const realNow = team.t.deps.now;
    const at = (offset: number) => () => new Date(realNow().getTime() + offset * 86_400_000);
    const state = async () => (await list()).find((r) => r.id === c.id)!;
    try {
      team.t.deps.now = at(3);
      expect((await team.t.services.rndConnections.checkTokens()).failed).toBe(0);
      expect(await state()).toMatchObject({ tokenValid: false, refreshTokenValid: true, dateUpdated: c.dateUpdated });
      expect(rndTokenStatus(await state())).toBe('OK');
      team.t.deps.now = at(40);
      await team.t.services.rndConnections.checkTokens();
      const expired = await state();
      expect(expired).toMatchObject({ tokenValid: false, refreshTokenValid: false });
      expect([rndTokenStatus(expired), rndRefreshStatus(expired)]).toEqual(['Expired!', 'Expired!']);
      expect(new Date(expired.checkedAt!).getTime()).toBeGreaterThan(new Date(c.checkedAt!).getTime());
    } finally {
      team.t.deps.now = realNow;
    }
  });

  it('keeps the last known state of a connection the RND service cannot answer for', async () => {
    const c = await create({ ...valid, companyNumber: 'RND-UNAV', companyName: 'Unreachable Co' });
    await team.t.deps.sql.query('update rnd_connections set api_token = $1 where id = $2', [team.t.deps.cipher.encrypt('unavailable-now'), c.id]);
    const result = await team.t.services.rndConnections.checkTokens();
    expect(result.failed).toBe(1);
    expect((await list()).find((r) => r.id === c.id)).toMatchObject({ tokenValid: true, refreshTokenValid: true, checkedAt: c.checkedAt });
  });
});

describe('rnd under hostile input', () => {
  it('answers 409 to every loser of four concurrent creates of one company number, and keeps one row', async () => {
    const body = { ...valid, companyNumber: 'RND-RACE-4' };
    const answers = await Promise.all([0, 1, 2, 3].map(() => send('POST', url(), team.admin, body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual({ message: MESSAGES.rndCompanyTaken, code: 'CONFLICT' });
    expect((await list(team.admin)).filter((c) => c.companyNumber === 'RND-RACE-4')).toHaveLength(1);
  });

  it('refuses a company number, name or token of 1 MB with a field error, not a 500', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    for (const field of ['companyNumber', 'companyName', 'apiToken'] as const) {
      const res = await send('POST', url(), team.admin, { ...valid, companyNumber: 'RND-HUGE', [field]: huge });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: field, message: expect.stringMatching(/^Must be at most \d+ characters$/) }] });
    }
  });
});
