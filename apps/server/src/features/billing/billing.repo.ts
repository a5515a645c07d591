import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BillingUsageLine } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { billingAdjustments, billingProfiles, billingStatements, commissionAgents, usageAlertFirings, usageAlerts, type StoredBillingProfile } from './billing.tables';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;

export const findBillingProfile = async (db: DbOrTx, orgId: string): Promise<BillingProfileRow | null> =>
  (await db.select().from(billingProfiles).where(eq(billingProfiles.orgId, orgId)))[0] ?? null;

export async function saveBillingProfile(db: DbOrTx, orgId: string, profile: StoredBillingProfile, updatedBy: string): Promise<BillingProfileRow> {
  const values = { profile, updated: new Date(), updatedBy };
  const [row] = await db.insert(billingProfiles).values({ orgId, ...values }).onConflictDoUpdate({ target: billingProfiles.orgId, set: values }).returning();
  return row!;
}

export const listCommissionAgents = (db: DbOrTx) => db.select().from(commissionAgents).orderBy(asc(commissionAgents.accountingName));

export const existingAgentIds = async (db: DbOrTx, ids: string[]): Promise<Set<string>> =>
  ids.length === 0 ? new Set() : new Set((await db.select({ id: commissionAgents.id }).from(commissionAgents).where(inArray(commissionAgents.id, ids))).map((r) => r.id));

export type AdjustmentRecord = typeof billingAdjustments.$inferSelect;

export const listAdjustments = (db: DbOrTx, orgId: string, period: string) =>
  db.select().from(billingAdjustments).where(and(eq(billingAdjustments.orgId, orgId), eq(billingAdjustments.period, period))).orderBy(asc(billingAdjustments.created), asc(billingAdjustments.id));

export async function insertAdjustment(db: DbOrTx, row: typeof billingAdjustments.$inferInsert): Promise<AdjustmentRecord> {
  const [saved] = await db.insert(billingAdjustments).values(row).returning();
  return saved!;
}

export const deleteAdjustment = async (db: DbOrTx, orgId: string, id: string): Promise<boolean> =>
  (await db.delete(billingAdjustments).where(and(eq(billingAdjustments.orgId, orgId), eq(billingAdjustments.id, id))).returning({ id: billingAdjustments.id })).length > 0;

export const findStatement = async (db: DbOrTx, orgId: string, period: string) =>
  (await db.select().from(billingStatements).where(and(eq(billingStatements.orgId, orgId), eq(billingStatements.period, period))))[0] ?? null;

/** Keeps a closed month's lines; the first writer wins, so two readers freezing it at once keep one statement. */
export async function freezeStatement(db: DbOrTx, orgId: string, period: string, lines: BillingUsageLine[]) {
  await db.insert(billingStatements).values({ orgId, period, lines }).onConflictDoNothing();
  return (await findStatement(db, orgId, period))!;
}

export type UsageAlertRow = typeof usageAlerts.$inferSelect;

/** An organisation's alerts with the month's firing (if any). */
export const listAlerts = async (db: DbOrTx, orgId: string, period: string) =>
  db.select({ alert: usageAlerts, firedAt: usageAlertFirings.firedAt }).from(usageAlerts)
    .leftJoin(usageAlertFirings, and(eq(usageAlertFirings.alertId, usageAlerts.id), eq(usageAlertFirings.period, period)))
    .where(eq(usageAlerts.orgId, orgId)).orderBy(asc(usageAlerts.created), asc(usageAlerts.id));

export async function insertAlert(db: DbOrTx, row: typeof usageAlerts.$inferInsert): Promise<UsageAlertRow> {
  const [saved] = await db.insert(usageAlerts).values(row).returning();
  return saved!;
}

export const deleteAlert = async (db: DbOrTx, orgId: string, id: string): Promise<boolean> =>
  (await db.delete(usageAlerts).where(and(eq(usageAlerts.orgId, orgId), eq(usageAlerts.id, id))).returning({ id: usageAlerts.id })).length > 0;

/** Records an alert's firing for a month; answers false when it already fired then (another check got there first). */
export const markFired = async (db: DbOrTx, alertId: string, period: string, at: Date): Promise<boolean> =>
  (await db.insert(usageAlertFirings).values({ alertId, period, firedAt: at }).onConflictDoNothing().returning({ alertId: usageAlertFirings.alertId })).length > 0;

/** The organisations that have alerts (the hourly check). */
export const orgsWithAlerts = async (db: DbOrTx): Promise<string[]> =>
  (await db.selectDistinct({ orgId: usageAlerts.orgId }).from(usageAlerts)).map((r) => r.orgId);
