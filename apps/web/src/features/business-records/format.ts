import { formatDate } from '../../lib/format';
import type { BusinessRecord, BusinessRecordStatus } from '@trueline/contract';

export const RECORD_STATUS_LABELS: Record<BusinessRecordStatus, string> = { ACTIVE: 'Active', DISABLED: 'Disabled' };

/** Medium date, as the list's Created column shows it (Nov 22, 2025). */
export const mediumDate = (iso: string) => formatDate(iso);

export const cnamNames = (r: BusinessRecord) => r.cnams.map((c) => c.name).join(', ');
export const contactName = (r: BusinessRecord) => `${r.contact.firstName} ${r.contact.lastName}`.trim();
