import type { AegisDashboard } from '@trueline/contract';
import { workflowLabel } from './format';

export interface ChartPoint {
  period: string;
  /** Null for a period that has not begun yet (the line stops at now). */
  presented: number | null;
  accepted: number | null;
  rejected: number | null;
}

/** Every period of the range, in order, with the counts of all chosen workflows; periods without calls count 0. */
export function chartPoints(d: AegisDashboard, now: Date = new Date()): ChartPoint[] {
  const sums = new Map<string, { presented: number; accepted: number; rejected: number }>();
  for (const m of d.metrics) {
    const s = sums.get(m.id.period) ?? { presented: 0, accepted: 0, rejected: 0 };
    s.presented += m.count;
    s.accepted += m.accepted;
    s.rejected += m.rejected;
    sums.set(m.id.period, s);
  }
  return d.periods.map((period) => {
    const s = sums.get(period);
    if (!s && Date.parse(period) > now.getTime()) return { period, presented: null, accepted: null, rejected: null };
    return { period, ...(s ?? { presented: 0, accepted: 0, rejected: 0 }) };
  });
}

export function dashboardTotals(d: AegisDashboard | undefined) {
  const t = { presented: 0, accepted: 0, rejected: 0 };
  for (const m of d?.metrics ?? []) {
    t.presented += m.count;
    t.accepted += m.accepted;
    t.rejected += m.rejected;
  }
  return t;
}

export interface WorkflowRow {
  id: string;
  name: string;
  presented: number;
  accepted: number;
  rejected: number;
}

/** Each workflow's totals over the period, busiest first. */
export function workflowRows(d: AegisDashboard | undefined, names: ReadonlyMap<string, string>): WorkflowRow[] {
  const rows = new Map<string, WorkflowRow>();
  for (const m of d?.metrics ?? []) {
    const id = m.id.campaignId;
    const r = rows.get(id) ?? { id, name: workflowLabel(id, names), presented: 0, accepted: 0, rejected: 0 };
    r.presented += m.count;
    r.accepted += m.accepted;
    r.rejected += m.rejected;
    rows.set(id, r);
  }
  return [...rows.values()].sort((a, b) => b.presented - a.presented || a.name.localeCompare(b.name));
}
