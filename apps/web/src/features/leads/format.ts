import { DateTime } from 'luxon';

/** Ten digits as (201) 555-0100; anything else as stored. */
export function formatLeadPhone(phone: string | null): string {
  if (!phone) return '—';
  const d = phone.replace(/\D/g, '');
  const ten = d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
}

/** "Mar 2, 2026, 6:00 AM" in the browser's zone. */
export const formatLoaded = (iso: string) => DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED);

/** A file name for a campaign's lead download: its name in safe characters. */
export const leadsFileName = (campaignName: string) => `${campaignName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'campaign'}-leads.csv`;
