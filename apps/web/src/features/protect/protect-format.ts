import { formatDateTime } from '../../lib/format';
import { protectStatusLabel, type ProtectNumber, type RiskLevel } from '@trueline/contract';

export const RISK_COLOR: Record<RiskLevel, 'success' | 'warning' | 'error'> = { LOW: 'success', MEDIUM: 'warning', HIGH: 'error' };

/** A number's status for the StatusChip: INITIALIZING or a registration still pending reads "Registration Pending" (spec 2). */
export function protectStatus(n: Pick<ProtectNumber, 'status' | 'registrationPending'>): { status: string; label?: string } {
  const label = protectStatusLabel(n);
  return label === n.status ? { status: n.status } : { status: 'REGISTRATION_PENDING', label };
}

/** "Mar 2, 2026, 6:00 AM" in the browser's zone, or "Not scanned yet". */
export function formatScanTime(iso: string | null): string {
  return formatDateTime(iso, 'Not scanned yet');
}
