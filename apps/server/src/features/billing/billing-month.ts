import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE } from '@trueline/contract';

export interface BillingMonth {
  year: number;
  month: number;
  /** YYYY-MM. */
  period: string;
  /** The month's first instant and the next month's, in the billing time zone. */
  start: Date;
  end: Date;
}

/** A calendar month as its time zone bounds it (a month in New York starts at 05:00 or 04:00 UTC). */
export function billingMonth(year: number, month: number, zone = BILLING_TIME_ZONE): BillingMonth {
  const start = DateTime.fromObject({ year, month, day: 1 }, { zone });
  return { year, month, period: start.toFormat('yyyy-MM'), start: start.toJSDate(), end: start.plus({ months: 1 }).toJSDate() };
}

/** The month an instant falls in, in the time zone. */
export function monthOf(at: Date, zone = BILLING_TIME_ZONE): BillingMonth {
  const t = DateTime.fromJSDate(at, { zone });
  return billingMonth(t.year, t.month, zone);
}

/** The month a YYYY-MM period names. */
export const monthOfPeriod = (period: string, zone = BILLING_TIME_ZONE): BillingMonth =>
  billingMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)), zone);
