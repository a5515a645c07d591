import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Workspace, type WorkspaceListItem } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';

const team = setUpDemoTeam();
let apiKey: string;

const base = `/api/orgs/${DEMO.orgId}/workspaces`;

beforeAll(async () => {
  const res = await team.t.app.inject({ method: 'POST', url: `${base}/${DEMO.ws.sales}/apiKeys?name=ws-test`, headers: team.owner.headers });
  apiKey = res.json().data.key;
});

async function createWorkspace(name: string, s: Session = team.owner): Promise<Workspace> {
  const res = await team.t.app.inject({ method: 'POST', url: `${base}?workspaceName=${encodeURIComponent(name)}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function list(s: Session): Promise<WorkspaceListItem[]> {
  const res = await team.t.app.inject({ url: base, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const put = (id: string, s: Session, payload: object) => team.t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: s.headers, payload });

describe('workspaces.list', () => {
  it('shows normal users the ACTIVE workspaces of their organisation, sorted by name', async () => {
    for (const s of [team.owner, team.admin]) {
      const names = (await list(s)).map((w) => w.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(['Collections', 'Sales Floor', 'Trial Workspace']));
      expect(names).not.toContain('Legacy Import');
      expect(names).not.toContain('Other Workspace');
    }
  });

  it('counts what was built in each workspace (campaigns, lists, workflows), so a fresh browser can open the busiest', async () => {
    const activity = async () => Object.fromEntries((await list(team.owner)).map((w) => [w.name, w.activity]));
    const before = await activity();
    // The demo's life is in Sales Floor; Collections, first by name, has a single campaign.
    expect(Math.max(...Object.values(before))).toBe(before['Sales Floor']);
    expect(before['Sales Floor']).toBeGreaterThan(before['Collections']!);
    const created = await team.t.app.inject({ method: 'POST', url: `${base}/${DEMO.ws.collections}/aegis/workflows`, headers: team.owner.headers });
    expect(created.statusCode, created.body).toBe(200);
    const after = await activity();
    expect(after['Collections']).toBe(before['Collections']! + 1);
    expect(after['Sales Floor']).toBe(before['Sales Floor']);
    const removed = await team.t.app.inject({ method: 'DELETE', url: `${base}/${DEMO.ws.collections}/aegis/workflows/${created.json().data.id}?confirm=DELETE`, headers: team.owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await activity())['Collections']).toBe(before['Collections']);
  });

  it('shows SuperAdmin the ERROR workspaces as well', async () => {
    const legacy = (await list(team.superadmin)).find((w) => w.id === DEMO.ws.legacy);
    expect(legacy).toMatchObject({ name: 'Legacy Import', status: 'ERROR' });
  });

  it('answers 401 without a token', async () => {
    const res = await team.t.app.inject({ url: base });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('answers 404 for another organisation', async () => {
    const res = await team.t.app.inject({ url: base, headers: team.otherOwner.headers });
    expect(res.statusCode).toBe(404);
    const own = await team.t.app.inject({ url: `/api/orgs/${DEMO.otherOrgId}/workspaces`, headers: team.otherOwner.headers });
    expect(own.json().data.map((w: Workspace) => w.id)).toEqual([DEMO.ws.other]);
  });

  it('refuses an API key (user-only route)', async () => {
    const res = await team.t.app.inject({ url: base, headers: { 'x-api-key': apiKey } });
    expect(res.statusCode).toBe(403);
  });
});

describe('workspaces.get', () => {
  it('answers one workspace with its dialer settings and without secrets', async () => {
    const res = await team.t.app.inject({ url: `${base}/${DEMO.ws.sales}`, headers: team.owner.headers });
    expect(res.statusCode).toBe(200);
    const w = res.json().data as Workspace;
    expect(w).toMatchObject({ id: DEMO.ws.sales, name: 'Sales Floor', status: 'ACTIVE', dialerProviderType: 'FIVE9' });
    expect(w.dialerProviderSettings).toMatchObject({ provider: 'FIVE9', connected: true, passwordSet: true, callerIdFieldName: 'Caller ID' });
    expect(res.body).not.toContain('sandbox-password');
    expect(res.body).not.toContain('dialerSecrets');
  });

  it('hides ERROR workspaces from normal users but not from SuperAdmin', async () => {
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.legacy}`, headers: team.owner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.legacy}`, headers: team.superadmin.headers })).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's workspace, whichever organisation the path names", async () => {
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.sales}`, headers: team.otherOwner.headers })).statusCode).toBe(404);
    const cross = await team.t.app.inject({ url: `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}`, headers: team.otherOwner.headers });
    expect(cross.statusCode).toBe(404);
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.other}`, headers: team.owner.headers })).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.sales}` })).statusCode).toBe(401);
  });
});

