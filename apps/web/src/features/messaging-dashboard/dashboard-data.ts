import { MESSAGING_DASHBOARD_TEXTS as T, type MessagingDashboard } from '@trueline/contract';

/** A breakdown key as shown: a blank carrier or sentiment is [Unknown], any other blank key [None]. */
export function keyLabel(id: string, blank: 'none' | 'unknown' = 'none'): string {
  return id.trim() ? id : blank === 'unknown' ? T.unknown : T.none;
}

/** A carrier as shown: its name for the provider's codes (verizon → Verizon), a blank one [Unknown]. */
export const carrierLabel = (id: string) => T.carriers[id] ?? keyLabel(id, 'unknown');

/** Sent, Delivered, Conversations, Failed and Other over the range (the campaigns' sums). */
export function messagingTotals(d: MessagingDashboard | undefined) {
  const t = { sent: 0, delivered: 0, conversations: 0, failed: 0, other: 0 };
  for (const c of d?.campaignCounts ?? []) {
    t.sent += c.sentCount;
    t.delivered += c.deliveredCount;
    t.failed += c.failedCount;
    t.other += c.otherCount;
  }
  t.conversations = d?.conversationsStarted[0]?.count ?? 0;
  return t;
}

export interface ActivityPoint {
  period: string;
  /** Null for a period that has not begun yet (the line stops at now). */
  outbound: number | null;
  inbound: number | null;
  delivered: number | null;
  failed: number | null;
}

/** Every period of the range in order, periods without activity at 0 (or null when still to come). */
export function activityPoints(d: MessagingDashboard, now: Date = new Date()): ActivityPoint[] {
  const byPeriod = new Map(d.metrics.map((m) => [m.id.period, m]));
  return d.periods.map((period) => {
    const m = byPeriod.get(period);
    if (!m && Date.parse(period) > now.getTime()) return { period, outbound: null, inbound: null, delivered: null, failed: null };
    return { period, outbound: m?.outbound ?? 0, inbound: m?.inbound ?? 0, delivered: m?.delivered ?? 0, failed: m?.failed ?? 0 };
  });
}

/** An id-and-count list as a CountBlock's items, blank keys named. */
export const countItems = (rows: { id: string; count: number }[] | undefined, blank: 'none' | 'unknown' = 'none') =>
  rows?.map((r) => ({ label: keyLabel(r.id, blank), count: r.count }));

export const sumOf = (rows: { count: number }[] | undefined) => (rows ?? []).reduce((n, r) => n + r.count, 0);
