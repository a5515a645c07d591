import type { z } from 'zod';
import type { Organization, updateOrganizationBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import { forbidden, notFound } from '../../platform/errors';
import * as repo from './organizations.repo';

type Row = repo.OrganizationRow;

function toOrganization(o: Row, actor: Actor): Organization {
  const { created: _created, supportEmail, ...rest } = o;
  // The internal support email is the platform staff's: only SuperAdmin sees it.
  return isSuperAdmin(actor) ? { ...rest, supportEmail } : rest;
}

export function organizationsService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  async function find(actor: Actor, orgId: string): Promise<Row> {
    assertOrgAccess(actor, orgId);
    const row = await repo.findOrganization(db, orgId);
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
      return toOrganization(await repo.updateOrganization(db, current.id, { ...values, name: body.name }), actor);
    },

    /** The organisation's name, for texts that name it (an invitation); null when it does not exist. */
    async name(orgId: string): Promise<string | null> {
      return repo.organizationName(db, orgId);
    },

    /** Where requests to support go: the organisation's support contact. */
    async supportEmail(orgId: string): Promise<string | null> {
      return repo.organizationSupportEmail(db, orgId);
    },
  };
}
export type OrganizationsService = ReturnType<typeof organizationsService>;
