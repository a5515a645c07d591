import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { MESSAGES, normalizeSenderNumber, type BusinessRecord, type businessRecordBody, type SmsCampaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireSuperAdmin } from '../../platform/auth-context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { FoldersService } from '../folders/folders.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import * as repo from './business-records.repo';

type Body = z.output<typeof businessRecordBody>;
type CampaignBody = Body['smsCampaigns'][number];
/** Counts what refers to a business record (UC Protect numbers…); the feature that refers to records registers it. */
/** How many of a feature's items use a record (by its id, or by one of its CNAMs' ids). */
export type RecordUsageCounter = (workspaceId: string, recordId: string, cnamIds: string[]) => Promise<number>;

/** A campaign id the client chose that another workspace already uses collides on the key: the id is taken. */
async function campaignIdsFree<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
    if ((e?.cause?.code ?? e?.code) === '23505') throw conflict(MESSAGES.smsCampaignIdTaken);
    throw err;
  }
}

function toSmsCampaign(c: repo.SmsCampaignRow): SmsCampaign {
  return {
    id: c.id, vendorCampaignId: c.vendorCampaignId, poolProviderType: c.poolProviderType, name: c.name, campaignType: c.campaignType,
    optInMessage: c.optInMessage, optOutMessage: c.optOutMessage, helpMessage: c.helpMessage, senderNumber: c.senderNumber,
    shortenedUrl: c.shortenedUrl, mmsEnabled: c.mmsEnabled, status: c.status, vendors: c.vendors,
    dateCreated: c.created.toISOString(), dateUpdated: c.updated.toISOString(), deleted: c.deleted,
  };
}

export function toBusinessRecord({ record: r, cnams, smsCampaigns }: repo.RecordGraph): BusinessRecord {
  return {
    id: r.id, resourceStatus: r.resourceStatus, dateCreated: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
    legalName: r.legalName, name: r.legalName, callCategory: r.callCategory, callsPerMonth: r.callsPerMonth,
    ein: r.ein, website: r.website, phone: r.phone,
    address: { ...r.address, address2: r.address.address2 || null }, contact: r.contact,
    ucProtectBrandedCallingProfileId: r.ucProtectBrandedCallingProfileId,
    cnams: cnams.map((c) => ({ id: c.id, name: c.name })),
    smsRateLimits: r.smsRateLimits,
    smsCampaigns: smsCampaigns.map(toSmsCampaign),
    folderId: r.folderId,
  };
}

