import type { CoreDashboard } from '@trueline/contract';

export const LEAD_SERIES = [
  { key: 'loaded', label: 'Loaded', colour: '#0b3d91' },
  { key: 'valid', label: 'Valid', colour: '#2e7d32' },
  { key: 'dnc', label: 'DNC', colour: '#c62828' },
  { key: 'invalid', label: 'Invalid', colour: '#ef6c00' },
  { key: 'landline', label: 'Landline', colour: '#6a1b9a' },
  { key: 'callbacks', label: 'Callbacks', colour: '#00838f' },
] as const;

/** The chart's points: one a day of the period (the chart reads `period`); days after `today` have not begun (no line). */
type DayCounts = Omit<CoreDashboard['days'][number], 'date'>;
export const dayPoints = (d: CoreDashboard, today: string): ({ period: string } & { [K in keyof DayCounts]: number | null })[] =>
  d.days.map(({ date, ...counts }) => ({
    period: date, ...(date > today ? { loaded: null, valid: null, dnc: null, invalid: null, landline: null, callbacks: null } : counts),
  }));

/** A share as a percentage with one decimal ('2.4%'); a dash when there is nothing to share. */
export const formatRate = (rate: number, of: number) => (of > 0 ? `${(Math.round(rate * 1000) / 10).toFixed(1)}%` : '—');

export const ATTENTION_LABELS: Record<CoreDashboard['attention'][number]['reason'], string> = {
  FLAGGED_NUMBERS: 'Flagged numbers',
  LIST_ERRORS: 'Lists in error',
  CNAM_ERRORS: 'CNAM errors',
};

/** Where a campaign that needs attention is looked after: its pool, its lists, or its overview. */
export const attentionLink = (a: CoreDashboard['attention'][number]) =>
  a.reason === 'LIST_ERRORS' ? `/campaigns/${a.campaignId}?tab=lists` : a.reason === 'FLAGGED_NUMBERS' ? `/campaigns/${a.campaignId}?tab=pool` : `/campaigns/${a.campaignId}`;
