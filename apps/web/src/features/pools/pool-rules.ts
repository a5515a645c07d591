import { MESSAGES, isActiveCampaignStatus, isInactivePoolStatus, isMessagingType, type Campaign, type PoolNumber } from '@trueline/contract';

/** What the Pool tab offers, by campaign and role (spec 2 §2, §6). */
export interface PoolTabRules {
  messaging: boolean;
  byop: boolean;
  /** The select column: SuperAdmin and bring-your-own-pool campaigns (dialer columns only). */
  selectable: boolean;
  /** 'Replace N/All Pool Numbers': SuperAdmin, dialer campaigns that do not bring their own pool. */
  canReplace: boolean;
  /** 'Add pool numbers' and 'Remove selected pool numbers'. */
  canManageOwn: boolean;
  /** 'Verify 10DLC': SMS messaging campaigns. */
  canVerifyTenDlc: boolean;
}

export function poolTabRules(c: Pick<Campaign, 'provisioningType' | 'status'>, superAdmin: boolean): PoolTabRules {
  const messaging = isMessagingType(c.provisioningType);
  const byop = c.provisioningType === 'BringYourOwnPool';
  const live = isActiveCampaignStatus(c.status);
  return {
    messaging,
    byop,
    selectable: !messaging && (superAdmin || byop),
    canReplace: live && superAdmin && !messaging && !byop,
    canManageOwn: live && byop,
    canVerifyTenDlc: live && c.provisioningType === 'SmsMessaging',
  };
}

/** Inactive numbers (AGING, FLAGGED, ERROR, DELETED) are greyed and cannot be selected. */
export const isSelectableNumber = (n: Pick<PoolNumber, 'status'>) => !isInactivePoolStatus(n.status);

export const replaceButtonLabel = (selected: number) => (selected > 0 ? `Replace ${selected} Pool Numbers` : 'Replace All Pool Numbers');
export const replaceConfirmText = (selected: number) => MESSAGES.poolReplaceConfirm.replace('{n}', selected > 0 ? String(selected) : 'all');
export const removeConfirmText = (selected: number) => MESSAGES.poolRemoveConfirm.replace('{n}', String(selected));
export const addedText = (accepted: number, rejected: number) => MESSAGES.poolNumbersAdded.replace('{n}', String(accepted)).replace('{m}', String(rejected));
