import { INACTIVE_MESSAGING_CAMPAIGN_STATUSES, OPT_OUT_MESSAGES, type MessagingCampaignSummary } from '@trueline/contract';

export interface CampaignOption { id: string; label: string; active: boolean }

/**
 * The campaigns an opt-out may name (spec 3 §2.4): active ones first, then by name; inactive ones prefixed (Inactive).
 * Deleted campaigns stay offered for filtering (old opt-outs keep them) but not for adding.
 */
export function campaignOptions(campaigns: readonly MessagingCampaignSummary[], opts: { forAdding?: boolean } = {}): CampaignOption[] {
  return campaigns
    .filter((c) => !opts.forAdding || c.status !== 'DELETED')
    .map((c) => {
      const active = !INACTIVE_MESSAGING_CAMPAIGN_STATUSES.includes(c.campaignStatus);
      return { id: c.id, active, label: active ? c.name : `${OPT_OUT_MESSAGES.inactivePrefix}${c.name}` };
    })
    .sort((a, b) => Number(b.active) - Number(a.active) || a.label.localeCompare(b.label));
}

/** The phone filter (spec 3 §2.4): digits typed match anywhere in the number, client-side. */
export const matchesPhone = (phone: string, filter: string) => phone.includes(filter.replace(/\D/g, ''));
