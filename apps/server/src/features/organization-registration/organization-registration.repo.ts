import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { organizationRegistrations, type OrganizationRegistrationRow } from './organization-registration.tables';

export type { OrganizationRegistrationRow };
export type OrganizationRegistrationInsert = typeof organizationRegistrations.$inferInsert;

export const findRegistration = async (db: DbOrTx, orgId: string): Promise<OrganizationRegistrationRow | null> =>
  (await db.select().from(organizationRegistrations).where(eq(organizationRegistrations.orgId, orgId)))[0] ?? null;

/** Writes the organisation's one registration row: `insert` when there is none yet, else only `values` change. */
export async function upsertRegistration(
  db: DbOrTx,
  orgId: string,
  insert: Omit<OrganizationRegistrationInsert, 'orgId'>,
  values: Partial<OrganizationRegistrationInsert>,
): Promise<OrganizationRegistrationRow> {
  const [row] = await db
    .insert(organizationRegistrations)
    .values({ orgId, ...insert })
    .onConflictDoUpdate({ target: organizationRegistrations.orgId, set: values })
    .returning();
  return row!;
}
