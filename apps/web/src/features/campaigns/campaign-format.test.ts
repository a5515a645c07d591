import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignStatus } from '@trueline/contract';
import { byName, filterCampaigns } from './campaign-format';

const c = (name: string, status: CampaignStatus) => ({ id: name, name, status }) as Campaign;
const list = [c('Spring Sale', 'ACTIVE'), c('Renewals', 'SENTRY'), c('Old sale', 'DEACTIVATED'), c('Gone', 'DELETED')];
const names = (l: Campaign[]) => l.map((x) => x.name);

describe('filterCampaigns', () => {
  it('shows Active (ACTIVE and SENTRY) by default, Inactive (DEACTIVATED and DELETED) and All', () => {
    expect(names(filterCampaigns(list, '', 'Active'))).toEqual(['Spring Sale', 'Renewals']);
    expect(names(filterCampaigns(list, '', 'Inactive'))).toEqual(['Old sale', 'Gone']);
    expect(names(filterCampaigns(list, '', 'All'))).toHaveLength(4);
  });

  it('matches part of the name in any case, together with the status', () => {
    expect(names(filterCampaigns(list, '  SALE ', 'All'))).toEqual(['Spring Sale', 'Old sale']);
    expect(names(filterCampaigns(list, 'sale', 'Inactive'))).toEqual(['Old sale']);
    expect(filterCampaigns(list, 'nothing', 'All')).toEqual([]);
  });

  it('sorts names naturally, ignoring case', () => {
    expect(names([c('b 10', 'ACTIVE'), c('B 9', 'ACTIVE'), c('a', 'ACTIVE')].sort(byName))).toEqual(['a', 'B 9', 'b 10']);
  });
});
