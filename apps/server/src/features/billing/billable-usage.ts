import { BILLING_CLOSE_AFTER_HOURS, BILLING_MONTHS_BACK, BILLING_TIME_ZONE, BILLING_USAGE_MESSAGES, type AdjustmentBody, type BillableUsage, type BillingUsageLine } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireSuperAdmin, type Actor } from '../../platform/auth-context';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { csvRows } from '../../platform/csv';
import type { MeteringService } from '../metering/metering.service';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { StoredBillingProfile } from './billing.tables';
import { billingMonth, monthOf, monthOfPeriod, type BillingMonth } from './billing-month';
import { adjustmentLines, linesTotal, usageLines, type AdjustmentRow } from './usage-lines';
import { microsToAmount, toMicros } from './rating';
import * as repo from './billing.repo';

export interface BillableUsagePeers {
  metering: Pick<MeteringService, 'totals'>;
  workspaces: Pick<WorkspacesService, 'names'>;
}

const toAdjustmentRow = (a: repo.AdjustmentRecord): AdjustmentRow => ({ id: a.id, description: a.description, units: a.units, rate: a.rate });

/**
 * Billing usage (spec 3 §2.13): a month's ledger sums rated with the billing profile. The open month is an estimate
 * worked out on every read (a profile edit re-rates it at once), and so is a month just ended while late usage may
 * still arrive (BILLING_CLOSE_AFTER_HOURS); after that it is frozen the first time it is read, and only its
 * adjustments change.
 */
export function billableUsage(
  deps: Pick<Deps, 'db' | 'now'>, peers: BillableUsagePeers,
  org: { assert(actor: Actor, orgId: string): Promise<void>; profile(orgId: string): Promise<StoredBillingProfile> },
) {
  const { db } = deps;

  /** The month asked for: this month or one of the six before it (spec 3 §2.13). */
  function offered(m: BillingMonth, field: string): BillingMonth {
    const current = monthOf(deps.now());
    const back = (current.year - m.year) * 12 + (current.month - m.month);
    if (back < 0 || back > BILLING_MONTHS_BACK) throw badRequest(BILLING_USAGE_MESSAGES.periodInvalid, field);
    return m;
  }
  const closesAt = (m: BillingMonth) => new Date(m.end.getTime() + BILLING_CLOSE_AFTER_HOURS * 3_600_000);

  async function usageLinesOf(orgId: string, m: BillingMonth): Promise<BillingUsageLine[]> {
    const [profile, totals, names] = await Promise.all([org.profile(orgId), peers.metering.totals(orgId, m.start, m.end), peers.workspaces.names(orgId)]);
    return usageLines(profile, totals, names);
  }

  async function month(orgId: string, m: BillingMonth): Promise<BillableUsage> {
    // A month ended takes late usage for a while, then its statement is frozen on the first read.
    const closed = closesAt(m) <= deps.now();
    const adjustments = (await repo.listAdjustments(db, orgId, m.period)).map(toAdjustmentRow);
    let lines: BillingUsageLine[];
    let asOf: Date;
    if (closed) {
      const statement = (await repo.findStatement(db, orgId, m.period)) ?? (await repo.freezeStatement(db, orgId, m.period, await usageLinesOf(orgId, m)));
      lines = statement.lines;
      asOf = statement.closedAt;
    } else {
      lines = await usageLinesOf(orgId, m);
      asOf = deps.now();
    }
    lines = [...lines, ...adjustmentLines(adjustments)];
    return {
      month: m.month, year: m.year, status: closed ? 'CLOSED' : 'ESTIMATE', closesAt: closesAt(m).toISOString(), timeZone: BILLING_TIME_ZONE,
      lines, total: linesTotal(lines), asOf: asOf.toISOString(),
    };
  }

  return {
    async get(actor: Actor, orgId: string, year: number, monthNumber: number): Promise<BillableUsage> {
      await org.assert(actor, orgId);
      return month(orgId, offered(billingMonth(year, monthNumber), 'month'));
    },

    /** The month's lines as CSV: a row a line, then a row for each workspace's part of it. */
    async csv(actor: Actor, orgId: string, year: number, monthNumber: number): Promise<{ filename: string; content: string }> {
      const usage = await this.get(actor, orgId, year, monthNumber);
      const period = billingMonth(usage.year, usage.month).period;
      const rows: (string | number)[][] = [['Description', 'Workspace', 'Type', 'Quantity', 'Rate', 'Total', 'Detail']];
      for (const l of usage.lines) {
        rows.push([l.description, '', l.type, l.qty, l.rate ?? '', l.total, l.detail ?? '']);
        for (const w of l.workspaceUsage) rows.push([l.description, w.description, l.type, w.qty, l.rate ?? '', w.total, '']);
      }
      rows.push([`${BILLING_USAGE_MESSAGES.grandTotal} (${usage.status === 'ESTIMATE' ? 'estimate to date' : 'closed statement'})`, '', '', '', '', usage.total, '']);
      return { filename: BILLING_USAGE_MESSAGES.downloadFile.replace('{period}', period), content: csvRows(rows) };
    },

    /** SuperAdmin adds an adjustment to a month that has begun (a closed one included: its statement keeps its usage). */
    async addAdjustment(actor: Actor, orgId: string, body: AdjustmentBody) {
      const me = requireSuperAdmin(actor);
      await org.assert(actor, orgId);
      const m = offered(monthOfPeriod(body.period), 'period');
      const row = await repo.insertAdjustment(db, {
        id: newId(), orgId, period: m.period, description: body.description, units: body.units, rate: microsToAmount(toMicros(body.rate)), createdBy: me.userId,
      });
      return { id: row.id, period: row.period, description: row.description, units: row.units, rate: row.rate };
    },

    async deleteAdjustment(actor: Actor, orgId: string, id: string): Promise<{ deleted: true }> {
      requireSuperAdmin(actor);
      await org.assert(actor, orgId);
      if (!(await repo.deleteAdjustment(db, orgId, id))) throw notFound();
      return { deleted: true };
    },

    /** This month's usage of an organisation, for the system's own checks (usage alerts). */
    current: (orgId: string) => month(orgId, monthOf(deps.now())),
  };
}
export type BillableUsageService = ReturnType<typeof billableUsage>;
