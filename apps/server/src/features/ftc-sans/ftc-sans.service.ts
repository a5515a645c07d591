import type { z } from 'zod';
import { MESSAGES, type FtcSan, type FtcSanOption, type ftcSanBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { conflict, notFound, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import { settingsAccess } from '../feature-requests/feature-gate';
import * as repo from './ftc-sans.repo';

type Body = z.output<typeof ftcSanBody>;
/** How many of a feature's items use a SAN. */
export type FtcSanUsageCounter = (workspaceId: string, sanId: string) => Promise<number>;

const toFtcSan = (r: repo.FtcSanRow): FtcSan => ({
  id: r.id, ftcOrgName: r.ftcOrgName, ftcOrgId: r.ftcOrgId, ftcSan: r.ftcSan, expires: r.expires, fullCoverage: r.fullCoverage,
  areaCodes: r.fullCoverage ? [] : r.areaCodes, dateCreated: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
});

/** A full-coverage SAN keeps no list of area codes. */
const valuesOf = (b: Body): repo.FtcSanValues => ({
  ftcOrgName: b.ftcOrgName, ftcOrgId: b.ftcOrgId, ftcSan: b.ftcSan, expires: b.expires, fullCoverage: b.fullCoverage,
  areaCodes: b.fullCoverage ? [] : b.areaCodes,
});

/** FTC SANs (National DNC): everyone in the organisation reads them; only a SuperAdmin changes them, and only where the feature is on. */
export function ftcSansService(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;
  const { readable, writable } = settingsAccess({ superAdminOnly: true, feature: 'doNotCall' });
  const usages = new Map<string, FtcSanUsageCounter>();

  async function assertSanFree(ws: string, san: string, exceptId?: string) {
    if (await repo.sanTaken(db, ws, san, exceptId)) throw conflict(MESSAGES.ftcSanTaken);
  }

  return {
    async list(scope: WorkspaceScope): Promise<FtcSan[]> {
      const w = readable(scope);
      return (await repo.listFtcSans(db, w.id)).map(toFtcSan);
    },

    async get(scope: WorkspaceScope, id: string): Promise<FtcSan> {
      const w = readable(scope);
      return toFtcSan(orNotFound(await repo.findFtcSan(db, w.id, id)));
    },

    async create(scope: WorkspaceScope, body: Body): Promise<FtcSan> {
      const w = writable(scope);
      await assertSanFree(w.id, body.ftcSan);
      const now = deps.now();
      const row = await repo.insertFtcSan(db, { id: newId(), orgId: w.orgId, workspaceId: w.id, ...valuesOf(body), created: now, updated: now });
      return toFtcSan(row);
    },

    async update(scope: WorkspaceScope, id: string, body: Body): Promise<FtcSan> {
      const w = writable(scope);
      orNotFound(await repo.findFtcSan(db, w.id, id));
      await assertSanFree(w.id, body.ftcSan, id);
      return toFtcSan(orNotFound(await repo.updateFtcSan(db, w.id, id, { ...valuesOf(body), updated: deps.now() })));
    },

    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const w = writable(scope);
      orNotFound(await repo.findFtcSan(db, w.id, id));
      // A campaign scrubbing with the SAN would be left without one.
      for (const count of usages.values()) if ((await count(w.id, id)) > 0) throw conflict(MESSAGES.ftcSanInUse);
      if (!(await repo.deleteFtcSan(db, w.id, id))) throw notFound();
    },

    /** A feature that stores SAN ids registers how to count them, so a SAN in use is not deleted. */
    registerUsage(name: string, counter: FtcSanUsageCounter) {
      usages.set(name, counter);
    },

    /** For the campaign and workflow pickers: "SAN: organisation name". */
    async options(workspaceId: string): Promise<FtcSanOption[]> {
      return (await repo.listFtcSans(db, workspaceId)).map((r) => ({ id: r.id, ftcSan: r.ftcSan, ftcOrgName: r.ftcOrgName }));
    },

    /** Whether a SAN of this workspace exists (campaign and workflow settings refer to one). */
    async exists(workspaceId: string, id: string): Promise<boolean> {
      return Boolean(await repo.findFtcSan(db, workspaceId, id));
    },

    /** A SAN and its coverage, for National DNC scrubbing: a number's area code must be covered. */
    async find(workspaceId: string, id: string): Promise<FtcSan | null> {
      const row = await repo.findFtcSan(db, workspaceId, id);
      return row ? toFtcSan(row) : null;
    },

    /** Whether the SAN may be used to check a number with this area code. */
    covers(san: Pick<FtcSan, 'fullCoverage' | 'areaCodes'>, areaCode: string): boolean {
      return san.fullCoverage || san.areaCodes.includes(areaCode);
    },
  };
}
export type FtcSansService = ReturnType<typeof ftcSansService>;
