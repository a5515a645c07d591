import { Readable } from 'node:stream';
import type { Campaign, CampaignLead } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import { csvRow } from '../../platform/csv';
import * as repo from './leads.repo';
import { leadVolume } from './lead-volume';

/** At most this many leads answer a search (the newest). */
export const LEAD_SEARCH_LIMIT = 500;
const DOWNLOAD_PAGE = 5000;

/** What leads need of the campaigns service. */
export interface LeadsCampaigns {
  access(scope: WorkspaceScope, campaignId: string): Promise<{ workspace: WorkspaceRow; campaign: Campaign }>;
  findById(campaignId: string): Promise<Campaign | null>;
}

/** The file name a campaign's leads download is offered as. */
export const leadsFileName = (campaignName: string) => `${campaignName.replace(/[^\w .-]+/g, '').trim() || 'campaign'}-leads.csv`;

export function leadsService(deps: Pick<Deps, 'db'>, campaigns: LeadsCampaigns) {
  const { db } = deps;

  return {
    /** Leads loaded per caller ID and day (what CoreFlux sizes a city's numbers by). */
    dailyByCallerId: leadVolume(deps).dailyByCallerId,
    /** Leads whose phone starts with `prefix`, newest first, in one campaign or the whole workspace. */
    async search(scope: WorkspaceScope, q: { prefix: string; campaignId?: string }): Promise<CampaignLead[]> {
      const w = q.campaignId ? (await campaigns.access(scope, q.campaignId)).workspace : scope.workspace;
      const rows = await repo.searchLeads(db, w.id, q.prefix, q.campaignId, LEAD_SEARCH_LIMIT);
      const names = new Map<string, string>();
      for (const id of new Set(rows.map((r) => r.campaignId))) names.set(id, (await campaigns.findById(id))?.name ?? '');
      return rows.map((r) => ({
        phone: r.phone, campaignId: r.campaignId, campaignName: names.get(r.campaignId) ?? '', status: r.status,
        zip: r.zip, callerId: r.callerId, loaded: r.loaded.toISOString(),
      }));
    },

    /** Every lead of a campaign as CSV (Phone, Status, Zip, Caller ID, Loaded), streamed a page at a time. */
    async download(scope: WorkspaceScope, campaignId: string): Promise<{ filename: string; stream: Readable }> {
      const { campaign } = await campaigns.access(scope, campaignId);
      async function* lines() {
        yield csvRow(['Phone', 'Status', 'Zip', 'Caller ID', 'Loaded']);
        let after = 0;
        for (;;) {
          const page = await repo.leadsPage(db, campaign.id, after, DOWNLOAD_PAGE);
          if (page.length === 0) return;
          yield page.map((r) => csvRow([r.phone, r.status, r.zip ?? '', r.callerId ?? '', r.loaded.toISOString()])).join('');
          after = page[page.length - 1]!.id;
        }
      }
      return { filename: leadsFileName(campaign.name), stream: Readable.from(lines()) };
    },

    /** The campaign's newest lead with this phone: where it lives and its status (null when the campaign has none). */
    async latest(campaign: repo.CampaignRef, phone: string): Promise<{ zip: string | null; state: string | null; status: string } | null> {
      const row = await repo.latestLead(db, campaign, phone);
      return row ? { zip: row.zip, state: row.state, status: row.status } : null;
    },

    /** Writes a batch of leads in one statement (inside the caller's transaction when given). */
    insertBatch: (rows: readonly repo.NewLead[], tx: DbOrTx = db) => repo.insertLeads(tx, rows),
    /** Which phones already have a lead in the campaign (only in `listId`, or only outside `exceptListId`). */
    existingPhones: (campaign: repo.CampaignRef, phones: readonly string[], opts?: { listId?: string; exceptListId?: string }, tx: DbOrTx = db) =>
      repo.existingPhones(tx, campaign, phones, opts),
    /** Which phones of a list batch the list already has, and which the campaign has from elsewhere (one query). */
    phonesSeen: (campaign: repo.CampaignRef, phones: readonly string[], listId: string, tx: DbOrTx = db) => repo.phonesSeen(tx, campaign, phones, listId),
    /** RING "remove all existing": the campaign's older leads with these phones make way for the new ones. */
    removePhones: (campaign: repo.CampaignRef, phones: readonly string[], exceptListId: string, tx: DbOrTx = db) => repo.removePhones(tx, campaign, phones, exceptListId),
    /** A forced reimport removes the leads the earlier imports of the list brought. */
    removeListLeads: (listIds: readonly string[], tx: DbOrTx = db) => repo.removeListLeads(tx, listIds),
  };
}
export type LeadsService = ReturnType<typeof leadsService>;
