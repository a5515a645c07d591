import { describe, expect, it } from 'vitest';
import {
  autoMapColumns, disabledFive9Options, fileRejectedMessage, isCsvFileName, listProcessRequest, listTypeLabel, matchCampaignByFileName, nameKey,
  resolveFive9Options, tokenColumns,
} from './lists';

describe('Five9 CRM and list options', () => {
  it('defaults to ADD_NEW, UPDATE_FIRST, ADD_FIRST', () => {
    expect(resolveFive9Options()).toEqual({ crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' });
  });
  it('keeps UPDATE_ALL and ADD_ALL while new records are added', () => {
    expect(disabledFive9Options({ crmAddMode: 'ADD_NEW' })).toEqual({ crmUpdateModes: [], listAddModes: [] });
    expect(resolveFive9Options({ crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' })).toEqual({ crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' });
  });
  it('DONT_ADD disables UPDATE_ALL and ADD_ALL and reverts them to UPDATE_FIRST and ADD_FIRST', () => {
    expect(disabledFive9Options({ crmAddMode: 'DONT_ADD' })).toEqual({ crmUpdateModes: ['UPDATE_ALL'], listAddModes: ['ADD_ALL'] });
    expect(resolveFive9Options({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' }))
      .toEqual({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' });
    expect(resolveFive9Options({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'DONT_UPDATE', listAddMode: 'ADD_IF_SOLE_CRM_MATCH' }))
      .toEqual({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'DONT_UPDATE', listAddMode: 'ADD_IF_SOLE_CRM_MATCH' });
  });
  it('single mode disables them too', () => {
    expect(disabledFive9Options({ crmAddMode: 'ADD_NEW', single: true })).toEqual({ crmUpdateModes: ['UPDATE_ALL'], listAddModes: ['ADD_ALL'] });
    expect(resolveFive9Options({ crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' }, { single: true }))
      .toEqual({ crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' });
  });
});

describe('bulk auto-match of file names to campaigns', () => {
  const campaigns = [{ name: 'Solar Leads' }, { name: 'Solar' }, { name: 'Auto-Warranty 2' }, { name: '!!' }];
  it('compares letters and digits, lowercased', () => {
    expect(nameKey('Auto-Warranty 2')).toBe('autowarranty2');
    expect(matchCampaignByFileName('2024_AUTO_warranty_2_june.csv', campaigns)?.name).toBe('Auto-Warranty 2');
  });
  it('prefers the longest matching name', () => {
    expect(matchCampaignByFileName('solar-leads-may.csv', campaigns)?.name).toBe('Solar Leads');
    expect(matchCampaignByFileName('solar may.csv', campaigns)?.name).toBe('Solar');
  });
  it('matches nothing when no name key is contained, and never on an empty key', () => {
    expect(matchCampaignByFileName('renewals.csv', campaigns)).toBeNull();
    expect(matchCampaignByFileName('csv.csv', [{ name: 'CSV' }])?.name).toBe('CSV');
    expect(matchCampaignByFileName('leads.csv', [{ name: 'csv' }])).toBeNull();
  });
});

describe('list editor rules', () => {
  it('auto-maps headers equal to dialer field ids, any case, each field once', () => {
    expect(autoMapColumns(['Number1', 'first_name', 'Notes', 'number1', ' ZIP '], ['number1', 'first_name', 'zip']))
      .toEqual([{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }, { columnIndex: 4, columnId: 'zip' }]);
  });
  it('matches a phone column, and other obvious synonyms, to each dialer\'s own field (issue 12)', () => {
    const five9 = ['number1', 'number2', 'number3', 'first_name', 'last_name', 'company', 'street', 'city', 'state', 'zip', 'email'];
    expect(autoMapColumns(['Phone', 'First Name', 'Last Name', 'Zip Code', 'E-mail'], five9)).toEqual([
      { columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }, { columnIndex: 2, columnId: 'last_name' },
      { columnIndex: 3, columnId: 'zip' }, { columnIndex: 4, columnId: 'email' },
    ]);
    for (const header of ['phone', 'phone_number', 'Phone Number', 'mobile', 'Cell', 'telephone', 'Mobile Phone']) {
      expect(autoMapColumns([header], five9), header).toEqual([{ columnIndex: 0, columnId: 'number1' }]);
    }
    expect(autoMapColumns(['phone'], ['leadPhone', 'firstName'])).toEqual([{ columnIndex: 0, columnId: 'leadPhone' }]);
    expect(autoMapColumns(['mobile'], ['PhoneNumber', 'FirstName'])).toEqual([{ columnIndex: 0, columnId: 'PhoneNumber' }]);
    expect(autoMapColumns(['cell', 'ZIP'], ['phone', 'zip'])).toEqual([{ columnIndex: 0, columnId: 'phone' }, { columnIndex: 1, columnId: 'zip' }]);
    // An exact id wins over a synonym; a second phone column stays unmapped; unknown headers stay unmapped.
    expect(autoMapColumns(['mobile', 'number1', 'cell', 'Notes'], five9)).toEqual([{ columnIndex: 1, columnId: 'number1' }]);
  });

  it('finds token columns by mapping, else by header', () => {
    expect(tokenColumns(['phone', 'TrustedForm Cert URL', 'LeadiD Token'], [])).toEqual({ trustedForm: 1, leadId: 2 });
    expect(tokenColumns(['phone', 'xxTrustedFormCertUrl'], [{ columnIndex: 0, columnId: 'leadid_token' }])).toEqual({ trustedForm: 1, leadId: 0 });
    expect(tokenColumns(null, [])).toEqual({ trustedForm: null, leadId: null });
  });
  it('accepts only .csv files and says why', () => {
    expect(isCsvFileName('leads.CSV')).toBe(true);
    expect(isCsvFileName('leads.xlsx')).toBe(false);
    expect(fileRejectedMessage('leads.xlsx', 'Only .csv files are accepted.')).toBe('leads.xlsx rejected because: Only .csv files are accepted.');
  });
  it('labels unknown list types Combined', () => {
    expect([listTypeLabel('DIALER'), listTypeLabel('MESSAGING'), listTypeLabel('COMBINED'), listTypeLabel('OTHER')]).toEqual(['Dialer', 'Messaging', 'Combined', 'Combined']);
  });
  it('fills request defaults', () => {
    expect(listProcessRequest.parse({})).toMatchObject({ type: 'DIALER', mode: 'APPEND', mappedCols: [], firstRowHasHeaders: true, saveAsTemplate: false });
  });
});
