import type { z } from 'zod';
import { MESSAGES, REGISTRATION_STATUSES, type OrganizationRegistration, type registerOrganizationBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireSuperAdmin, type Actor } from '../../platform/auth-context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { ProviderError } from '../../providers/sandbox';
import type { BusinessProfile } from '../../providers/registration/registration';
import type { OrganizationsService } from '../organizations/organizations.service';
import * as repo from './organization-registration.repo';

type Body = z.output<typeof registerOrganizationBody>;
export const REGISTRATION_FOLLOW_UP_JOB = 'organization-registration.follow-up';
/** A pending registration is asked about again after one minute, then less often, at most every six hours. */
const FOLLOW_UP_FIRST_MS = 60_000;
const FOLLOW_UP_MAX_MS = 6 * 3_600_000;
const EMPTY_CONTACT = { firstName: '', lastName: '', email: '', title: '', phone: '' };

function toRegistration(r: repo.OrganizationRegistrationRow): OrganizationRegistration {
  const status = (REGISTRATION_STATUSES as readonly string[]).includes(r.status) ? (r.status as OrganizationRegistration['status']) : '';
  return {
    businessId: r.businessId, legalName: r.legalName, primaryName: r.primaryName, dunsNumber: r.dunsNumber, city: r.city, region: r.region,
    country: r.country, industry: r.industry, numberOfEmployees: r.numberOfEmployees, website: r.website, status, contact: r.contact,
    updated: r.updated.toISOString(),
  };
}

/** A provider failure answers 502 with the screen's words for the action. */
async function calling<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('PROVIDER_ERROR', message);
    throw err;
  }
}

/**
 * The organisation's caller-reputation registration (spec 3 §2.16, §4, §5, §7): register or update, retrieve by
 * business ID, unregister. SuperAdmin only, in any organisation; the result is stored on the organisation. A pending
 * registration is followed up by a job until the provider settles it.
 */
export function organizationRegistrationService(deps: Pick<Deps, 'db' | 'registration' | 'jobs' | 'now'>, organizations: Pick<OrganizationsService, 'get'>) {
  const { db, registration, jobs } = deps;

  /** One waiting follow-up per organisation; it reads the stored registration when it runs, so it follows the latest. */
  const followUp = (orgId: string, attempt: number) =>
    jobs.send<{ orgId: string; attempt: number }>(REGISTRATION_FOLLOW_UP_JOB, { orgId, attempt }, {
      singletonKey: `${orgId}:registration`,
      startAfter: new Date(deps.now().getTime() + Math.min(FOLLOW_UP_FIRST_MS * 2 ** attempt, FOLLOW_UP_MAX_MS)),
    });

  /** Asks the provider about a stored pending registration and stores the answer; true while it stays pending. */
  async function advancePending(orgId: string): Promise<boolean> {
    const row = await stored(orgId);
    if (!row?.businessId || row.status !== 'pending') return false;
    let found;
    try {
      found = await registration.retrieveBusiness(row.businessId);
    } catch (err) {
      if (err instanceof ProviderError) return true;
      throw err;
    }
    // Unknown to the provider now: nothing to follow; the stored state stays for a person to look at.
    if (!found) return false;
    await save(orgId, { businessId: found.businessId, status: found.status });
    return found.status === 'pending';
  }

  jobs.define<{ orgId: string; attempt: number }>(REGISTRATION_FOLLOW_UP_JOB, async ({ orgId, attempt }) => {
    if (await advancePending(orgId)) await followUp(orgId, attempt + 1);
  });

  /** Stores a registration as the provider answered it; a pending one is followed up. */
  async function saveAnswer(orgId: string, values: Partial<repo.OrganizationRegistrationInsert>): Promise<OrganizationRegistration> {
    const saved = await save(orgId, values);
    if (saved.status === 'pending') await followUp(orgId, 0);
    return saved;
  }

  async function check(actor: Actor, orgId: string): Promise<void> {
    await organizations.get(actor, orgId);
    requireSuperAdmin(actor);
  }

  async function stored(orgId: string) {
    return repo.findRegistration(db, orgId);
  }

  async function save(orgId: string, values: Partial<repo.OrganizationRegistrationInsert>): Promise<OrganizationRegistration> {
    const at = deps.now();
    return toRegistration(await repo.upsertRegistration(db, orgId, { contact: EMPTY_CONTACT, ...values, updated: at }, { ...values, updated: at }));
  }

  return {
    async current(actor: Actor, orgId: string): Promise<OrganizationRegistration | null> {
      await check(actor, orgId);
      const row = await stored(orgId);
      return row ? toRegistration(row) : null;
    },

    async register(actor: Actor, orgId: string, body: Body): Promise<OrganizationRegistration> {
      await check(actor, orgId);
      const { businessId, ...profile } = body;
      const result = await calling(MESSAGES.registrationSubmitFailed, () => registration.registerBusiness(profile satisfies BusinessProfile, businessId || null));
      return saveAnswer(orgId, { ...profile, businessId: result.businessId, status: result.status });
    },

    /** Asks the provider for a registration and stores what it says on the organisation. */
    async retrieve(actor: Actor, orgId: string, businessId: string): Promise<OrganizationRegistration> {
      await check(actor, orgId);
      const id = businessId.trim();
      if (!id) throw badRequest(MESSAGES.businessIdRequired, 'businessId');
      const found = await calling(MESSAGES.registrationRetrieveFailed, () => registration.retrieveBusiness(id));
      if (!found) throw notFound(MESSAGES.registrationNotFound);
      return saveAnswer(orgId, { ...(found.profile ?? {}), businessId: found.businessId, status: found.status });
    },

    /**
     * Unregisters at the provider; the organisation keeps its details for a later registration. A business ID other
     * than the organisation's own registration is refused before the provider is called.
     */
    async unregister(actor: Actor, orgId: string, businessId: string): Promise<OrganizationRegistration | null> {
      await check(actor, orgId);
      const id = businessId.trim();
      if (!id) throw badRequest(MESSAGES.registrationNoBusinessId, 'businessId');
      const row = await stored(orgId);
      if (row?.businessId && row.businessId !== id) throw badRequest(MESSAGES.registrationIdMismatch, 'businessId');
      const removed = await calling(MESSAGES.registrationUnregisterFailed, () => registration.unregisterBusiness(id));
      if (!removed) throw notFound(MESSAGES.registrationNotFound);
      return row ? save(orgId, { businessId: null, status: '' }) : null;
    },

    /** The follow-up job's step, for the job and its test: true while the registration stays pending. */
    advancePending,
  };
}
export type OrganizationRegistrationService = ReturnType<typeof organizationRegistrationService>;
