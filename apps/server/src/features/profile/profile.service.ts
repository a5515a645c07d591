import { MESSAGES, PICTURE_MAX_BYTES, profileUpdate, USER_PHONE_COUNTRIES, normalizePhone, type Profile } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { UserActor } from '../../platform/auth-context';
import { AppError, badRequest, unauthenticated } from '../../platform/errors';
import type { UsersService } from '../users/users.service';
import type { OrganizationsService } from '../organizations/organizations.service';

export const pictureUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);

/** Recognises the picture by its bytes, not by the name or type the browser claims. */
export function sniffPicture(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/svg+xml' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if ((head.startsWith('<?xml') || head.startsWith('<svg')) && head.includes('<svg')) return 'image/svg+xml';
  return null;
}

/** The profile is the user's own account: the users feature keeps it, the organisation gives its name. */
export interface ProfilePeers {
  users: Pick<UsersService, 'account' | 'updateProfileFields'>;
  organizations: Pick<OrganizationsService, 'name'>;
}

export function profileService(deps: Pick<Deps, 'files'>, peers: ProfilePeers) {
  async function get(actor: UserActor): Promise<Profile> {
    const u = await peers.users.account(actor.userId);
    if (!u || u.deletedAt) throw unauthenticated();
    const orgName = await peers.organizations.name(u.orgId);
    if (orgName === null) throw unauthenticated();
    return {
      id: u.id, orgId: u.orgId, orgName, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone,
      address: u.address, city: u.city, state: u.state, postalCode: u.postalCode, profilePictureUrl: pictureUrl(u.pictureFileId),
      role: u.role, linkedin: u.linkedin, mfaSet: Boolean(u.mfaSecret), userType: u.userType,
      created: u.created.toISOString(), lastSeen: u.lastSeen?.toISOString() ?? null,
    };
  }

  return {
    get,
    /** `userJson` is the multipart `user` part; `picture` the optional `file` part. */
    async update(actor: UserActor, userJson: unknown, picture: { bytes: Buffer; filename: string } | null): Promise<Profile> {
      const parsed = profileUpdate.safeParse(userJson);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? MESSAGES.errorOccurred, issue?.path.join('.'));
      }
      const input = parsed.data;
      let phone: string | null = null;
      if (input.phone) {
        phone = normalizePhone(input.phone, USER_PHONE_COUNTRIES);
        if (!phone) throw badRequest(MESSAGES.phoneInvalid, 'phone');
      }
      let pictureFileId: string | undefined;
      if (picture) {
        if (picture.bytes.length > PICTURE_MAX_BYTES) throw new AppError('TOO_LARGE', MESSAGES.pictureTooLarge);
        const contentType = sniffPicture(picture.bytes);
        if (!contentType) throw badRequest(MESSAGES.pictureType, 'file');
        pictureFileId = await deps.files.put({ orgId: actor.orgId, name: picture.filename, contentType, bytes: picture.bytes });
      }
      const before = await peers.users.account(actor.userId);
      await peers.users.updateProfileFields(actor.userId, {
        firstName: input.firstName, lastName: input.lastName, phone,
        // PUT replaces the profile: optional fields left out or empty are cleared.
        address: input.address || null, city: input.city || null, state: input.state || null, postalCode: input.postalCode || null,
        role: input.role || null, linkedin: input.linkedin || null,
        ...(pictureFileId ? { pictureFileId } : {}),
      });
      if (pictureFileId && before?.pictureFileId) await deps.files.remove(before.pictureFileId);
      return get(actor);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
