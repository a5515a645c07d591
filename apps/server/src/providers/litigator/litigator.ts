export interface LitigatorResult {
  number: string;
  /** A known TCPA plaintiff or serial litigator's number. */
  flagged: boolean;
  /** Who the number belongs to, for a flagged number (e.g. "Serial TCPA plaintiff: 14 federal suits since 2018"). */
  description?: string | null;
  /** What the database advises for a flagged number. */
  actions?: string | null;
}

/** The known-litigator (TCPA plaintiff) database. */
export interface LitigatorProvider {
  check(numbers: readonly string[]): Promise<LitigatorResult[]>;
}
