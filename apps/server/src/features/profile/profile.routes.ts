import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES, PICTURE_MAX_BYTES, PROFILE_MESSAGES, profileRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { readMultipart, parseJsonField } from '../../platform/multipart';
import { assertOrgAccess, requireUser } from '../../platform/auth-context';
import { badRequest } from '../../platform/errors';
import type { ProfileService } from './profile.service';
import type { Gate } from '../workspaces/workspace';

export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService, gate: Gate) {
  bindRoute(app, profileRoutes.get, gate, async ({ actor, params }) => {
    assertOrgAccess(actor, params.orgId);
    return profiles.get(requireUser(actor));
  });
  bindRoute(app, profileRoutes.update, gate, async ({ actor, params, req }) => {
    const user = requireUser(actor);
    // My profile is always my own: the path's organisation must be mine, even for SuperAdmin.
    if (user.orgId !== params.orgId) assertOrgAccess({ ...user, userType: 'Admin' }, params.orgId);
    // Checked here so that a body that is not multipart names no field.
    if (!req.isMultipart()) throw badRequest(PROFILE_MESSAGES.missingUserPart);
    // `user` may come as a text field (a browser's FormData) or as a JSON file part (many HTTP clients).
    const { file: picture, fields } = await readMultipart(req, profileRoutes.update, {
      missing: PROFILE_MESSAGES.missingUserPart,
      maxFileBytes: PICTURE_MAX_BYTES + 1,
      tooLarge: MESSAGES.pictureTooLarge,
      textFileParts: ['user'],
      async onFile(file) {
        const bytes = await file.toBuffer();
        return bytes.length > 0 ? { bytes, filename: file.filename } : null;
      },
    });
    if (fields.user === undefined) throw badRequest(PROFILE_MESSAGES.missingUserPart, 'user');
    const userJson = parseJsonField(z.unknown(), fields.user, 'user', PROFILE_MESSAGES.userPartNotJson);
    return profiles.update(user, userJson, picture);
  });
}
