import type { z } from 'zod';
import { MESSAGES, type BrandedCallingProfile, type brandedCallingProfileBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { conflict, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import { settingsAccess } from '../feature-requests/feature-gate';
import * as repo from './branded-calling-profiles.repo';

type Body = z.output<typeof brandedCallingProfileBody>;

/** Counts what refers to a profile (business records, campaigns); the feature that refers to profiles registers it. */
export type ProfileUsageCounter = (workspaceId: string, profileId: string) => Promise<number>;

const toProfile = (r: repo.BrandedProfileRow): BrandedCallingProfile => ({
  id: r.id, label: r.label, callerNameShort: r.callerNameShort, callerNameLong: r.callerNameLong, legalName: r.legalName,
  enterpriseId: r.enterpriseId, callPurpose: r.callPurpose, businessCategory: r.businessCategory, tmoBusinessCategory: r.tmoBusinessCategory,
  dateCreated: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
});

const valuesOf = (b: Body): repo.BrandedProfileValues => ({
  label: b.label, callerNameShort: b.callerNameShort, callerNameLong: b.callerNameLong, legalName: b.legalName, enterpriseId: b.enterpriseId,
  callPurpose: b.callPurpose, businessCategory: b.businessCategory, tmoBusinessCategory: b.tmoBusinessCategory,
});

/** Branded calling profiles: always available; everyone reads them, only a SuperAdmin changes them. */
export function brandedCallingProfilesService(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;
  const usages = new Map<string, ProfileUsageCounter>();
  const { readable, writable } = settingsAccess({ superAdminOnly: true });

  async function assertLabelFree(ws: string, label: string, exceptId?: string) {
    if (await repo.labelTaken(db, ws, label, exceptId)) throw conflict(MESSAGES.brandedLabelTaken);
  }

  return {
    /** A feature that stores profile ids registers how to count them, so a profile in use is not deleted. */
    registerUsage(name: string, counter: ProfileUsageCounter) {
      usages.set(name, counter);
    },

    async list(scope: WorkspaceScope): Promise<BrandedCallingProfile[]> {
      const w = readable(scope);
      return (await repo.listProfiles(db, w.id)).map(toProfile);
    },

    async get(scope: WorkspaceScope, id: string): Promise<BrandedCallingProfile> {
      const w = readable(scope);
      return toProfile(orNotFound(await repo.findProfile(db, w.id, id)));
    },

    async create(scope: WorkspaceScope, body: Body): Promise<BrandedCallingProfile> {
      const w = writable(scope);
      await assertLabelFree(w.id, body.label);
      const now = deps.now();
      return toProfile(await repo.insertProfile(db, { id: newId(), orgId: w.orgId, workspaceId: w.id, ...valuesOf(body), created: now, updated: now }));
    },

    async update(scope: WorkspaceScope, id: string, body: Body): Promise<BrandedCallingProfile> {
      const w = writable(scope);
      orNotFound(await repo.findProfile(db, w.id, id));
      await assertLabelFree(w.id, body.label, id);
      return toProfile(orNotFound(await repo.updateProfile(db, w.id, id, { ...valuesOf(body), updated: deps.now() })));
    },

    /** Deletes the profile named by its own id (the original console passed another entity's id here). */
    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const w = writable(scope);
      orNotFound(await repo.findProfile(db, w.id, id));
      for (const count of usages.values()) {
        if ((await count(w.id, id)) > 0) throw conflict(MESSAGES.brandedProfileInUse);
      }
      await repo.deleteProfile(db, w.id, id);
    },

    /** Whether a profile of this workspace exists (business records and campaigns refer to one). */
    async exists(workspaceId: string, id: string): Promise<boolean> {
      return Boolean(await repo.findProfile(db, workspaceId, id));
    },

    /** One profile of a workspace, for features that show or register it (campaigns, UC Protect). */
    async find(workspaceId: string, id: string): Promise<BrandedCallingProfile | null> {
      const row = await repo.findProfile(db, workspaceId, id);
      return row ? toProfile(row) : null;
    },
  };
}
export type BrandedCallingProfilesService = ReturnType<typeof brandedCallingProfilesService>;
