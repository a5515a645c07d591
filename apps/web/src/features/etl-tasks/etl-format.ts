import { formatDateTimeUs } from '../../lib/format';

/** Dates in medium date-time (spec 3 §2.10), or -- when empty. */
export const mediumDateTime = (iso: string | null | undefined) =>
  formatDateTimeUs(iso, '--');

