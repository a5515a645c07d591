import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { organizations } from './organizations.tables';

export type OrganizationRow = typeof organizations.$inferSelect;

export const findOrganization = async (db: DbOrTx, orgId: string): Promise<OrganizationRow | null> =>
  (await db.select().from(organizations).where(eq(organizations.id, orgId)))[0] ?? null;

export async function updateOrganization(db: DbOrTx, orgId: string, values: Partial<typeof organizations.$inferInsert>): Promise<OrganizationRow> {
  const [row] = await db.update(organizations).set(values).where(eq(organizations.id, orgId)).returning();
  return row!;
}

export const organizationName = async (db: DbOrTx, orgId: string): Promise<string | null> =>
  (await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId)))[0]?.name ?? null;

export const organizationSupportEmail = async (db: DbOrTx, orgId: string): Promise<string | null> =>
  (await db.select({ supportEmail: organizations.supportEmail }).from(organizations).where(eq(organizations.id, orgId)))[0]?.supportEmail ?? null;
