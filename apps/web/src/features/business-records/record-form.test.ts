import { describe, expect, it } from 'vitest';
import type { BusinessRecord } from '@trueline/contract';
import { emptyRecordForm, recordBodyOf, recordFormOf, recordFormSchema, tabOfField } from './record-form';

const record: BusinessRecord = {
  id: 'r1', resourceStatus: 'ACTIVE', dateCreated: '2025-01-01T00:00:00.000Z', dateUpdated: '2025-01-01T00:00:00.000Z',
  legalName: 'Acme LLC', name: 'Acme LLC', callCategory: 'Informational', callsPerMonth: 10000, ein: '12-3456789', website: 'acme.example',
  phone: '+15125550100', address: { address1: '1 Main', address2: null, city: 'Austin', state: 'TX', zip: '78701' },
  contact: { firstName: 'A', lastName: 'B', title: 'C', email: 'a@acme.example', phone: '+15125550101' },
  ucProtectBrandedCallingProfileId: null, cnams: [{ id: 'c1', name: 'ACME' }],
  smsRateLimits: {
    att: { perMinute: 75, perDay: null, shortCodePerMinute: null }, verizon: { perMinute: null, perDay: null, shortCodePerMinute: null },
    tmobile: { perMinute: null, perDay: 2000, shortCodePerMinute: null }, other: { perMinute: null, perDay: null, shortCodePerMinute: null },
  },
  smsCampaigns: [], folderId: null,
};

describe('record form', () => {
  it('shows rate limits as text (blank = Unlimited) and sends them back as numbers or null', () => {
    const form = recordFormOf(record);
    expect(form.smsRateLimits?.att.perMinute).toBe('75');
    expect(form.smsRateLimits?.att.perDay).toBe('');
    const parsed = recordFormSchema.parse(form);
    expect(recordBodyOf(parsed).smsRateLimits).toEqual(record.smsRateLimits);
  });

  it('refuses a rate limit that is not a whole number of 1 or more', () => {
    const form = recordFormOf(record);
    const result = recordFormSchema.safeParse({ ...form, smsRateLimits: { ...form.smsRateLimits, att: { perMinute: '0', perDay: 'x', shortCodePerMinute: '' } } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['smsRateLimits.att.perMinute', 'Enter a whole number of 1 or more, or leave blank for Unlimited'],
      ['smsRateLimits.att.perDay', 'Enter a whole number of 1 or more, or leave blank for Unlimited'],
    ]);
  });

  it('starts a new record with the defaults and says which fields are required', () => {
    const empty = emptyRecordForm();
    expect(empty).toMatchObject({ resourceStatus: 'ACTIVE', callCategory: 'Informational', callsPerMonth: 10000 });
    const issues = recordFormSchema.safeParse(empty).error?.issues ?? [];
    expect(issues.filter((i) => i.message === 'Field is required').map((i) => i.path.join('.'))).toEqual(expect.arrayContaining([
      'legalName', 'ein', 'website', 'phone', 'address.address1', 'address.city', 'address.state', 'address.zip',
      'contact.firstName', 'contact.lastName', 'contact.title', 'contact.email', 'contact.phone',
    ]));
  });

  it('sends errors of the rate limits and campaigns to the Messaging settings tab', () => {
    expect(tabOfField('smsRateLimits.att.perDay')).toBe('messaging');
    expect(tabOfField('smsCampaigns.0.name')).toBe('messaging');
    expect(tabOfField('cnams.0.name')).toBe('info');
  });
});
