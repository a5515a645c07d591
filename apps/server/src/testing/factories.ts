import type { UserType, Workspace } from '@trueline/contract';
import { newId } from '../platform/crypto';
import { organizations } from '../features/organizations/organizations.tables';
import type { TestApp } from './test-app';
import { buildUser } from './auth-fixtures';
import { call, signIn, type Session } from './session';

/**
 * Test data a test owns, so it does not lean on the demo seed: an organisation of its own with team members signed in,
 * and workspaces in it created through the API. Nothing else sees it, so a test may change it freely.
 */
export interface TestOrganization {
  orgId: string;
  name: string;
  owner: Session;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

/** A new organisation with its Owner signed in. */
export async function buildOrganization(t: TestApp, opts: { name?: string } = {}): Promise<TestOrganization> {
  const orgId = newId();
  const name = opts.name ?? unique('Test Co');
  await t.deps.db.insert(organizations).values({ id: orgId, name, supportEmail: 'support@trueline.test' });
  return { orgId, name, owner: await buildMember(t, { orgId }, 'Owner') };
}

/** Another member of the organisation, signed in. */
export async function buildMember(t: TestApp, org: Pick<TestOrganization, 'orgId'>, userType: UserType = 'Admin'): Promise<Session> {
  const { email } = await buildUser(t, { orgId: org.orgId, userType });
  return signIn(t, email);
}

/** A workspace of the organisation, created by its Owner the way the console creates one. */
export async function buildWorkspace(t: TestApp, org: TestOrganization, opts: { name?: string } = {}): Promise<Workspace> {
  const name = opts.name ?? unique('Workspace');
  const res = await call(t, 'POST', `/api/orgs/${org.orgId}/workspaces?workspaceName=${encodeURIComponent(name)}`, org.owner);
  if (res.statusCode !== 200) throw new Error(`workspace ${name} was not created: ${res.body}`);
  return res.json().data as Workspace;
}
