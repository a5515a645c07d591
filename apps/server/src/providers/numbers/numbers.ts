/**
 * The carrier behind number pools: a catalogue of North American locations, ordering local numbers in them,
 * registering a caller name (CNAM) on numbers, releasing them, verifying numbers a customer brings (BYOP), and
 * assigning numbers to an approved 10DLC messaging campaign. A failing call throws ProviderError.
 */

/** A place numbers can be ordered in: a city with its state or province, its area codes and coordinates. */
export interface NumberLocation {
  /** Stable id, e.g. `US-NY-new-york`. */
  id: string;
  city: string;
  /** Two-letter state or province code. */
  state: string;
  country: 'US' | 'CA';
  lat: number;
  lon: number;
  /** Geographic area codes that serve the city, the main one first. */
  areaCodes: string[];
}

export interface OrderedNumber {
  /** Ten digits. */
  number: string;
  locationId: string;
  areaCode: string;
}

export interface OrderResult {
  numbers: OrderedNumber[];
  /** How many of the requested numbers the carrier could not supply this time (to be ordered again later). */
  failed: number;
  /** Why, when some failed. */
  reason?: string;
}

export type CnamRegistrationStatus = 'PENDING' | 'REGISTERED' | 'ERROR';
export interface CnamRegistration {
  number: string;
  status: CnamRegistrationStatus;
  error?: string;
}

export type TenDlcStatus = 'PENDING_ASSIGNMENT' | 'ASSIGNED' | 'FAILED';
export interface TenDlcAssignment {
  number: string;
  vendorCampaignId: string;
  status: TenDlcStatus;
  failureReason?: string;
}

export interface NumbersProvider {
  /** Every location of the catalogue (US and Canada). */
  locations(): readonly NumberLocation[];
  location(id: string): NumberLocation | null;
  /** Locations of these states/provinces (two-letter codes); every location when the list is empty. */
  locationsIn(stateCodes: readonly string[]): NumberLocation[];
  /** Locations serving these area codes. */
  locationsForAreaCodes(areaCodes: readonly string[]): NumberLocation[];
  /** Where a US ZIP or Canadian postal code is, or null when unknown. */
  geocodeZip(zip: string): { lat: number; lon: number; state: string; city: string } | null;
  /** The location closest to a point. */
  nearestLocation(point: { lat: number; lon: number }, among?: readonly NumberLocation[]): NumberLocation | null;

  /** Orders `count` new numbers in a location (optionally in one of its area codes) for an account (the workspace). */
  order(req: { accountId: string; locationId: string; areaCode?: string; count: number }): Promise<OrderResult>;
  /** Registers a caller name on numbers; registration is usually PENDING first and confirmed by `cnamStatus`. */
  registerCnam(numbers: readonly string[], cnam: string): Promise<CnamRegistration[]>;
  cnamStatus(numbers: readonly string[]): Promise<CnamRegistration[]>;
  /** Gives numbers back to the carrier; releasing a number not held is not an error. */
  release(numbers: readonly string[]): Promise<void>;
  /**
   * Checks that numbers a customer brings are real, geographic North American numbers it may use. With `accountId`
   * (the workspace), accepted numbers are recorded as that account's own, so no other account may order or claim them.
   */
  verifyOwned(numbers: readonly string[], opts?: { accountId?: string }): Promise<{ accepted: OrderedNumber[]; rejected: { number: string; reason: string }[] }>;
  /** Assigns numbers to a 10DLC campaign of the messaging vendor. */
  assignTenDlc(numbers: readonly string[], vendorCampaignId: string): Promise<TenDlcAssignment[]>;
}
