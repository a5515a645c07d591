/** What the RND administrator says about an account's tokens. */
export interface RndTokenCheck {
  /** The access token still opens the API. */
  tokenValid: boolean;
  /** The refresh token can still get a new access token. */
  refreshTokenValid: boolean;
}

/**
 * The FCC Reassigned Numbers Database answer for a number and a date of consent: `yes` when the number was
 * permanently disconnected on or after that date (do not call), `no` when it was not, `no_data` when the database cannot tell.
 */
export type RndAnswer = 'yes' | 'no' | 'no_data';

/** The Reassigned Numbers Database, reached with a company's API token. */
export interface RndProvider {
  /** Checks a token with the RND administrator; throws ProviderError when the service cannot be reached. */
  checkToken(token: string): Promise<RndTokenCheck>;
  /** One query: was `phone` (E.164 or 10 digits) permanently disconnected since `since` (YYYY-MM-DD)? */
  query(token: string, phone: string, since: string): Promise<{ answer: RndAnswer; disconnectDate: string | null }>;
}
