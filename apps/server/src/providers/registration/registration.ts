import type { RegistrationStatus } from '@trueline/contract';

/** What the organisation tells the caller-reputation service about itself. */
export interface BusinessProfile {
  legalName: string;
  primaryName: string;
  dunsNumber: string;
  city: string;
  region: string;
  country: 'US' | 'CA';
  industry: string;
  numberOfEmployees: string;
  website: string;
  contact: { firstName: string; lastName: string; email: string; title: string; phone: string };
}

export interface BusinessRegistration {
  businessId: string;
  status: RegistrationStatus;
  /** The profile as the service holds it, when it still has it. */
  profile: BusinessProfile | null;
}

/** Where a number's registration stands; an active one says since when (caller names propagate from then on). */
export type NumberRegistrationStatus = { status: 'PENDING' } | { status: 'ACTIVE'; activeSince: Date } | { status: 'REJECTED'; reason: string };

/**
 * Caller-reputation registration (the analytics engines behind carriers' spam labels): the organisation
 * registers as a business, and its numbers are registered under a display name. Registration is not
 * instant: a business may stay pending, and a number is confirmed some time after it was submitted.
 * Failures of the service itself throw ProviderError.
 */
export interface RegistrationProvider {
  /** Registers a business, or updates the one with `businessId`. */
  registerBusiness(profile: BusinessProfile, businessId?: string | null): Promise<BusinessRegistration>;
  /** The registration with this ID, or null when the service has none. */
  retrieveBusiness(businessId: string): Promise<BusinessRegistration | null>;
  /** False when the service has no such registration. */
  unregisterBusiness(businessId: string): Promise<boolean>;
  /** Submits numbers to be shown under `displayName`; answers when the submission was taken. */
  submitNumbers(numbers: string[], displayName: string): Promise<{ ticket: string; submittedAt: Date }>;
  /** Where each number submitted at `submittedAt` stands now. */
  numberStatuses(numbers: string[], submittedAt: Date): Promise<Map<string, NumberRegistrationStatus>>;
  /** Withdraws numbers the organisation no longer uses; answers how many the service still held. */
  withdrawNumbers(numbers: string[]): Promise<{ withdrawn: number }>;
}
