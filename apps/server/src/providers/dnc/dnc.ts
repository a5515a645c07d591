/** How a federal DNC check went for one number: blocked (registered, or not covered by the SAN) or clear. */
export interface FederalDncResult {
  number: string;
  blocked: boolean;
  /** Whether the SAN covers the number's area code (a number it does not cover cannot be called). */
  sanCoverage: boolean;
  reason: 'REGISTERED' | 'NOT_COVERED' | null;
}

export interface StateDncResult {
  number: string;
  blocked: boolean;
  /** The state list that has the number (CO, FL, IN, LA, MA, MO, OK, PA, TN, TX, WY). */
  state: string | null;
}

/** The subscription the check runs under (an FTC SAN of the workspace). */
export interface SanAccess {
  ftcSan: string;
  fullCoverage: boolean;
  areaCodes: readonly string[];
}

/** The national Do Not Call registry (by SAN) and the state DNC lists. Numbers are ten digits. */
export interface DncProvider {
  federal(numbers: readonly string[], san: SanAccess): Promise<FederalDncResult[]>;
  /** `state` is the lead's state when known (else taken from the area code). */
  state(leads: readonly { number: string; state?: string | null }[]): Promise<StateDncResult[]>;
}
