import { DateTime } from 'luxon';
import { formatDate } from '../../lib/format';
import type { FtcSan } from '@trueline/contract';

/** Coverage column: "Full coverage", or how many area codes the SAN covers. */
export function coverageLabel(san: Pick<FtcSan, 'fullCoverage' | 'areaCodes'>): string {
  if (san.fullCoverage) return 'Full coverage';
  return `${san.areaCodes.length} area code${san.areaCodes.length === 1 ? '' : 's'}`;
}

/** Expires column: a medium date, or a dash when unknown. */
export const formatExpires = (expires: string | null): string => formatDate(expires);

/** True once the expiry day has passed. */
export const isExpired = (expires: string | null, today = DateTime.now().toISODate()): boolean => Boolean(expires && today && expires < today);
