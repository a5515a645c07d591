export interface LitigatorResult {
  number: string;
  /** A known TCPA plaintiff or serial litigator's number. */
  flagged: boolean;
}

/** The known-litigator (TCPA plaintiff) database. */
export interface LitigatorProvider {
  check(numbers: readonly string[]): Promise<LitigatorResult[]>;
}
