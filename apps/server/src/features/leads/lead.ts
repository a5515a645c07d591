import type { LeadStatus } from '@trueline/contract';
import type { campaignLeads } from './leads.tables';

/** A lead as stored. */
export type LeadRow = typeof campaignLeads.$inferSelect;
/** A lead to insert, as the lists pipeline builds it for the leads service's insertBatch. */
export type NewLead = {
  orgId: string; workspaceId: string; campaignId: string; listId: string | null; phone: string; status: LeadStatus;
  zip: string | null; state: string | null; callerId: string | null; uniqueId: string | null; loaded: Date;
};
