import type { CNAM_TYPES, RiskLevel, SpamResult, ValidationResult } from '@trueline/contract';

/** What a reputation check knows about the calls behind a number. */
export interface ReputationContext {
  /** When the check runs: analytics engines re-score numbers continuously, so scores drift from week to week. */
  asOf?: Date;
  /** Calls the number placed per day lately: heavy use of one number raises its risk. */
  callsPerDay?: number;
  /** The caller name registered for the number: what a clean CNAM dip should show once it has propagated. */
  registeredName?: string | null;
  /**
   * When the engines made that registration active; null or absent while it is pending. CNAM databases pick a new
   * name up 24 to 72 hours later (sometimes weeks): until then a dip shows the old listing.
   */
  registeredAt?: Date | null;
}

/** Every spam engine's answer in its own scale, and the overall verdict. */
export interface SpamReport extends SpamResult {
  number: string;
  /** 0 (clean) to 100 (certain spam), across every engine. */
  spamScore: number;
  /** Any engine flags the number, or its risk level is HIGH. */
  alert: boolean;
}

export type CnamType = (typeof CNAM_TYPES)[number];
export interface CnamReport {
  number: string;
  /** What the primary CNAM database shows: a registered name, "CITY ST", or "NOT AVAILABLE". */
  name: string;
  type: CnamType;
  /** What a second database shows; it may lag behind the first. */
  secondaryName: string;
  /**
   * With a registered name in the context: true when the primary database still does not show it after the usual
   * propagation window (72 hours after the registration became active). Pending and propagating names are not errors.
   */
  invalid: boolean;
}

export interface FtcReport {
  number: string;
  count: number;
  /** Date of the latest complaint (YYYY-MM-DD), if any. */
  lastComplaint: string | null;
}

export interface LineReport extends ValidationResult {
  number: string;
}

export interface NumberReputation {
  number: string;
  spam: SpamReport;
  cnam: CnamReport;
  ftc: FtcReport;
  line: LineReport;
}
export type ScanOutcome = NumberReputation | { number: string; error: string };

/**
 * Spam analytics, CNAM databases, FTC complaints and line data for North American numbers.
 * Numbers are ten digits or E.164 (+1…); answers carry the ten digits. A failing look-up throws ProviderError.
 */
export interface ReputationProvider {
  spamCheck(number: string, ctx?: ReputationContext): Promise<SpamReport>;
  cnamLookup(number: string, ctx?: ReputationContext): Promise<CnamReport>;
  ftcComplaints(number: string, ctx?: ReputationContext): Promise<FtcReport>;
  lineInfo(number: string, ctx?: ReputationContext): Promise<LineReport>;
  /** Every check for many numbers in one call; a number whose look-up fails answers its error instead. */
  scan(items: { number: string; ctx?: ReputationContext }[]): Promise<ScanOutcome[]>;
  /** Whether the CNAM and spam services answer. */
  ping(): Promise<{ cnam: boolean; spam: boolean }>;
}

export type { RiskLevel };
