import { describe, expect, it } from 'vitest';
import { businessRecordBody, formatEin, normalizeSenderNumber, smsCampaignBody } from './business-records';

describe('business record rules', () => {
  it('formats an EIN as 12-3456789 however it was typed', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatEin('12-3456789')).toBe('12-3456789');
  });

  it('accepts 5 or 6 digit short codes and toll-free numbers only in the toll-free codes', () => {
    expect(normalizeSenderNumber('SHORT_CODE', '48213')).toBe('48213');
    expect(normalizeSenderNumber('SHORT_CODE', '482130')).toBe('482130');
    expect(normalizeSenderNumber('SHORT_CODE', '4821')).toBeNull();
    expect(normalizeSenderNumber('TOLL_FREE', '(888) 555-0134')).toBe('+18885550134');
    expect(normalizeSenderNumber('TOLL_FREE', '+1 833 555 0134')).toBe('+18335550134');
    expect(normalizeSenderNumber('TOLL_FREE', '512 555 0134')).toBeNull();
    expect(normalizeSenderNumber('TOLL_FREE', '800-155-0134')).toBeNull();
    expect(normalizeSenderNumber('LONG_CODE', '5125550134')).toBeNull();
  });

  it('asks for a sender number only for short code and toll free campaigns', () => {
    const base = {
      id: 'c', name: 'n', campaignType: 'LONG_CODE', mmsEnabled: false, optInMessage: 'a', optOutMessage: 'b', helpMessage: 'c', vendorCampaignId: 'v',
    } as const;
    expect(smsCampaignBody.safeParse(base).success).toBe(true);
    const shortCode = smsCampaignBody.safeParse({ ...base, campaignType: 'SHORT_CODE' });
    expect(shortCode.error?.issues).toEqual([expect.objectContaining({ path: ['senderNumber'], message: 'Field is required' })]);
  });

  it('fills the defaults of a new record: ACTIVE, Informational, 10,000 calls a month, unlimited rates, INFOBIP', () => {
    const parsed = businessRecordBody.parse({
      legalName: 'a', ein: '12-3456789', website: 'a.example', phone: '5125550100',
      address: { address1: 'a', city: 'b', state: 'TX', zip: '78701' },
      contact: { firstName: 'a', lastName: 'b', title: 'c', email: 'a@b.example', phone: '5125550101' },
      smsCampaigns: [{ id: 'c', name: 'n', campaignType: 'LONG_CODE', mmsEnabled: false, optInMessage: 'a', optOutMessage: 'b', helpMessage: 'c', vendorCampaignId: 'v' }],
    });
    expect(parsed).toMatchObject({ resourceStatus: 'ACTIVE', callCategory: 'Informational', callsPerMonth: 10000, cnams: [] });
    expect(parsed.smsRateLimits.verizon).toEqual({ perMinute: null, perDay: null, shortCodePerMinute: null });
    expect(parsed.smsCampaigns[0]).toMatchObject({ status: 'NOT_READY', poolProviderType: 'INFOBIP', vendors: ['TELNYX', 'INFOBIP'] });
  });
});
