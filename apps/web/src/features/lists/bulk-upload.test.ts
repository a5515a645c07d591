import { describe, expect, it } from 'vitest';
import { MESSAGES, type DialerCampaign, type MappingTemplate } from '@trueline/contract';
import { campaignFixture } from './test-fixtures';
import { bulkCampaigns, bulkFileErrors, campaignChoices, newBulkFile, pendingFiles, processingError, type BulkFile } from './bulk-upload';

const campaign = campaignFixture;
const file = (name: string) => new File(['number1\n2015550100\n'], name, { type: 'text/csv' });
const templates: MappingTemplate[] = [
  { id: 't1', name: 'Basic', mapping: [{ columnIndex: 0, columnId: 'number1' }], created: '2026-01-01T00:00:00Z' },
  { id: 't2', name: 'Spring layout', mapping: [{ columnIndex: 0, columnId: 'number1' }], created: '2026-01-01T00:00:00Z' },
];
const dialerCampaigns: DialerCampaign[] = [
  { id: 'd1', name: 'Outbound', lists: [{ id: 'l1', name: 'Morning', size: 10 }, { id: 'l2', name: 'Evening', size: 5 }] },
  { id: 'd2', name: 'Other', lists: [] },
];

describe('bulk upload: campaigns offered', () => {
  it('offers only ACTIVE, non-managed dialer campaigns', () => {
    const all = [
      campaign({ id: 'a' }),
      campaign({ id: 'b', status: 'SENTRY' }),
      campaign({ id: 'c', status: 'DEACTIVATED' }),
      campaign({ id: 'd', isManaged: true }),
      campaign({ id: 'e', provisioningType: 'SmsMessaging' }),
    ];
    expect(bulkCampaigns(all).map((c) => c.id)).toEqual(['a']);
  });
});

describe('bulk upload: auto-matching by file name', () => {
  const campaigns = [campaign({ id: 'c1', name: 'Spring Promo', defaultMappingTemplate: 't2' }), campaign({ id: 'c2', name: 'Spring', dialerCampaignId: 'd2' })];
  const data = { campaigns, dialerCampaigns, templates };

  it('picks the campaign whose name key is in the file name, its first dialer list and its default template', () => {
    expect(newBulkFile(file('2026-03 spring_promo leads.csv'), data)).toMatchObject({ campaignId: 'c1', dialerList: { id: 'l1', name: 'Morning' }, templateId: 't2' });
  });

  it('takes the most specific name, and leaves the rest empty when nothing matches', () => {
    expect(newBulkFile(file('SPRING-list.csv'), data)).toMatchObject({ campaignId: 'c2', dialerList: null, templateId: null });
    expect(newBulkFile(file('winter.csv'), data)).toMatchObject({ campaignId: null, dialerList: null, templateId: null, state: 'ready' });
    expect(newBulkFile(file('spring promo.csv'), null)).toMatchObject({ campaignId: null });
  });

  it('finds a default template named by name too', () => {
    expect(campaignChoices(campaign({ defaultMappingTemplate: 'Basic' }), dialerCampaigns, templates).templateId).toBe('t1');
  });
});

describe('bulk upload: validation order', () => {
  const f = file('a.csv');
  const row = (over: Partial<BulkFile>) => ({ file: f, templateId: 't1', campaignId: 'c1', dialerList: { id: 'l1', name: 'Morning' }, ...over });

  it('names every problem of a file in order: the template, then the campaign, then the dialer list', () => {
    expect(bulkFileErrors(row({ templateId: null, campaignId: null, dialerList: null }), 'FIVE9')).toEqual([
      'Mapping template is required for a.csv',
      'Campaign is required for a.csv',
      'Dialer list is required for a.csv',
    ]);
    expect(bulkFileErrors(row({ campaignId: null, dialerList: null }), 'FIVE9')).toEqual(['Campaign is required for a.csv', 'Dialer list is required for a.csv']);
    expect(bulkFileErrors(row({ templateId: null }), 'FIVE9')).toEqual(['Mapping template is required for a.csv']);
    expect(bulkFileErrors(row({ dialerList: null }), 'FIVE9')).toEqual(['Dialer list is required for a.csv']);
    expect(bulkFileErrors(row({}), 'FIVE9')).toEqual([]);
  });

  it('needs no dialer list for CONNECT, but does for RING', () => {
    expect(bulkFileErrors(row({ dialerList: null }), 'CONNECT')).toEqual([]);
    expect(bulkFileErrors(row({ campaignId: null, dialerList: null }), 'CONNECT')).toEqual(['Campaign is required for a.csv']);
    expect(bulkFileErrors(row({ dialerList: null }), 'RING')).toEqual([MESSAGES.dialerListRequiredFor.replace('{file}', 'a.csv')]);
  });

  it('sends waiting files only, not those sent or failed', () => {
    const a = { ...newBulkFile(f, null), state: 'sent' as const };
    const b = { ...newBulkFile(f, null), state: 'failed' as const };
    const c = newBulkFile(f, null);
    expect(pendingFiles([a, b, c])).toEqual([c]);
  });

  it("words a failure as 'Error Processing File: {message}'", () => {
    expect(processingError('Dialer refused')).toBe('Error Processing File: Dialer refused');
  });
});
