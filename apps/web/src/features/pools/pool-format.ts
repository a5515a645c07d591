import { formatDate } from '../../lib/format';
import type { PoolNumber } from '@trueline/contract';

/** "Mar 2, 2026"; '—' when absent. */
export const formatDay = (iso: string | null) => formatDate(iso);

/** The 10DLC column: the assignment and whether it is valid for the campaign's messaging campaign. */
export function tenDlcLabel(n: Pick<PoolNumber, 'appToPersonValid' | 'appToPersonCampaignStatus' | 'appToPersonFailureReason'>): string {
  if (n.appToPersonValid) return n.appToPersonCampaignStatus === 'ASSIGNED' ? 'Assigned' : 'Pending assignment';
  if (n.appToPersonCampaignStatus === 'FAILED') return n.appToPersonFailureReason ? `Failed: ${n.appToPersonFailureReason}` : 'Failed';
  return n.appToPersonCampaignStatus ? 'Invalid' : 'Not assigned';
}
