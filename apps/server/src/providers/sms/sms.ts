/**
 * An A2P SMS carrier API (Telnyx, Infobip — spec 2's SMS campaign vendors): a send answers the provider's message id at
 * once; delivery receipts and inbound messages arrive later as signed events posted to our endpoint
 * `POST /api/v1/engage/provider-events`.
 */

/** The carriers rate limits are kept for (spec 2: a business record's `smsRateLimits`). */
export const SMS_CARRIERS = ['att', 'verizon', 'tmobile', 'other'] as const;
export type SmsCarrier = (typeof SMS_CARRIERS)[number];

export interface OutboundSms {
  /** Our message id: the provider echoes it on every receipt. */
  reference: string;
  /** Ten digits (a long code or toll-free number) or a 5–6 digit short code. */
  from: string;
  /** Ten digits. */
  to: string;
  text: string;
  /** Signed addresses of MMS media the carrier fetches. */
  media?: { url: string; bytes: number }[];
}

export interface SentSms {
  providerMessageId: string;
  carrier: SmsCarrier;
  /** Segments billed (an MMS counts one). */
  segments: number;
}

export type SmsDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** A carrier error as receipts report it (codes in the style of Telnyx's 40xxx). */
export interface SmsCarrierError {
  code: string;
  message: string;
  /** A temporary error may succeed when sent again later. */
  retryable: boolean;
  /** The number itself cannot take texts (landline, disconnected, blocked after STOP): suppress it. */
  suppressNumber: boolean;
}

export type SmsProviderEvent =
  | { kind: 'status'; eventId: string; providerMessageId: string; reference: string; status: SmsDeliveryStatus; at: string; error?: SmsCarrierError }
  | { kind: 'inbound'; eventId: string; providerMessageId: string; from: string; to: string; text: string; at: string; carrier: SmsCarrier };

/** Headers of an event post: the timestamp and an HMAC over `timestamp.body`. */
export const SMS_EVENT_HEADERS = { timestamp: 'x-sms-timestamp', signature: 'x-sms-signature' } as const;

export interface SmsProvider {
  /**
   * Hands a message to the carrier; throws ProviderError when the provider refuses the request itself. Idempotent by
   * `reference` (the carrier's idempotency key): a send repeated after a crash answers the first send's result.
   */
  send(message: OutboundSms): Promise<SentSms>;
  /** The carrier each number is on (stable per number). */
  carriers(numbers: readonly string[]): Promise<Map<string, SmsCarrier>>;
  /** The events of a signed post, or null when the signature or timestamp does not hold. */
  verifyEvents(body: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): SmsProviderEvent[] | null;
  /** Where the provider posts its events (the app wires this to its own endpoint). */
  deliverTo(post: (body: string, headers: Record<string, string>) => Promise<void>): void;
  /** Resolves when every event already due has been posted (tests, and a graceful close). */
  settled(): Promise<void>;
  close(): void;
}
