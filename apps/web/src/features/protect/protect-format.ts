import { DateTime } from 'luxon';
import type { RiskLevel } from '@trueline/contract';

export const RISK_COLOR: Record<RiskLevel, 'success' | 'warning' | 'error'> = { LOW: 'success', MEDIUM: 'warning', HIGH: 'error' };

/** "Mar 2, 2026, 6:00 AM" in the browser's zone, or "Not scanned yet". */
export function formatScanTime(iso: string | null): string {
  return iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED) : 'Not scanned yet';
}
