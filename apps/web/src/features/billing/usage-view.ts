import { BILLING_MONTHS_BACK, BILLING_TIME_ZONE, type BillableUsage, type BillingUsageLine } from '@trueline/contract';

export interface BillingPeriod { year: number; month: number; period: string; label: string }

/** This month and the six before it, newest first, as the billing time zone counts them (spec 3 §2.13). */
export function billingPeriods(now: Date = new Date(), zone = BILLING_TIME_ZONE): BillingPeriod[] {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return Array.from({ length: BILLING_MONTHS_BACK + 1 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const label = new Date(Date.UTC(y, m - 1, 15)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return { year: y, month: m, period: `${y}-${String(m).padStart(2, '0')}`, label };
  });
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
export const formatMoney = (amount: string | number): string =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A rate as priced, to the last decimal it has (fractions of a cent stay). */
export const formatRate = (rate: string | null): string =>
  rate === null ? 'Tiered' : Number(rate).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 6 });

export interface UsageView { lines: BillingUsageLine[]; total: string }

/**
 * The lines a workspace chooser shows: every line for All Workspaces; for one workspace its part of each usage line
 * (its quantity and its share of the line's total), without the organisation's fees and adjustments.
 */
export function viewFor(usage: BillableUsage, workspaceId: string | null): UsageView {
  if (!workspaceId) return { lines: usage.lines, total: usage.total };
  const lines = usage.lines.flatMap((l) => {
    const part = l.workspaceUsage.find((w) => w.workspaceId === workspaceId);
    return part ? [{ ...l, qty: part.qty, total: part.total, workspaceUsage: [] }] : [];
  });
  const sum = lines.reduce((a, l) => a + cents(l.total), 0);
  return { lines, total: (sum / 100).toFixed(2) };
}
