import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import type { Session } from '../../testing/session';
import { DEMO } from '../../testing/auth-fixtures';
import { organizations } from './organizations.tables';

const team = setUpDemoTeam();

const orgUrl = (orgId: string = DEMO.orgId) => `/api/orgs/${orgId}`;
const get = (s: Session | null, orgId?: string) => team.t.app.inject({ url: orgUrl(orgId), headers: s?.headers });
const put = (s: Session | null, payload: Record<string, unknown>, orgId?: string) =>
  team.t.app.inject({ method: 'PUT', url: orgUrl(orgId), headers: s?.headers, payload });
const row = async (orgId: string = DEMO.orgId) => (await team.t.deps.db.select().from(organizations).where(eq(organizations.id, orgId)))[0]!;

const demoCo = {
  id: DEMO.orgId, name: 'Demo Co', address1: '100 Market Street', address2: 'Suite 400', city: 'Austin', locality: 'TX', postal: '78701',
  taxId: '74-1234567', website: 'https://demo.example', phone: '+15125550100',
};

describe('organizations.get', () => {
  it('answers 401 without a token', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('answers the organisation without the support email to Owner and Admin', async () => {
    for (const s of [team.owner, team.admin]) {
      const res = await get(s);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(demoCo);
      expect(res.body).not.toContain('support@trueline.test');
    }
  });

  it('shows the support email to SuperAdmin', async () => {
    const res = await get(team.superadmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...demoCo, supportEmail: 'support@trueline.test' });
  });

  it('answers 404 for another organisation; a SuperAdmin reads any', async () => {
    expect((await get(team.owner, DEMO.otherOrgId)).json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await get(team.otherOwner, DEMO.orgId)).statusCode).toBe(404);
    expect((await get(team.admin, DEMO.otherOrgId)).statusCode).toBe(404);
    const other = await get(team.superadmin, DEMO.otherOrgId);
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ id: DEMO.otherOrgId, name: 'Other Co', supportEmail: 'support@trueline.test' });
    expect((await get(team.superadmin, '00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
  });
});

describe('organizations.update', () => {
  it('answers 401 without a token', async () => {
    expect((await put(null, { name: 'Nope' })).statusCode).toBe(401);
    expect((await put(null, {})).statusCode).toBe(401);
    expect((await row()).name).toBe('Demo Co');
  });

  it('lets the Owner edit the organisation, but not its support email', async () => {
    const res = await put(team.owner, { ...demoCo, id: undefined, name: '  Demo Company ', city: 'Houston', website: '', supportEmail: 'owner-choice@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...demoCo, name: 'Demo Company', city: 'Houston', website: null });
    expect(await row()).toMatchObject({ name: 'Demo Company', city: 'Houston', website: null, supportEmail: 'support@trueline.test' });
    // fields left out keep their value
    const partial = await put(team.owner, { name: 'Demo Co' });
    expect(partial.json().data).toMatchObject({ name: 'Demo Co', city: 'Houston', address1: '100 Market Street' });
  });

  it('lets a SuperAdmin edit any organisation, support email included', async () => {
    const res = await put(team.superadmin, { name: 'Other Co', supportEmail: 'help@other.example' }, DEMO.otherOrgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: DEMO.otherOrgId, supportEmail: 'help@other.example' });
    expect((await row(DEMO.otherOrgId)).supportEmail).toBe('help@other.example');
    // an empty support email clears it
    expect((await put(team.superadmin, { name: 'Other Co', supportEmail: '' }, DEMO.otherOrgId)).json().data.supportEmail).toBeNull();
    await put(team.superadmin, { name: 'Other Co', supportEmail: 'support@trueline.test' }, DEMO.otherOrgId);
  });

  it('answers 403 to an Admin', async () => {
    const res = await put(team.admin, { name: 'Admin Co' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    expect((await row()).name).toBe('Demo Co');
  });

  it('answers 404 for another organisation', async () => {
    const res = await put(team.otherOwner, { name: 'Taken Over' }, DEMO.orgId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await put(team.owner, { name: 'Taken Over' }, DEMO.otherOrgId)).statusCode).toBe(404);
    expect((await row()).name).toBe('Demo Co');
    expect((await row(DEMO.otherOrgId)).name).toBe('Other Co');
  });

  it.each([
    [{}, 'name', MESSAGES.nameRequired],
    [{ name: '' }, 'name', MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', MESSAGES.nameRequired],
    [{ name: 'Demo Co', supportEmail: 'not-an-email' }, 'supportEmail', MESSAGES.emailInvalid],
  ])('refuses %j with the spec message', async (body, path, message) => {
    const res = await put(team.superadmin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
  });
});
