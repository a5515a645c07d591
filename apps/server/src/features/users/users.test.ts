import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { signIn } from '../../testing/session';
import { DEMO, buildUser, mailsTo, tokenFromMail, uniqueEmail, userRow } from '../../testing/auth-fixtures';

const IDS = {
  superadmin: '00000000-0000-4000-8000-0000000000a1',
  owner: '00000000-0000-4000-8000-0000000000a2',
  admin: '00000000-0000-4000-8000-0000000000a3',
  otherOwner: '00000000-0000-4000-8000-0000000000b1',
};

// One session per demo user for the whole file (no test deletes a demo user nor changes its type).
const team = setUpDemoTeam({ start: true }); // invitations are mailed by jobs
type Session = Awaited<ReturnType<typeof signIn>>;

const usersUrl = (orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/users`;
const userUrl = (id: string, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/users/${id}`;
const list = (s: Session | null, orgId?: string) => team.t.app.inject({ url: usersUrl(orgId), headers: s?.headers });
const get = (s: Session | null, id: string, orgId?: string) => team.t.app.inject({ url: userUrl(id, orgId), headers: s?.headers });
const invite = (s: Session | null, payload: Record<string, unknown>, orgId?: string) =>
  team.t.app.inject({ method: 'POST', url: usersUrl(orgId), headers: s?.headers, payload });
const patch = (s: Session | null, id: string, payload: Record<string, unknown>, orgId?: string) =>
  team.t.app.inject({ method: 'PATCH', url: userUrl(id, orgId), headers: s?.headers, payload });
const remove = (s: Session | null, id: string, orgId?: string) => team.t.app.inject({ method: 'DELETE', url: userUrl(id, orgId), headers: s?.headers });

/** The full user as the team table holds it, with changes: what the edit panel sends. */
async function fullUser(id: string, changes: Record<string, unknown> = {}) {
  const row = await userRow(team.t, id);
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, userType: row.userType, ...changes };
}

const expectError = (res: { statusCode: number; json(): unknown }, status: number, body: Record<string, unknown>) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
};
const forbiddenBody = (message: string = MESSAGES.forbidden) => ({ message, code: 'FORBIDDEN' });
const notFoundBody = { message: MESSAGES.notFound, code: 'NOT_FOUND' };
const unauthenticatedBody = { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' };

describe('users.list', () => {
  it('answers 401 without a token', async () => {
    expectError(await list(null), 401, unauthenticatedBody);
  });

  it('lists the live members of the organisation sorted by name, without secrets', async () => {
    const res = await list(team.owner);
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { id: string; firstName: string; email: string }[];
    const demo = users.filter((u) => [IDS.superadmin, IDS.owner, IDS.admin].includes(u.id));
    expect(demo.map((u) => u.firstName)).toEqual(['Adam', 'Olivia', 'Sam']);
    expect(users.map((u) => u.email)).not.toContain(DEMO.otherOwner);
    const names = users.map((u) => u.firstName);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(users.find((u) => u.id === IDS.owner)).toEqual({
      id: IDS.owner, orgId: DEMO.orgId, firstName: 'Olivia', lastName: 'Owner', email: DEMO.owner, phone: null, userType: 'Owner',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), lastSeen: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), activated: true,
    });
  });

  it('shows an invited member as not yet activated', async () => {
    const email = uniqueEmail('pending');
    await invite(team.owner, { firstName: 'Pat', lastName: 'Pending', email });
    const row = (await list(team.admin)).json().data.find((u: { email: string }) => u.email === email);
    expect(row).toMatchObject({ activated: false, lastSeen: null, userType: 'Admin' });
  });

  it("answers 404 for another organisation's team", async () => {
    expectError(await list(team.otherOwner), 404, notFoundBody);
    expectError(await list(team.owner, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await list(team.admin, DEMO.otherOrgId), 404, notFoundBody);
  });

  it('lets a SuperAdmin list any organisation', async () => {
    const res = await list(team.superadmin, DEMO.otherOrgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string }) => u.email)).toContain(DEMO.otherOwner);
    expect(res.json().data.map((u: { email: string }) => u.email)).not.toContain(DEMO.owner);
  });
});

