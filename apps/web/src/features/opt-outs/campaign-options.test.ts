import { describe, expect, it } from 'vitest';
import type { MessagingCampaignSummary } from '@trueline/contract';
import { campaignOptions, matchesPhone } from './campaign-options';

const c = (id: string, name: string, campaignStatus: MessagingCampaignSummary['campaignStatus']): MessagingCampaignSummary => ({
  id, name, campaignStatus, status: campaignStatus === 'DELETED' ? 'DELETED' : 'ACTIVE', senderSourceType: 'LONG_CODE', created: '', updated: '', folderId: null,
});

describe('campaignOptions', () => {
  it('offers active campaigns first, then by name, inactive ones prefixed (Inactive)', () => {
    const list = [c('1', 'Zeta', 'ACTIVE'), c('2', 'Alpha', 'COMPLETE'), c('3', 'Beta', 'DRAFT'), c('4', 'Gone', 'DELETED')];
    expect(campaignOptions(list).map((o) => o.label)).toEqual(['Beta', 'Zeta', '(Inactive) Alpha', '(Inactive) Gone']);
    expect(campaignOptions(list, { forAdding: true }).map((o) => o.id)).toEqual(['3', '1', '2']);
  });
  it('matches the digits typed anywhere in the number', () => {
    expect(matchesPhone('5125550181', '555-01')).toBe(true);
    expect(matchesPhone('5125550181', '999')).toBe(false);
    expect(matchesPhone('5125550181', '')).toBe(true);
  });
});
