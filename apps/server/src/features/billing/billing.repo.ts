import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BillingUsageLine } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { billingAdjustments, billingProfiles, billingStatements, commissionAgents, type StoredBillingProfile } from './billing.tables';

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
