import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Organization, updateOrganizationBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import { forbidden, notFound } from '../../platform/errors';
import { organizations } from './organizations.tables';

type Row = typeof organizations.$inferSelect;

function toOrganization(o: Row, actor: Actor): Organization {
  const { created: _created, supportEmail, ...rest } = o;
  // The internal support email is the platform staff's: only SuperAdmin sees it.
  return isSuperAdmin(actor) ? { ...rest, supportEmail } : rest;
}

export function organizationsService(deps: Deps) {
  const { db } = deps;

  async function find(actor: Actor, orgId: string): Promise<Row> {
    assertOrgAccess(actor, orgId);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
    if (!row) throw notFound();
    return row;
  }

  return {
    async get(actor: Actor, orgId: string): Promise<Organization> {
      return toOrganization(await find(actor, orgId), actor);
    },

    /** Owners and SuperAdmins edit the organisation; the support email is SuperAdmin's alone. */
    async update(actor: Actor, orgId: string, body: z.output<typeof updateOrganizationBody>): Promise<Organization> {
      const me = requireUser(actor);
      const current = await find(actor, orgId);
      if (me.userType === 'Admin') throw forbidden();
      const { supportEmail, ...fields } = body;
      const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === undefined ? null : v || null])) as Partial<Row>;
      if (supportEmail !== undefined && isSuperAdmin(actor)) values.supportEmail = supportEmail || null;
      const [row] = await db.update(organizations).set({ ...values, name: body.name }).where(eq(organizations.id, current.id)).returning();
      return toOrganization(row!, actor);
    },

    /** The organisation's name, for texts that name it (an invitation); null when it does not exist. */
    async name(orgId: string): Promise<string | null> {
      const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
      return row?.name ?? null;
    },

    /** Where requests to support go: the organisation's support contact. */
    async supportEmail(orgId: string): Promise<string | null> {
      const [row] = await db.select({ supportEmail: organizations.supportEmail }).from(organizations).where(eq(organizations.id, orgId));
      return row?.supportEmail ?? null;
    },
  };
}
export type OrganizationsService = ReturnType<typeof organizationsService>;