describe('users.get', () => {
  it('answers 401 without a token', async () => {
    expectError(await get(null, IDS.admin), 401, unauthenticatedBody);
  });

  it('answers one member', async () => {
    const res = await get(team.admin, IDS.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: IDS.owner, email: DEMO.owner, userType: 'Owner', orgId: DEMO.orgId });
  });

  it("answers 404 for another organisation's member, whichever path is used", async () => {
    expectError(await get(team.owner, IDS.otherOwner), 404, notFoundBody);
    expectError(await get(team.owner, IDS.otherOwner, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await get(team.otherOwner, IDS.owner, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await get(team.otherOwner, IDS.owner), 404, notFoundBody);
    expectError(await get(team.owner, 'no-such-user'), 404, notFoundBody);
    // even a SuperAdmin finds a member only under the member's own organisation
    expectError(await get(team.superadmin, IDS.otherOwner), 404, notFoundBody);
  });

  it('lets a SuperAdmin read a member of any organisation', async () => {
    const res = await get(team.superadmin, IDS.otherOwner, DEMO.otherOrgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO.otherOwner);
  });

  it('answers 404 for a deleted member', async () => {
    const { id } = await buildUser(team.t);
    expect((await remove(team.owner, id)).statusCode).toBe(200);
    expectError(await get(team.owner, id), 404, notFoundBody);
  });
});

describe('users.invite', () => {
  it('answers 401 without a token, even with an invalid body', async () => {
    expectError(await invite(null, { firstName: 'A', lastName: 'B', email: uniqueEmail() }), 401, unauthenticatedBody);
    expectError(await invite(null, {}), 401, unauthenticatedBody);
  });

  it('creates an Admin by default, with a lower-cased email, and mails the activation link', async () => {
    const email = uniqueEmail('Invited').replace('invited', 'Invited');
    const res = await invite(team.owner, { firstName: ' Ivy ', lastName: 'Invitee', email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ orgId: DEMO.orgId, firstName: 'Ivy', lastName: 'Invitee', email: email.toLowerCase(), userType: 'Admin', activated: false, phone: null });
    expect((await get(team.admin, user.id)).json().data.email).toBe(email.toLowerCase());
    const mails = await mailsTo(team.t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olivia Owner invited you to Demo Co on Trueline');
    expect(mails[0]!.text).toContain(DEMO.owner);
    expect(tokenFromMail(mails[0]!, '/activate-account')).toBeTruthy();
  });

  it('names the inviter and the organisation in the invitation, in text and HTML', async () => {
    const email = uniqueEmail('named');
    expect((await invite(team.admin, { firstName: 'Nia', lastName: 'Named', email })).statusCode).toBe(200);
    const [mail] = await mailsTo(team.t, email);
    expect(mail!.subject).toBe('Adam Admin invited you to Demo Co on Trueline');
    expect(mail!.text).toContain(`Hello Nia, Adam Admin (${DEMO.admin}) invited you to join Demo Co on Trueline.`);
    expect(mail!.html).toContain(`Adam Admin (${DEMO.admin}) invited you to join Demo Co on Trueline.`);
    // A SuperAdmin inviting into another organisation names that organisation, not its own.
    const elsewhere = uniqueEmail('elsewhere');
    expect((await invite(team.superadmin, { firstName: 'E', lastName: 'L', email: elsewhere }, DEMO.otherOrgId)).statusCode).toBe(200);
    const [other] = await mailsTo(team.t, elsewhere);
    expect(other!.text).toContain(`Sam Super (${DEMO.superadmin}) invited you to join Other Co on Trueline.`);
  });

  it.each(['info', 'email', 'agency', 'test', 'co', 'museum'])('invites an address ending in .%s (every real top-level domain)', async (tld) => {
    const email = uniqueEmail('tld').replace('@example.com', `@example.${tld}`);
    const res = await invite(team.owner, { firstName: 'T', lastName: 'L', email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
  });

  it.each([
    [{ lastName: 'B', email: 'x@example.com' }, 'firstName', MESSAGES.fieldRequired],
    [{ firstName: '  ', lastName: 'B', email: 'x@example.com' }, 'firstName', MESSAGES.fieldRequired],
    [{ firstName: 'A', email: 'x@example.com' }, 'lastName', MESSAGES.fieldRequired],
    [{ firstName: 'A', lastName: '', email: 'x@example.com' }, 'lastName', MESSAGES.fieldRequired],
    [{ firstName: 'A', lastName: 'B' }, 'email', MESSAGES.emailRequired],
    [{ firstName: 'A', lastName: 'B', email: '' }, 'email', MESSAGES.emailRequired],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.c' }, 'email', MESSAGES.emailInvalid],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.co1' }, 'email', MESSAGES.emailInvalid],
  ])('refuses %j with the spec message', async (body, path, message) => {
    const res = await invite(team.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('refuses an unknown user type', async () => {
    const res = await invite(team.owner, { firstName: 'A', lastName: 'B', email: uniqueEmail(), userType: 'Boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('userType');
  });

  it('refuses an email already in use, in any organisation and any case', async () => {
    const here = await buildUser(team.t);
    const elsewhere = await buildUser(team.t, { orgId: DEMO.otherOrgId });
    for (const email of [here.email, here.email.toUpperCase(), elsewhere.email]) {
      expectError(await invite(team.owner, { firstName: 'A', lastName: 'B', email }), 409, { message: MESSAGES.userEmailTaken, code: 'CONFLICT' });
    }
    expect(await mailsTo(team.t, here.email)).toHaveLength(0);
  });

  it('lets an Owner assign Owner or Admin', async () => {
    for (const userType of ['Owner', 'Admin']) {
      const res = await invite(team.owner, { firstName: 'A', lastName: 'B', email: uniqueEmail(), userType });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.userType).toBe(userType);
    }
  });

  it('lets an Admin assign only Admin', async () => {
    const ok = await invite(team.admin, { firstName: 'A', lastName: 'B', email: uniqueEmail(), userType: 'Admin' });
    expect(ok.statusCode).toBe(200);
    const email = uniqueEmail();
    expectError(await invite(team.admin, { firstName: 'A', lastName: 'B', email, userType: 'Owner' }), 403, forbiddenBody(MESSAGES.userTypeNotAllowed));
    expect(await mailsTo(team.t, email)).toHaveLength(0);
  });

  it('lets nobody assign SuperAdmin', async () => {
    for (const s of [team.superadmin, team.owner, team.admin]) {
      expectError(await invite(s, { firstName: 'A', lastName: 'B', email: uniqueEmail(), userType: 'SuperAdmin' }), 403, forbiddenBody(MESSAGES.userTypeNotAllowed));
    }
  });

  it("answers 404 for another organisation, and lets a SuperAdmin invite into any", async () => {
    expectError(await invite(team.owner, { firstName: 'A', lastName: 'B', email: uniqueEmail() }, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await invite(team.otherOwner, { firstName: 'A', lastName: 'B', email: uniqueEmail() }), 404, notFoundBody);
    const res = await invite(team.superadmin, { firstName: 'A', lastName: 'B', email: uniqueEmail(), userType: 'Owner' }, DEMO.otherOrgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orgId: DEMO.otherOrgId, userType: 'Owner' });
    expect((await list(team.otherOwner, DEMO.otherOrgId)).json().data.map((u: { id: string }) => u.id)).toContain(res.json().data.id);
  });

  it('answers 404 when a SuperAdmin invites into an organisation that does not exist', async () => {
    const email = uniqueEmail();
    const res = await invite(team.superadmin, { firstName: 'A', lastName: 'B', email }, '00000000-0000-4000-8000-00000000ffff');
    expectError(res, 404, notFoundBody);
    expect(await mailsTo(team.t, email)).toHaveLength(0);
  });

  it('answers one of two simultaneous invitations of the same address with 409', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([0, 1, 2].map(() => invite(team.owner, { firstName: 'A', lastName: 'B', email })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual({ message: MESSAGES.userEmailTaken, code: 'CONFLICT' });
  });
});

describe('users.update', () => {
  it('answers 401 without a token', async () => {
    expectError(await patch(null, IDS.admin, await fullUser(IDS.admin)), 401, unauthenticatedBody);
    expectError(await patch(null, IDS.admin, {}), 401, unauthenticatedBody);
  });

  it('lets a member edit their own name and phone, normalising the phone', async () => {
    const { id, email } = await buildUser(team.t);
    const me = await signIn(team.t, email);
    const res = await patch(me, id, await fullUser(id, { firstName: 'Nina', lastName: 'New', phone: '(512) 555-0199' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, firstName: 'Nina', lastName: 'New', phone: '+15125550199', email, userType: 'Admin' });
    expect(await userRow(team.t, id)).toMatchObject({ firstName: 'Nina', lastName: 'New', phone: '+15125550199' });
  });

  it('accepts phones of the US, Canada and Ecuador only', async () => {
    const { id, email } = await buildUser(team.t);
    const me = await signIn(team.t, email);
    for (const [phone, stored] of [['+1 416 555 0123', '+14165550123'], ['+593 99 123 4567', '+593991234567']]) {
      const res = await patch(me, id, await fullUser(id, { phone }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.phone).toBe(stored);
    }
    for (const phone of ['+44 20 7946 0958', '123', 'call me']) {
      expectError(await patch(me, id, await fullUser(id, { phone })), 400, { message: MESSAGES.phoneInvalid, code: 'VALIDATION', errors: [{ path: 'phone', message: MESSAGES.phoneInvalid }] });
    }
    expect((await userRow(team.t, id)).phone).toBe('+593991234567');
  });

  it('clears the phone when it is sent empty, keeps it when it is left out', async () => {
    const { id, email } = await buildUser(team.t, { phone: '+15125550100' });
    const me = await signIn(team.t, email);
    const { phone: _phone, ...withoutPhone } = await fullUser(id, { firstName: 'Kept' });
    const kept = await patch(me, id, withoutPhone);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.phone).toBe('+15125550100');
    const cleared = await patch(me, id, await fullUser(id, { phone: '' }));
    expect(cleared.json().data.phone).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ firstName: '   ' }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ firstName: undefined }, 'firstName'],
  ])('refuses %j with "Field is required"', async (changes, path) => {
    const body = await fullUser(IDS.admin, changes);
    const res = await patch(team.admin, IDS.admin, body);
    expectError(res, 400, { message: MESSAGES.fieldRequired, code: 'VALIDATION', errors: [{ path, message: MESSAGES.fieldRequired }] });
  });

  it('keeps the email locked', async () => {
    const { id, email } = await buildUser(team.t);
    const me = await signIn(team.t, email);
    const res = await patch(me, id, await fullUser(id, { email: 'changed@example.com' }));
    expectError(res, 403, forbiddenBody(MESSAGES.userEmailLocked));
    expect((await userRow(team.t, id)).email).toBe(email);
    // the same address, in another case or with spaces, is no change
    const same = await patch(me, id, await fullUser(id, { email: ` ${email.toUpperCase()} `, firstName: 'Same' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ email, firstName: 'Same' });
    // a SuperAdmin cannot change it either
    expectError(await patch(team.superadmin, id, await fullUser(id, { email: 'changed@example.com' })), 403, forbiddenBody(MESSAGES.userEmailLocked));
  });

  it("lets non-SuperAdmins edit only their own name and phone", async () => {
    const { id } = await buildUser(team.t, { phone: '+15125550100' });
    expectError(await patch(team.owner, id, await fullUser(id, { firstName: 'Hacked' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.owner, id, await fullUser(id, { phone: '5125550111' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.owner, id, await fullUser(id, { phone: '' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.owner, id, await fullUser(id, { phone: 'call me' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    // not even together with a type change the Owner may make
    expectError(await patch(team.owner, id, await fullUser(id, { lastName: 'Hacked', userType: 'Owner' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.admin, IDS.owner, await fullUser(IDS.owner, { firstName: 'Hacked' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.owner, IDS.superadmin, await fullUser(IDS.superadmin, { firstName: 'Hacked' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expect(await userRow(team.t, id)).toMatchObject({ firstName: 'Test', lastName: 'User', phone: '+15125550100', userType: 'Admin' });
    expect((await userRow(team.t, IDS.owner)).firstName).toBe('Olivia');
  });

  it("lets an Owner change another member's type between Owner and Admin, and nothing else", async () => {
    const { id, email } = await buildUser(team.t);
    const promoted = await patch(team.owner, id, await fullUser(id, { userType: 'Owner' }));
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data).toMatchObject({ id, userType: 'Owner', firstName: 'Test' });
    const member = await signIn(team.t, email);
    expect((await team.t.app.inject({ url: '/api/auth/me', headers: member.headers })).json().data.userType).toBe('Owner');
    const demoted = await patch(team.owner, id, await fullUser(id, { userType: 'Admin' }));
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.userType).toBe('Admin');
    // an unchanged member is saved as it is
    expect((await patch(team.owner, id, await fullUser(id))).statusCode).toBe(200);
    expectError(await patch(team.owner, id, await fullUser(id, { userType: 'SuperAdmin' })), 403, forbiddenBody(MESSAGES.userTypeNotAllowed));
    // a SuperAdmin member keeps their type
    expectError(await patch(team.owner, IDS.superadmin, await fullUser(IDS.superadmin, { userType: 'Admin' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expect((await userRow(team.t, id)).userType).toBe('Admin');
    expect((await userRow(team.t, IDS.superadmin)).userType).toBe('SuperAdmin');
  });

  it("accepts the member's own phone in another notation as no change", async () => {
    const { id } = await buildUser(team.t, { phone: '+15125550100' });
    const res = await patch(team.owner, id, await fullUser(id, { phone: '(512) 555-0100', userType: 'Owner' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '+15125550100', userType: 'Owner' });
  });

  it("lets an Admin change no other member's type (an Admin may assign only Admin)", async () => {
    const { id } = await buildUser(team.t);
    const owner = await buildUser(team.t, { userType: 'Owner' });
    expectError(await patch(team.admin, id, await fullUser(id, { userType: 'Owner' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.admin, owner.id, await fullUser(owner.id, { userType: 'Admin' })), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expectError(await patch(team.admin, id, await fullUser(id)), 403, forbiddenBody(MESSAGES.userEditOnlySelf));
    expect((await userRow(team.t, id)).userType).toBe('Admin');
    expect((await userRow(team.t, owner.id)).userType).toBe('Owner');
  });

  it("lets a SuperAdmin edit anyone's name and phone", async () => {
    const { id } = await buildUser(team.t);
    const res = await patch(team.superadmin, id, await fullUser(id, { firstName: 'Edited', phone: '5125550142' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Edited', phone: '+15125550142' });
  });

  it('lets nobody change their own user type', async () => {
    expectError(await patch(team.admin, IDS.admin, await fullUser(IDS.admin, { userType: 'Owner' })), 403, forbiddenBody(MESSAGES.userOwnTypeLocked));
    expectError(await patch(team.owner, IDS.owner, await fullUser(IDS.owner, { userType: 'Admin' })), 403, forbiddenBody(MESSAGES.userOwnTypeLocked));
    expectError(await patch(team.superadmin, IDS.superadmin, await fullUser(IDS.superadmin, { userType: 'Owner' })), 403, forbiddenBody(MESSAGES.userOwnTypeLocked));
    expect((await userRow(team.t, IDS.admin)).userType).toBe('Admin');
    expect((await userRow(team.t, IDS.superadmin)).userType).toBe('SuperAdmin');
  });

  it("lets a SuperAdmin change another member's type between Owner and Admin, never to SuperAdmin", async () => {
    const { id, email } = await buildUser(team.t);
    const promoted = await patch(team.superadmin, id, await fullUser(id, { userType: 'Owner' }));
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.userType).toBe('Owner');
    // the new type applies to the member's next request at once
    const member = await signIn(team.t, email);
    expect((await team.t.app.inject({ url: '/api/auth/me', headers: member.headers })).json().data.userType).toBe('Owner');
    expectError(await patch(team.superadmin, id, await fullUser(id, { userType: 'SuperAdmin' })), 403, forbiddenBody(MESSAGES.userTypeNotAllowed));
    expect((await userRow(team.t, id)).userType).toBe('Owner');
  });

  it("answers 404 for another organisation's member", async () => {
    const body = await fullUser(IDS.otherOwner, { firstName: 'Hacked' });
    expectError(await patch(team.owner, IDS.otherOwner, body), 404, notFoundBody);
    expectError(await patch(team.owner, IDS.otherOwner, body, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await patch(team.otherOwner, IDS.owner, await fullUser(IDS.owner), DEMO.otherOrgId), 404, notFoundBody);
    expectError(await patch(team.otherOwner, IDS.owner, await fullUser(IDS.owner)), 404, notFoundBody);
    expect((await userRow(team.t, IDS.otherOwner)).firstName).toBe('Oscar');
  });

  it('lets a SuperAdmin edit a member of another organisation', async () => {
    const { id } = await buildUser(team.t, { orgId: DEMO.otherOrgId });
    const res = await patch(team.superadmin, id, await fullUser(id, { lastName: 'Elsewhere' }), DEMO.otherOrgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orgId: DEMO.otherOrgId, lastName: 'Elsewhere' });
  });
});

describe('users.remove', () => {
  it('answers 401 without a token', async () => {
    const { id } = await buildUser(team.t);
    expectError(await remove(null, id), 401, unauthenticatedBody);
    expect((await userRow(team.t, id)).deletedAt).toBeNull();
  });

  it('deletes a member: gone from the team, signed out at once, email free again', async () => {
    const { id, email } = await buildUser(team.t);
    const member = await signIn(team.t, email);
    const res = await remove(team.owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await list(team.owner)).json().data.map((u: { id: string }) => u.id)).not.toContain(id);
    expect((await userRow(team.t, id)).deletedAt).not.toBeNull();
    expect((await team.t.app.inject({ url: '/api/auth/me', headers: member.headers })).statusCode).toBe(401);
    expect((await team.t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { tl_refresh: member.refreshCookie } })).statusCode).toBe(401);
    // deleting again: already gone
    expectError(await remove(team.owner, id), 404, notFoundBody);
    // the address can be invited again
    const again = await invite(team.owner, { firstName: 'Back', lastName: 'Again', email });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(id);
  });

  it('lets nobody delete themselves', async () => {
    for (const [s, id] of [[team.owner, IDS.owner], [team.admin, IDS.admin], [team.superadmin, IDS.superadmin]] as const) {
      expectError(await remove(s, id), 403, forbiddenBody(MESSAGES.userCannotDeleteSelf));
    }
    expect((await userRow(team.t, IDS.owner)).deletedAt).toBeNull();
  });

  it('lets an Admin delete only Admins', async () => {
    const owner = await buildUser(team.t, { userType: 'Owner' });
    expectError(await remove(team.admin, owner.id), 403, forbiddenBody());
    expectError(await remove(team.admin, IDS.superadmin), 403, forbiddenBody());
    expect((await userRow(team.t, owner.id)).deletedAt).toBeNull();
    const admin = await buildUser(team.t, { userType: 'Admin' });
    expect((await remove(team.admin, admin.id)).statusCode).toBe(200);
  });

  it('lets an Owner delete Owners and Admins, never a SuperAdmin', async () => {
    const owner = await buildUser(team.t, { userType: 'Owner' });
    const admin = await buildUser(team.t, { userType: 'Admin' });
    expect((await remove(team.owner, owner.id)).statusCode).toBe(200);
    expect((await remove(team.owner, admin.id)).statusCode).toBe(200);
    expectError(await remove(team.owner, IDS.superadmin), 403, forbiddenBody());
    expect((await userRow(team.t, IDS.superadmin)).deletedAt).toBeNull();
  });

  it("answers 404 for another organisation's member; a SuperAdmin may delete there", async () => {
    const { id } = await buildUser(team.t, { orgId: DEMO.otherOrgId });
    expectError(await remove(team.owner, id), 404, notFoundBody);
    expectError(await remove(team.owner, id, DEMO.otherOrgId), 404, notFoundBody);
    expectError(await remove(team.otherOwner, IDS.admin), 404, notFoundBody);
    expectError(await remove(team.otherOwner, IDS.admin, DEMO.otherOrgId), 404, notFoundBody);
    expect((await userRow(team.t, id)).deletedAt).toBeNull();
    expect((await userRow(team.t, IDS.admin)).deletedAt).toBeNull();
    expect((await remove(team.superadmin, id, DEMO.otherOrgId)).statusCode).toBe(200);
    expect((await userRow(team.t, id)).deletedAt).not.toBeNull();
  });
});
