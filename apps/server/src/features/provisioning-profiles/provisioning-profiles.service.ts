import type { z } from 'zod';
import { MESSAGES, type ProvisioningProfile, type provisioningProfileBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { conflict, notFound, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import * as repo from './provisioning-profiles.repo';

type Body = z.output<typeof provisioningProfileBody>;

const toProfile = (r: repo.ProfileRow): ProvisioningProfile => ({
  id: r.id, name: r.name, type: r.type, values: r.values, created: r.created.toISOString(), updated: r.updated.toISOString(),
});

/**
 * Provisioning profiles (spec 2 §2, §5): every role of the organisation reads and changes them in its workspaces.
 * The body has already kept only the values allowed for the profile's type (the contract's rule).
 */
export function provisioningProfilesService(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;

  async function assertNameFree(ws: string, name: string, exceptId?: string) {
    if (await repo.nameTaken(db, ws, name, exceptId)) throw conflict(MESSAGES.profileNameTaken);
  }

  return {
    async list({ workspace: w }: WorkspaceScope, name?: string): Promise<ProvisioningProfile[]> {
      return (await repo.listProfiles(db, w.id, name)).map(toProfile);
    },

    async get({ workspace: w }: WorkspaceScope, id: string): Promise<ProvisioningProfile> {
      return toProfile(orNotFound(await repo.findProfile(db, w.id, id)));
    },

    async create({ workspace: w }: WorkspaceScope, body: Body, id: string = newId()): Promise<ProvisioningProfile> {
      await assertNameFree(w.id, body.name);
      const now = deps.now();
      return toProfile(await repo.insertProfile(db, { id, orgId: w.orgId, workspaceId: w.id, name: body.name, type: body.type, values: body.values, created: now, updated: now }));
    },

    async update({ workspace: w }: WorkspaceScope, id: string, body: Body): Promise<ProvisioningProfile> {
      orNotFound(await repo.findProfile(db, w.id, id));
      await assertNameFree(w.id, body.name, id);
      return toProfile(orNotFound(await repo.updateProfile(db, w.id, id, { name: body.name, type: body.type, values: body.values, updated: deps.now() })));
    },

    async remove({ workspace: w }: WorkspaceScope, id: string): Promise<void> {
      if (!(await repo.deleteProfile(db, w.id, id))) throw notFound();
    },

    /** A profile of the workspace, for campaigns provisioned by profile; null when there is none. */
    async find(workspaceId: string, id: string): Promise<ProvisioningProfile | null> {
      const row = await repo.findProfile(db, workspaceId, id);
      return row ? toProfile(row) : null;
    },
  };
}
export type ProvisioningProfilesService = ReturnType<typeof provisioningProfilesService>;
