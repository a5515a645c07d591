import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import { isSuperAdmin } from '../platform/auth-context';
import { accessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticate';
import { authService } from './auth/auth.service';
import { registerAuthRoutes } from './auth/auth.routes';
import { profileService } from './profile/profile.service';
import { registerProfileRoutes } from './profile/profile.routes';
import { usersService } from './users/users.service';
import { registerUsersRoutes } from './users/users.routes';
import { organizationsService } from './organizations/organizations.service';
import { registerOrganizationsRoutes } from './organizations/organizations.routes';
import { workspacesService } from './workspaces/workspaces.service';
import { registerWorkspacesRoutes } from './workspaces/workspaces.routes';
import { dialersService } from './dialers/dialers.service';
import { registerDialersRoutes } from './dialers/dialers.routes';
import { apiKeysService } from './api-keys/api-keys.service';
import { registerApiKeysRoutes } from './api-keys/api-keys.routes';
import { foldersService } from './folders/folders.service';
import { registerFoldersRoutes } from './folders/folders.routes';
import { notificationsService } from './notifications/notifications.service';
import { registerNotificationsRoutes } from './notifications/notifications.routes';
import { registerPageViewsRoutes } from './page-views/page-views.routes';

/** Builds every feature's service and binds its routes; answers the authenticators and the services other parts need. */
export function registerFeatures(app: FastifyInstance, deps: Deps) {
  const tokens = accessTokens(deps.cipher.signingKey);
  const workspaces = workspacesService(deps);
  const apiKeys = apiKeysService(deps, workspaces);
  const { authenticate, fromToken } = createAuthenticator(deps.db, tokens, (key) => apiKeys.authenticate(key));
  const auth = authService({ ...deps, tokens });
  const profiles = profileService(deps);
  const users = usersService(deps, auth);
  const organizations = organizationsService(deps);
  const dialers = dialersService(deps, workspaces);
  const folders = foldersService(deps, workspaces);
  const notifications = notificationsService(deps);

  // A workspace channel is open to whoever may see the workspace.
  deps.realtime.authorize('workspace', async (actor, id) =>
    isSuperAdmin(actor) ? Boolean(await workspaces.findAnyOrg(id)) : Boolean(await workspaces.access(actor, actor.orgId, id).catch(() => null)));

  registerAuthRoutes(app, deps, auth, profiles, authenticate);
  registerProfileRoutes(app, profiles, authenticate);
  registerUsersRoutes(app, users, authenticate);
  registerOrganizationsRoutes(app, organizations, authenticate);
  registerWorkspacesRoutes(app, workspaces, authenticate);
  registerDialersRoutes(app, deps, dialers, authenticate);
  registerApiKeysRoutes(app, apiKeys, authenticate);
  registerFoldersRoutes(app, folders, authenticate);
  registerNotificationsRoutes(app, notifications, authenticate);
  registerPageViewsRoutes(app, deps, authenticate);

  return {
    authenticate,
    authenticateToken: fromToken,
    services: { auth, users, workspaces, apiKeys, folders, notifications, organizations, dialers, profiles },
  };
}
export type Services = ReturnType<typeof registerFeatures>['services'];