/** The stored form of a campaign's editable fields: sender numbers normalised, a short-link domain without scheme or slash. */
function campaignValues(c: CampaignBody) {
  const sender = c.campaignType === 'LONG_CODE' || !c.senderNumber ? null : normalizeSenderNumber(c.campaignType, c.senderNumber);
  const url = c.shortenedUrl ? c.shortenedUrl.replace(/^https?:\/\//i, '').replace(/\/$/, '').toLowerCase() : null;
  return {
    vendorCampaignId: c.vendorCampaignId, poolProviderType: c.poolProviderType, name: c.name, campaignType: c.campaignType,
    optInMessage: c.optInMessage, optOutMessage: c.optOutMessage, helpMessage: c.helpMessage, senderNumber: sender,
    shortenedUrl: url || null, mmsEnabled: c.mmsEnabled, status: c.status, vendors: [...new Set(c.vendors)],
  };
}

const recordValues = (b: Body) => ({
  legalName: b.legalName, ein: b.ein, website: b.website, phone: b.phone,
  address: { ...b.address, address2: b.address.address2 || null }, contact: b.contact,
  resourceStatus: b.resourceStatus, callCategory: b.callCategory, callsPerMonth: b.callsPerMonth,
  ucProtectBrandedCallingProfileId: b.ucProtectBrandedCallingProfileId || null, smsRateLimits: b.smsRateLimits,
});

/**
 * Business records (KYC profiles) of a workspace with their CNAMs, SMS campaigns and SMS rate limits.
 * Every role of the organisation reads them; only SuperAdmin changes them (spec 2 §6).
 */
export function businessRecordsService(
  deps: Pick<Deps, 'db' | 'now'>,
  { folders, brandedCallingProfiles: brandedProfiles }: { folders: Pick<FoldersService, 'assertFolder'>; brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'exists'> },
) {
  const { db } = deps;
  const usages = new Map<string, { count: RecordUsageCounter; message: string }>();

  async function load(ws: string, id: string): Promise<repo.RecordGraph> {
    const graph = await repo.findRecord(db, ws, id);
    if (!graph) throw notFound();
    return graph;
  }

  /** Rules the schema cannot see: the branded profile exists here, CNAMs are distinct, campaign ids are this record's. */
  async function check(ws: string, recordId: string | null, body: Body): Promise<Map<string, repo.SmsCampaignRow>> {
    const profileId = body.ucProtectBrandedCallingProfileId;
    if (profileId && !(await brandedProfiles.exists(ws, profileId))) throw badRequest(MESSAGES.brandedProfileUnknown, 'ucProtectBrandedCallingProfileId');
    const seen = new Set<string>();
    body.cnams.forEach((c, i) => {
      const key = c.name.toUpperCase();
      if (seen.has(key)) throw badRequest(MESSAGES.cnamDuplicate, `cnams.${i}.name`);
      seen.add(key);
    });
    const ids = body.smsCampaigns.map((c) => c.id);
    if (new Set(ids).size !== ids.length) throw badRequest(MESSAGES.smsCampaignIdTaken, 'smsCampaigns');
    const existing = await repo.findSmsCampaignsByIds(db, ws, ids);
    if (existing.some((c) => c.businessRecordId !== recordId)) throw conflict(MESSAGES.smsCampaignIdTaken);
    return new Map(existing.map((c) => [c.id, c]));
  }

  /** Writes the record's CNAMs and SMS campaigns as the body has them; campaigns left out are marked deleted. */
  async function writeChildren(tx: DbOrTx, record: repo.RecordRow, body: Body, existing: Map<string, repo.SmsCampaignRow>, at: Date) {
    const current = new Set((await repo.findRecord(tx, record.workspaceId, record.id))?.cnams.map((c) => c.id) ?? []);
    await repo.replaceCnams(tx, record, body.cnams.map((c) => ({ id: c.id && current.has(c.id) ? c.id : newId(), name: c.name })));
    for (const [position, c] of body.smsCampaigns.entries()) {
      const values = campaignValues(c);
      const saved = existing.get(c.id);
      if (!saved) {
        await repo.insertSmsCampaign(tx, { id: c.id, orgId: record.orgId, workspaceId: record.workspaceId, businessRecordId: record.id, ...values, position, created: at, updated: at });
        continue;
      }
      const changed = saved.deleted || (Object.keys(values) as (keyof typeof values)[]).some((k) => !isDeepStrictEqual(values[k], saved[k]));
      await repo.updateSmsCampaign(tx, c.id, { ...values, position, deleted: false, ...(changed ? { updated: at } : {}) });
    }
    await repo.markSmsCampaignsDeleted(tx, record.id, body.smsCampaigns.map((c) => c.id), at);
  }

  return {
    /** The ACTIVE SMS campaigns, billed per month (the usage ledger's census). */
    billedSmsCampaigns: () => repo.billedSmsCampaigns(db),

    async list({ workspace }: WorkspaceScope): Promise<BusinessRecord[]> {
      return (await repo.listRecords(db, workspace.id)).map(toBusinessRecord);
    },

    async get({ workspace }: WorkspaceScope, id: string): Promise<BusinessRecord> {
      return toBusinessRecord(await load(workspace.id, id));
    },

    /** `id` is for the demo seed, whose records other features' demo data refer to. */
    async create({ actor, workspace }: WorkspaceScope, body: Body, id: string = newId()): Promise<BusinessRecord> {
      requireSuperAdmin(actor);
      const ws = workspace.id;
      const existing = await check(ws, null, body);
      const at = deps.now();
      await campaignIdsFree(db.transaction(async (tx) => {
        const row = { id, orgId: workspace.orgId, workspaceId: ws, ...recordValues(body), created: at, updated: at };
        await repo.insertRecord(tx, row);
        await writeChildren(tx, { ...row, folderId: null, deletedAt: null }, body, existing, at);
      }));
      return toBusinessRecord(await load(ws, id));
    },

    async update({ actor, workspace }: WorkspaceScope, id: string, body: Body): Promise<BusinessRecord> {
      requireSuperAdmin(actor);
      const ws = workspace.id;
      const { record } = await load(ws, id);
      const existing = await check(ws, id, body);
      const at = deps.now();
      await campaignIdsFree(db.transaction(async (tx) => {
        await repo.updateRecord(tx, id, { ...recordValues(body), updated: at });
        await writeChildren(tx, record, body, existing, at);
      }));
      return toBusinessRecord(await load(ws, id));
    },

    async remove({ actor, workspace }: WorkspaceScope, id: string): Promise<void> {
      requireSuperAdmin(actor);
      const ws = workspace.id;
      const { cnams } = await load(ws, id);
      for (const usage of usages.values()) {
        if ((await usage.count(ws, id, cnams.map((c) => c.id))) > 0) throw conflict(usage.message);
      }
      await repo.updateRecord(db, id, { deletedAt: deps.now(), folderId: null });
    },

    /** Moves a record into a BusinessRecord folder of the same workspace; an empty folder id takes it out of any. */
    async moveToFolder({ actor, workspace }: WorkspaceScope, id: string, folderId: string | undefined): Promise<BusinessRecord> {
      requireSuperAdmin(actor);
      const ws = workspace.id;
      await load(ws, id);
      if (folderId) await folders.assertFolder(ws, folderId, 'BusinessRecord');
      await repo.updateRecord(db, id, { folderId: folderId || null });
      return toBusinessRecord(await load(ws, id));
    },

    // For other features (Core identities, UC Protect, Engage): no actor, the caller has already checked access to `ws`.

    /** A feature that stores record ids registers how to count them, so a record in use is not deleted. */
    registerUsage(name: string, counter: RecordUsageCounter, message: string = MESSAGES.businessRecordInUse) {
      usages.set(name, { count: counter, message });
    },

    /** A record of the workspace that is not deleted, or null. */
    async find(ws: string, id: string): Promise<BusinessRecord | null> {
      const graph = await repo.findRecord(db, ws, id);
      return graph ? toBusinessRecord(graph) : null;
    },

    /** How many records a folder holds (the folder is not deleted while it holds any). */
    countInFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),

    /** How many records name a branded calling profile (the profile is not deleted while any does). */
    countUsingBrandedProfile: (ws: string, profileId: string) => repo.countUsingBrandedProfile(db, ws, profileId),

    /** The CNAMs of the workspace's ACTIVE records, by name, each with its record. */
    activeCnams: (ws: string) => repo.activeCnams(db, ws),
    /** The names of CNAMs by id, read live (a campaign shows its CNAM identity's current name). */
    cnamNames: (ids: string[]) => repo.cnamNames(db, ids),

    /** An SMS campaign of the workspace that is not deleted (in a record that is not deleted), or null. */
    async findSmsCampaign(ws: string, id: string): Promise<(SmsCampaign & { businessRecordId: string }) | null> {
      const row = await repo.findSmsCampaign(db, ws, id);
      return row ? { ...toSmsCampaign(row), businessRecordId: row.businessRecordId } : null;
    },
  };
}
export type BusinessRecordsService = ReturnType<typeof businessRecordsService>;
