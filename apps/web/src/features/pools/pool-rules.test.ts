import { describe, expect, it } from 'vitest';
import { addedText, isSelectableNumber, poolTabRules, removeConfirmText, replaceButtonLabel, replaceConfirmText } from './pool-rules';

describe('poolTabRules', () => {
  it('gives SuperAdmin selection and replacement on dialer campaigns that do not bring their own pool', () => {
    expect(poolTabRules({ provisioningType: 'FullCoverage', status: 'ACTIVE' }, true)).toEqual({
      messaging: false, byop: false, selectable: true, canReplace: true, canManageOwn: false, canVerifyTenDlc: false,
    });
    expect(poolTabRules({ provisioningType: 'ProvisioningProfile', status: 'SENTRY' }, true).canReplace).toBe(true);
    expect(poolTabRules({ provisioningType: 'FullCoverage', status: 'ACTIVE' }, false)).toMatchObject({ selectable: false, canReplace: false });
  });
  it('lets every role of a bring-your-own pool select, add and remove, and nobody replace', () => {
    for (const superAdmin of [true, false]) {
      expect(poolTabRules({ provisioningType: 'BringYourOwnPool', status: 'ACTIVE' }, superAdmin)).toMatchObject({ selectable: true, canReplace: false, canManageOwn: true });
    }
  });
  it('offers Verify 10DLC on SMS messaging only, and no selection on messaging pools', () => {
    expect(poolTabRules({ provisioningType: 'SmsMessaging', status: 'ACTIVE' }, true)).toMatchObject({ messaging: true, selectable: false, canReplace: false, canVerifyTenDlc: true });
    expect(poolTabRules({ provisioningType: 'ShortCodeTollFreeMessaging', status: 'ACTIVE' }, true)).toMatchObject({ messaging: true, canVerifyTenDlc: false });
  });
  it('offers no pool changes once the campaign is deactivated', () => {
    expect(poolTabRules({ provisioningType: 'FullCoverage', status: 'DEACTIVATED' }, true)).toMatchObject({ canReplace: false });
    expect(poolTabRules({ provisioningType: 'BringYourOwnPool', status: 'DEACTIVATED' }, true)).toMatchObject({ canManageOwn: false });
  });
});

describe('pool tab texts', () => {
  it('words the buttons and confirmations as the spec does', () => {
    expect(replaceButtonLabel(0)).toBe('Replace All Pool Numbers');
    expect(replaceButtonLabel(3)).toBe('Replace 3 Pool Numbers');
    expect(replaceConfirmText(0)).toBe('Are you sure you want to replace all numbers?');
    expect(replaceConfirmText(3)).toBe('Are you sure you want to replace 3 numbers?');
    expect(removeConfirmText(2)).toBe('Are you sure you want to remove 2 numbers?');
    expect(addedText(4, 1)).toBe('4 numbers successfully added.  1 numbers rejected.');
  });
  it('keeps inactive numbers out of the selection', () => {
    expect(['ACTIVE', 'PENDING', 'AGING', 'FLAGGED', 'ERROR', 'DELETED'].map((status) => isSelectableNumber({ status: status as never }))).toEqual([true, true, false, false, false, false]);
  });
});
