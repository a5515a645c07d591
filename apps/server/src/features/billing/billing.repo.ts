import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { billingProfiles, commissionAgents, type StoredBillingProfile } from './billing.tables';

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
