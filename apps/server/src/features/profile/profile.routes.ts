import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES, PICTURE_MAX_BYTES, profileRoutes } from '@trueline/contract';
import { assertNoNul, bindRoute, multipartParts } from '../../platform/http';
import { assertOrgAccess, requireUser } from '../../platform/auth-context';
import { AppError, badRequest } from '../../platform/errors';
import type { ProfileService } from './profile.service';
import type { Gate } from '../workspaces/workspace';

const MISSING_USER_PART = 'Send the profile as multipart form data with a "user" part.';

export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService, gate: Gate) {
  bindRoute(app, profileRoutes.get, gate, async ({ actor, params }) => {
    assertOrgAccess(actor, params.orgId);
    return profiles.get(requireUser(actor));
  });
  bindRoute(app, profileRoutes.update, gate, async ({ actor, params, req }) => {
    const user = requireUser(actor);
    // My profile is always my own: the path's organisation must be mine, even for SuperAdmin.
    if (user.orgId !== params.orgId) assertOrgAccess({ ...user, userType: 'Admin' }, params.orgId);
    if (!req.isMultipart()) throw badRequest(MISSING_USER_PART);
    let userText: string | null = null;
    let picture: { bytes: Buffer; filename: string } | null = null;
    // `user` may come as a text field (a browser's FormData) or as a JSON file part (many HTTP clients).
    for await (const part of multipartParts(req, { limits: { fileSize: PICTURE_MAX_BYTES + 1, files: 2 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const bytes = await file.toBuffer().catch((err: { code?: string }) => {
          // Only a picture over the limit is too large; a broken body is the error handler's 400.
          throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('TOO_LARGE', MESSAGES.pictureTooLarge) : err;
        });
        if (file.fieldname === 'user') userText = bytes.toString('utf8');
        else if (file.fieldname === 'file' && bytes.length > 0) picture = { bytes, filename: file.filename };
      } else if (part.fieldname === 'user') {
        userText = String(part.value);
      }
    }
    if (userText === null) throw badRequest(MISSING_USER_PART, 'user');
    let userJson: unknown;
    try {
      userJson = JSON.parse(userText);
    } catch {
      throw badRequest('The "user" part must be JSON.', 'user');
    }
    assertNoNul(userJson, ['user']);
    return profiles.update(user, userJson, picture);
  });
}
