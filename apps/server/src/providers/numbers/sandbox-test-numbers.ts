/**
 * Numbers that always get the same answer from the sandbox compliance providers (DNC, litigator, lead verification,
 * DataBoost), whatever else is asked. Austin, TX numbers in the fictional 555-01xx range: Texas has a state DNC list.
 * Every other number gets a stable, seeded answer.
 */
export const SANDBOX_TEST_NUMBERS = {
  /** Clear everywhere: not on any DNC list, no litigator, mobile, active (score 90), tokens as given. */
  clean: '5125550100',
  /** On the national DNC registry (blocked REGISTERED when the SAN covers 512). */
  federalDnc: '5125550101',
  /** On the Texas state DNC list only. */
  stateDnc: '5125550102',
  /** A known TCPA litigator. */
  litigator: '5125550103',
  /** DataBoost: a Landline (active, score 64). */
  landline: '5125550104',
  /** DataBoost: valid but inactive (activity score 12). */
  inactive: '5125550105',
  /** TrustedForm "Certificate expired" and LeadiD "Token expired", whatever the token. */
  tokenError: '5125550106',
  /** DataBoost: not valid (disconnected), activity score 0. */
  invalid: '5125550107',
} as const;

/**
 * The SMS sandbox's test numbers (providers/sms SMS_TEST_NUMBERS, 512-555-0110 to 0116): clear everywhere here and
 * active mobiles for DataBoost, so a list of them passes the scrub and reaches the carrier, whose answers they script.
 */
export const SMS_TEST_MOBILES: readonly string[] = ['5125550110', '5125550111', '5125550112', '5125550113', '5125550114', '5125550115', '5125550116'];

const DOCUMENTED = new Set<string>([...Object.values(SANDBOX_TEST_NUMBERS), ...SMS_TEST_MOBILES]);
/** Whether a number is one of the documented ones (random outcomes are not applied to them). */
export const isDocumentedTestNumber = (tenDigits: string) => DOCUMENTED.has(tenDigits);
