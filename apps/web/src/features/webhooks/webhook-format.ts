import { formatDateTime } from '../../lib/format';
import type { WebhookDelivery, WebhookStatus } from '@trueline/contract';

export const WEBHOOK_STATUS_LABELS: Record<WebhookStatus, string> = { ACTIVE: 'Active', DISABLED: 'Disabled' };

/** A moment as the tables show it: "Mar 2, 2026, 3:04 PM"; a dash when there is none. */
export const formatWhen = (iso: string | null): string => formatDateTime(iso);

/** How a last response reads: success for a 2xx status line, error for anything else, nothing when there is none. */
export function responseTone(response: string | null): 'success' | 'error' | null {
  if (!response) return null;
  return /^2\d\d\b/.test(response) ? 'success' : 'error';
}

/** A delivery's state in words. */
export function deliveryStatusLabel(d: Pick<WebhookDelivery, 'status' | 'attempts'>): string {
  if (d.status === 'DELIVERED') return 'Delivered';
  if (d.status === 'FAILED') return 'Failed';
  return d.attempts > 0 ? 'Retrying' : 'Queued';
}

/** What the log says about a delivery's attempts: "1 attempt", "3 attempts · next Mar 2, 3:05 PM". */
export function attemptsText(d: Pick<WebhookDelivery, 'attempts' | 'nextAttemptAt' | 'status'>): string {
  const count = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`;
  return d.status === 'PENDING' && d.nextAttemptAt ? `${count} · next ${formatWhen(d.nextAttemptAt)}` : count;
}
