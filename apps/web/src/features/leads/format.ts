import { formatDateTime } from '../../lib/format';
import { formatPhone } from '../../components/phone';

/** A lead's number in the console's one phone format, '—' when there is none. */
export const formatLeadPhone = (phone: string | null): string => formatPhone(phone) || '—';

/** "Mar 2, 2026, 6:00 AM" in the browser's zone. */
export const formatLoaded = (iso: string) => formatDateTime(iso);

/** A file name for a campaign's lead download: its name in safe characters. */
export const leadsFileName = (campaignName: string) => `${campaignName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'campaign'}-leads.csv`;