describe('workspaces.states', () => {
  it('lists US states and Canadian provinces', async () => {
    const res = await team.t.app.inject({ url: `${base}/states`, headers: team.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([
      { stateName: 'Texas', code: 'TX', country: 'US' },
      { stateName: 'Ontario', code: 'ON', country: 'CA' },
    ]));
  });

  it('answers 401 without a token and 404 for another organisation', async () => {
    expect((await team.t.app.inject({ url: `${base}/states` })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: `${base}/states`, headers: team.otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('workspaces.create', () => {
  it('creates a workspace by name only, without a dialer, and lists it', async () => {
    const w = await createWorkspace('Outbound East');
    expect(w).toMatchObject({
      name: 'Outbound East', status: 'ACTIVE', dialerProviderType: null, dialerProviderSettings: null, coverageStates: [],
      allowFullCoverageCampaigns: true, allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 1,
    });
    expect(w.workspaceFeatures.aegisFeatures.aegisBillingMode).toBe('AEGIS_ONE');
    expect((await list(team.admin)).map((x) => x.id)).toContain(w.id);
  });

  it('lets an Admin create a workspace', async () => {
    expect((await createWorkspace('Admin Made', team.admin)).name).toBe('Admin Made');
  });

  it.each([
    ['missing', ''],
    ['empty', '?workspaceName='],
    ['blank', '?workspaceName=%20%20'],
  ])('refuses a %s name with "Name is required"', async (_case, query) => {
    const res = await team.t.app.inject({ method: 'POST', url: `${base}${query}`, headers: team.owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Name is required', code: 'VALIDATION', errors: [{ path: 'workspaceName', message: 'Name is required' }] });
  });

  it('refuses a name already used in the organisation', async () => {
    const res = await team.t.app.inject({ method: 'POST', url: `${base}?workspaceName=Sales%20Floor`, headers: team.owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.workspaceNameTaken);
  });

  it('answers 401 without a token, even with an invalid request', async () => {
    expect((await team.t.app.inject({ method: 'POST', url: `${base}?workspaceName=Nope` })).statusCode).toBe(401);
    expect((await team.t.app.inject({ method: 'POST', url: base })).statusCode).toBe(401);
  });

  it('answers 404 for another organisation and 403 for an API key', async () => {
    expect((await team.t.app.inject({ method: 'POST', url: `${base}?workspaceName=Intruder`, headers: team.otherOwner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ method: 'POST', url: `${base}?workspaceName=Intruder`, headers: { 'x-api-key': apiKey } })).statusCode).toBe(403);
    expect((await list(team.owner)).map((w) => w.name)).not.toContain('Intruder');
  });
});

describe('workspaces.update', () => {
  it('lets an Owner or Admin rename a workspace', async () => {
    const w = await createWorkspace('Rename Me');
    const res = await put(w.id, team.admin, { name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Renamed');
    expect((await team.t.app.inject({ url: `${base}/${w.id}`, headers: team.owner.headers })).json().data.name).toBe('Renamed');
  });

  it('refuses an empty name with "Name is required"', async () => {
    for (const payload of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await put(DEMO.ws.trial, team.owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Name is required', errors: [{ path: 'name', message: 'Name is required' }] });
    }
  });

  it('refuses a name another workspace has', async () => {
    const res = await put(DEMO.ws.trial, team.owner, { name: 'Collections' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.workspaceNameTaken);
  });

  it('accepts the whole form from a non-SuperAdmin when the SuperAdmin settings are unchanged', async () => {
    const current = (await team.t.app.inject({ url: `${base}/${DEMO.ws.collections}`, headers: team.owner.headers })).json().data as Workspace;
    const res = await put(DEMO.ws.collections, team.owner, {
      name: 'Collections',
      allowFullCoverageCampaigns: current.allowFullCoverageCampaigns,
      allowBringYourOwnPool: current.allowBringYourOwnPool,
      maxNumbersPerFullCoverageCampaign: current.maxNumbersPerFullCoverageCampaign,
      allowNonTransactionalNumberMapping: current.allowNonTransactionalNumberMapping,
      workspaceFeatures: current.workspaceFeatures,
      allowAllCoverageStates: false,
      coverageStates: current.coverageStates,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.coverageStates).toEqual(current.coverageStates);
  });

  it('keeps the flags a partial feature change does not name', async () => {
    const before = (await team.t.app.inject({ url: `${base}/${DEMO.ws.sales}`, headers: team.superadmin.headers })).json().data as Workspace;
    expect(before.workspaceFeatures.aegisFeatures.verisk).toBe(true);
    const res = await put(DEMO.ws.sales, team.superadmin, { name: 'Sales Floor', workspaceFeatures: { aegisFeatures: { rnd: false } } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.workspaceFeatures.aegisFeatures;
    expect(after).toEqual({ ...before.workspaceFeatures.aegisFeatures, rnd: false });
    // An empty change from an Owner changes nothing, so it is not a SuperAdmin-only change.
    const ownerRes = await put(DEMO.ws.sales, team.owner, { name: 'Sales Floor', workspaceFeatures: { aegisFeatures: {} } });
    expect(ownerRes.statusCode, ownerRes.body).toBe(200);
    expect(ownerRes.json().data.workspaceFeatures.aegisFeatures).toEqual(after);
  });

  const superAdminOnly: [string, object][] = [
    ['a feature flag', { workspaceFeatures: { aegisFeatures: { verisk: true } } }],
    ['the billing mode', { workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_CORE' } } }],
    ['full coverage', { allowFullCoverageCampaigns: false }],
    ['bring your own pool', { allowBringYourOwnPool: true }],
    ['max numbers per location', { maxNumbersPerFullCoverageCampaign: 7 }],
    ['the non-transactional mapping API', { allowNonTransactionalNumberMapping: true }],
    ['the coverage states', { allowAllCoverageStates: false, coverageStates: [{ stateName: 'Texas', country: 'US' }] }],
  ];
  it.each(superAdminOnly)('refuses %s to Owner and Admin (403) and lets SuperAdmin change it', async (_what, change) => {
    const w = await createWorkspace(`SA only ${_what}`);
    for (const s of [team.owner, team.admin]) {
      const res = await put(w.id, s, { name: w.name, ...change });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.superAdminOnlySettings, code: 'FORBIDDEN' });
    }
    const unchanged = (await team.t.app.inject({ url: `${base}/${w.id}`, headers: team.owner.headers })).json().data;
    expect(unchanged).toEqual(w);
    const res = await put(w.id, team.superadmin, { name: w.name, ...change });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).not.toEqual(w);
  });

  it('saves every SuperAdmin setting', async () => {
    const w = await createWorkspace('SuperAdmin settings');
    const res = await put(w.id, team.superadmin, {
      name: w.name, allowFullCoverageCampaigns: true, allowBringYourOwnPool: true, maxNumbersPerFullCoverageCampaign: 50,
      allowNonTransactionalNumberMapping: true, allowAllCoverageStates: false,
      coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'Quebec', country: 'CA' }],
      workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_LITE', verisk: true, dataBoost: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await team.t.app.inject({ url: `${base}/${w.id}`, headers: team.owner.headers })).json().data as Workspace;
    expect(saved).toMatchObject({
      allowBringYourOwnPool: true, maxNumbersPerFullCoverageCampaign: 50, allowNonTransactionalNumberMapping: true,
      coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'Quebec', country: 'CA' }],
    });
    expect(saved.workspaceFeatures.aegisFeatures).toMatchObject({ aegisBillingMode: 'AEGIS_LITE', verisk: true, dataBoost: true, decision: true });
  });

  it('sets max numbers per location only when full coverage campaigns are enabled', async () => {
    const w = await createWorkspace('Max numbers');
    const both = await put(w.id, team.superadmin, { name: w.name, allowFullCoverageCampaigns: false, maxNumbersPerFullCoverageCampaign: 3 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: MESSAGES.maxNumbersNeedsFullCoverage, errors: [{ path: 'maxNumbersPerFullCoverageCampaign' }] });
    expect((await put(w.id, team.superadmin, { name: w.name, allowFullCoverageCampaigns: false })).statusCode).toBe(200);
    const later = await put(w.id, team.superadmin, { name: w.name, maxNumbersPerFullCoverageCampaign: 4 });
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe(MESSAGES.maxNumbersNeedsFullCoverage);
    const enabled = await put(w.id, team.superadmin, { name: w.name, allowFullCoverageCampaigns: true, maxNumbersPerFullCoverageCampaign: 4 });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.maxNumbersPerFullCoverageCampaign).toBe(4);
  });

  it.each([0, 51, 2.5])('refuses %s numbers per location (1 to 50)', async (n) => {
    const res = await put(DEMO.ws.trial, team.superadmin, { name: 'Trial Workspace', maxNumbersPerFullCoverageCampaign: n });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('maxNumbersPerFullCoverageCampaign');
  });

  it('validates the coverage states', async () => {
    const w = await createWorkspace('Coverage');
    const unknown = await put(w.id, team.superadmin, { name: w.name, allowAllCoverageStates: false, coverageStates: [{ stateName: 'Atlantis', country: 'US' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('coverageStates');
    const wrongCountry = await put(w.id, team.superadmin, { name: w.name, allowAllCoverageStates: false, coverageStates: [{ stateName: 'Texas', country: 'CA' }] });
    expect(wrongCountry.statusCode).toBe(400);
    const badCountry = await put(w.id, team.superadmin, { name: w.name, coverageStates: [{ stateName: 'Texas', country: 'MX' }] });
    expect(badCountry.statusCode).toBe(400);
    const none = await put(w.id, team.superadmin, { name: w.name, allowAllCoverageStates: false, coverageStates: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: MESSAGES.coverageStatesRequired, errors: [{ path: 'coverageStates' }] });
    expect((await team.t.app.inject({ url: `${base}/${w.id}`, headers: team.owner.headers })).json().data.coverageStates).toEqual([]);
  });

  it('clears the state selection when all states are allowed', async () => {
    const w = await createWorkspace('All states');
    const some = await put(w.id, team.superadmin, { name: w.name, allowAllCoverageStates: false, coverageStates: [{ stateName: 'Ohio', country: 'US' }] });
    expect(some.json().data.coverageStates).toEqual([{ stateName: 'Ohio', country: 'US' }]);
    const all = await put(w.id, team.superadmin, { name: w.name, allowAllCoverageStates: true, coverageStates: [{ stateName: 'Ohio', country: 'US' }] });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.coverageStates).toEqual([]);
  });

  it('answers 401 without a token, 404 for another organisation, 403 for an API key', async () => {
    expect((await team.t.app.inject({ method: 'PUT', url: `${base}/${DEMO.ws.trial}`, payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await put(DEMO.ws.trial, team.otherOwner, { name: 'Hijacked' })).statusCode).toBe(404);
    const viaOwnOrg = await team.t.app.inject({ method: 'PUT', url: `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.trial}`, headers: team.otherOwner.headers, payload: { name: 'Hijacked' } });
    expect(viaOwnOrg.statusCode).toBe(404);
    const key = await team.t.app.inject({ method: 'PUT', url: `${base}/${DEMO.ws.sales}`, headers: { 'x-api-key': apiKey }, payload: { name: 'Key' } });
    expect(key.statusCode).toBe(403);
    expect((await team.t.app.inject({ url: `${base}/${DEMO.ws.trial}`, headers: team.owner.headers })).json().data.name).toBe('Trial Workspace');
  });
});

describe('workspaces.deactivate', () => {
  const del = (id: string, s: Session, confirmName?: string) =>
    team.t.app.inject({ method: 'DELETE', url: `${base}/${id}${confirmName === undefined ? '' : `?confirmName=${encodeURIComponent(confirmName)}`}`, headers: s.headers });

  it('requires typing the workspace name', async () => {
    const w = await createWorkspace('Confirm Me');
    for (const typed of [undefined, '', 'confirm me', 'Confirm Me ']) {
      const res = await del(w.id, team.owner, typed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.workspaceNameMismatch, errors: [{ path: 'confirmName' }] });
    }
    expect((await list(team.owner)).map((x) => x.id)).toContain(w.id);
  });

  it('deactivates and removes the workspace from every list', async () => {
    const w = await createWorkspace('Going Away');
    const res = await del(w.id, team.owner, 'Going Away');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await list(team.owner)).map((x) => x.id)).not.toContain(w.id);
    expect((await list(team.superadmin)).map((x) => x.id)).not.toContain(w.id);
    expect((await team.t.app.inject({ url: `${base}/${w.id}`, headers: team.superadmin.headers })).statusCode).toBe(404);
    expect((await del(w.id, team.owner, 'Going Away')).statusCode).toBe(404);
    // The name is free again.
    expect((await createWorkspace('Going Away')).name).toBe('Going Away');
  });

  it('lets SuperAdmin deactivate, and refuses an Admin (403)', async () => {
    const w = await createWorkspace('Admin Cannot');
    const res = await del(w.id, team.admin, 'Admin Cannot');
    expect(res.statusCode).toBe(403);
    expect((await list(team.owner)).map((x) => x.id)).toContain(w.id);
    expect((await del(w.id, team.superadmin, 'Admin Cannot')).statusCode).toBe(200);
  });

  it('answers 401 without a token, 404 for another organisation, 403 for an API key', async () => {
    expect((await team.t.app.inject({ method: 'DELETE', url: `${base}/${DEMO.ws.trial}?confirmName=Trial%20Workspace` })).statusCode).toBe(401);
    expect((await del(DEMO.ws.trial, team.otherOwner, 'Trial Workspace')).statusCode).toBe(404);
    const key = await team.t.app.inject({ method: 'DELETE', url: `${base}/${DEMO.ws.sales}?confirmName=Sales%20Floor`, headers: { 'x-api-key': apiKey } });
    expect(key.statusCode).toBe(403);
    expect((await list(team.owner)).map((x) => x.id)).toEqual(expect.arrayContaining([DEMO.ws.trial, DEMO.ws.sales]));
  });
});
