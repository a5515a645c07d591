export interface TokenCheck {
  number: string;
  valid: boolean;
  /** Why a token failed, e.g. 'No certificate provided', 'Certificate expired', 'Token not found'. */
  reason: string | null;
}

/** Lead-origin verification: ActiveProspect TrustedForm certificates and Verisk Jornaya LeadiD tokens. */
export interface LeadVerificationProvider {
  /** `token` is the certificate URL or id given with the lead (null when the lead has none). */
  trustedForm(items: readonly { number: string; token: string | null }[], apiKey: string): Promise<TokenCheck[]>;
  /** `token` is the 36-character LeadiD token (null when the lead has none). */
  leadId(items: readonly { number: string; token: string | null }[], accountId: string): Promise<TokenCheck[]>;
}
