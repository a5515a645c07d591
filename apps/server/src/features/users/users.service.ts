import { assignableUserTypes, canChangeUserTypeOf, MESSAGES, normalizePhone, USER_PHONE_COUNTRIES, type User, type UserType } from '@trueline/contract';
import type { z } from 'zod';
import type { inviteUserBody, updateUserBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { linkMail } from '../../providers/mail/mail';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { AuthService } from '../auth/auth.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import * as repo from './users.repo';

const toUser = (u: repo.UserRow): User => ({
  id: u.id, orgId: u.orgId, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, userType: u.userType,
  created: u.created.toISOString(), lastSeen: u.lastSeen?.toISOString() ?? null, activated: Boolean(u.activatedAt),
});

/** The PostgreSQL error code of a failed statement (Drizzle wraps the driver's error in `cause`). */
function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Who may delete whom: nobody themselves; a SuperAdmin only by a SuperAdmin; an Admin only Admins. */
function mayDelete(actor: UserType, target: UserType): boolean {
  if (target === 'SuperAdmin') return actor === 'SuperAdmin';
  if (actor === 'Admin') return target === 'Admin';
  return true;
}

/** The fields of a user that the user edits on their own profile. */
export type ProfileFields = Partial<Pick<repo.UserRow, 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'state' | 'postalCode' | 'role' | 'linkedin' | 'pictureFileId'>>;

export type { UserRow } from './users.repo';

export interface UsersPeers {
  mailer: Pick<MailQueue, 'send'>;
  organizations: Pick<OrganizationsService, 'name'>;
}
/** What users ask of sign-in (the auth feature, which registers it in its connect): activation links, ending sessions. */
export type UserSessions = Pick<AuthService, 'issueToken' | 'endSessions'>;

export function usersService(deps: Pick<Deps, 'db' | 'config' | 'now'>, { mailer, organizations }: UsersPeers) {
  const { db } = deps;
  let sessions: UserSessions | null = null;
  const auth = (): UserSessions => {
    if (!sessions) throw new Error('users: no sessions registered (the auth module registers them in its connect)');
    return sessions;
  };

  async function target(actor: Actor, orgId: string, id: string) {
    assertOrgAccess(actor, orgId);
    const user = await repo.findUser(db, orgId, id);
    if (!user) throw notFound();
    return user;
  }

  return {
    async list(actor: Actor, orgId: string): Promise<User[]> {
      assertOrgAccess(actor, orgId);
      return (await repo.listUsers(db, orgId)).map(toUser);
    },

    async get(actor: Actor, orgId: string, id: string): Promise<User> {
      return toUser(await target(actor, orgId, id));
    },

    /** The name of who acts, for what they leave behind (a report, a list, a revision): none for an API key or a user no longer there. */
    async names(actor: Actor): Promise<{ firstName: string; lastName: string } | null> {
      if (actor.kind !== 'user') return null;
      return target(actor, actor.orgId, actor.userId).then((u) => ({ firstName: u.firstName, lastName: u.lastName }), () => null);
    },

    async invite(actor: Actor, orgId: string, body: z.output<typeof inviteUserBody>): Promise<User> {
      const me = requireUser(actor);
      assertOrgAccess(actor, orgId);
      if (!assignableUserTypes(me.userType).includes(body.userType)) throw forbidden(MESSAGES.userTypeNotAllowed);
      if (await repo.emailTaken(db, body.email)) throw conflict(MESSAGES.userEmailTaken);
      const user = await repo
        .insertUser(db, { id: newId(), orgId, firstName: body.firstName, lastName: body.lastName, email: body.email, userType: body.userType })
        .catch((err: unknown) => {
          // A SuperAdmin naming an organisation that does not exist; two invitations of one address at once.
          const code = pgErrorCode(err);
          if (code === '23503') throw notFound();
          if (code === '23505') throw conflict(MESSAGES.userEmailTaken);
          throw err;
        });
      const token = await auth().issueToken(user.id, 'activation');
      const url = `${deps.config.publicUrl}/activate-account?token=${encodeURIComponent(token)}`;
      // The invitation names who invites and into which organisation, so the invitee knows it is expected.
      const inviter = await repo.findUser(db, me.orgId, me.userId);
      const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
      const orgName = (await organizations.name(orgId)) ?? 'their organisation';
      const who = inviterName ? `${inviterName} (${me.email})` : me.email;
      await mailer.send(
        linkMail(user.email, `${inviterName || me.email} invited you to ${orgName} on Trueline`,
          `Hello ${user.firstName}, ${who} invited you to join ${orgName} on Trueline.`,
          'Activate your account', url, 'Choose your password to finish. This link works once and expires in 7 days.'),
      );
      return toUser(user);
    },

    async update(actor: Actor, orgId: string, id: string, body: z.output<typeof updateUserBody>): Promise<User> {
      const me = requireUser(actor);
      const user = await target(actor, orgId, id);
      const self = user.id === me.userId;
      // A phone left out stays as it is; an empty one clears it.
      let phone = user.phone;
      let phoneInvalid = false;
      if (body.phone !== undefined) {
        phone = body.phone ? normalizePhone(body.phone, USER_PHONE_COUNTRIES) : null;
        phoneInvalid = Boolean(body.phone) && !phone;
      }
      const detailsChanged = body.firstName !== user.firstName || body.lastName !== user.lastName || phoneInvalid || phone !== user.phone;
      // Spec 1 §6: non-SuperAdmins edit only their own name and phone; of another member they may change only the
      // user type, between types they may assign (an Owner: Owner ↔ Admin).
      if (!isSuperAdmin(actor) && !self && (detailsChanged || !canChangeUserTypeOf(me.userType, user.userType))) throw forbidden(MESSAGES.userEditOnlySelf);
      if (body.userType !== user.userType) {
        if (self) throw forbidden(MESSAGES.userOwnTypeLocked);
        const assignable = assignableUserTypes(me.userType);
        if (user.userType === 'SuperAdmin' || !assignable.includes(user.userType) || !assignable.includes(body.userType)) throw forbidden(MESSAGES.userTypeNotAllowed);
      }
      // Email is locked after creation: the full user may carry it, unchanged.
      if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email) throw forbidden(MESSAGES.userEmailLocked);
      if (phoneInvalid) throw badRequest(MESSAGES.phoneInvalid, 'phone');
      return toUser(await repo.updateUser(db, user.id, { firstName: body.firstName, lastName: body.lastName, phone, userType: body.userType }));
    },

    async remove(actor: Actor, orgId: string, id: string): Promise<void> {
      const me = requireUser(actor);
      const user = await target(actor, orgId, id);
      if (user.id === me.userId) throw forbidden(MESSAGES.userCannotDeleteSelf);
      if (!mayDelete(me.userType, user.userType)) throw forbidden();
      await repo.updateUser(db, user.id, { deletedAt: deps.now() });
      await auth().endSessions(user.id);
    },

    /** A user's own account by id, deleted or not: for the profile, whose caller is that user. */
    account: (userId: string): Promise<repo.UserRow | null> => repo.findUserById(db, userId),

    /** Writes the fields a user edits on their own profile. */
    async updateProfileFields(userId: string, values: ProfileFields): Promise<void> {
      await repo.updateUser(db, userId, values);
    },

    /** The credential columns (password, second factor, last seen), for sign-in only: the auth feature. */
    credentials: {
      /** A user not deleted, by email (any case). */
      findLiveByEmail: (email: string) => repo.findLiveUserByEmail(db, email),
      /** A user not deleted, by id. */
      findLiveById: (id: string) => repo.findLiveUserById(db, id),
      setPassword: (userId: string, passwordHash: string, activate: boolean, at: Date) => repo.setPassword(db, userId, passwordHash, activate, at),
      touchLastSeen: (userId: string, at: Date) => repo.touchLastSeen(db, userId, at),
      setMfaSecrets: (userId: string, values: { mfaSecret?: string | null; mfaPendingSecret?: string | null }) => repo.setMfaSecrets(db, userId, values),
    },

    /** Sign-in's part in invitations (the activation link) and deletions (sessions end); the auth module registers it. */
    registerSessions(s: UserSessions) {
      sessions = s;
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
