import type { BillingProfile, BillingProfileValues, CommissionAgent } from '@trueline/contract';
import { BILLING_MESSAGES } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, isSuperAdmin, requireSuperAdmin, type Actor } from '../../platform/auth-context';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { StoredBillingProfile } from './billing.tables';
import { startingProfile } from './starting-profile';
import * as repo from './billing.repo';
import { billableUsage, type BillableUsagePeers } from './billable-usage';
import { usageAlerts, type UsageAlertPeers } from './usage-alerts';

/** The profile as a reader sees it: contact, terms, flags, commissions and the campaign billing mode are SuperAdmin's (spec 3 §6). */
function toBillingProfile(profile: StoredBillingProfile, updated: Date | null, actor: Actor): BillingProfile {
  const { fees, rates } = profile;
  const shared = { fees, rates, updated: updated?.toISOString() ?? null };
  return isSuperAdmin(actor) ? { ...profile, ...shared } : shared;
}

export function billingService(deps: Pick<Deps, 'db' | 'now' | 'jobs' | 'log'>, peers: { organizations: Pick<OrganizationsService, 'name'> } & BillableUsagePeers & UsageAlertPeers) {
  const { organizations } = peers;
  const { db } = deps;

  async function assertOrganization(actor: Actor, orgId: string) {
    assertOrgAccess(actor, orgId);
    if ((await organizations.name(orgId)) === null) throw notFound();
  }

  /** The stored profile, or the starting one of an organisation nobody has priced. */
  async function current(orgId: string): Promise<{ profile: StoredBillingProfile; updated: Date | null }> {
    const row = await repo.findBillingProfile(db, orgId);
    return row ? { profile: row.profile, updated: row.updated } : { profile: startingProfile(), updated: null };
  }

  const usage = billableUsage(deps, peers, { assert: assertOrganization, profile: async (orgId) => (await current(orgId)).profile });
  return {
    /** Billing usage: a month rated with this profile, and its adjustments. */
    usage,
    /** Usage alerts: thresholds on this month's usage, notified once a month. */
    alerts: usageAlerts(deps, peers, { assert: assertOrganization, usage: usage.current }),

    async get(actor: Actor, orgId: string): Promise<BillingProfile> {
      await assertOrganization(actor, orgId);
      const { profile, updated } = await current(orgId);
      return toBillingProfile(profile, updated, actor);
    },

    /** SuperAdmin saves the whole profile; a commission's agent must exist, and a new commission gets its id. */
    async update(actor: Actor, orgId: string, body: BillingProfileValues): Promise<BillingProfile> {
      const me = requireSuperAdmin(actor);
      await assertOrganization(actor, orgId);
      const agents = await repo.existingAgentIds(db, [...new Set(body.commissions.map((c) => c.commissionAgentId))]);
      const unknown = body.commissions.findIndex((c) => !agents.has(c.commissionAgentId));
      if (unknown >= 0) throw badRequest(BILLING_MESSAGES.agentUnknown, `commissions.${unknown}.commissionAgentId`);
      const profile: StoredBillingProfile = {
        ...body,
        taxExemptReason: body.isTaxExempt ? body.taxExemptReason : null,
        commissions: body.commissions.map((c) => ({ ...c, id: c.id ?? newId() })),
      };
      const row = await repo.saveBillingProfile(db, orgId, profile, me.userId);
      return toBillingProfile(row.profile, row.updated, actor);
    },

    /** The profile that prices an organisation's usage (for the billing usage screens). */
    profile: async (orgId: string): Promise<StoredBillingProfile> => (await current(orgId)).profile,

    async commissionAgents(actor: Actor, orgId: string): Promise<CommissionAgent[]> {
      requireSuperAdmin(actor);
      await assertOrganization(actor, orgId);
      return repo.listCommissionAgents(db);
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
