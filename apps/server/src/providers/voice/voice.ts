/**
 * The carrier our pool numbers live on, for the calls that come in to them: people calling back the local number that
 * called them. When one rings, the carrier asks us where to forward it (our answer to its webhook: the campaign's
 * forwarding number, over the PSTN or a SIP trunk); when it ends, it posts a signed event with its outcome and billable
 * duration to `POST /api/v1/voice/provider-events`.
 */

export type InboundCallStatus = 'ANSWERED' | 'BUSY' | 'NO_ANSWER' | 'FAILED';

export interface InboundCallEvent {
  kind: 'completed';
  eventId: string;
  callId: string;
  /** Who called (ten digits). */
  from: string;
  /** Our number they called (ten digits). */
  to: string;
  /** Where the call was forwarded; null when we had nowhere to send it. */
  forwardedTo: string | null;
  sip: boolean;
  status: InboundCallStatus;
  startedAt: string;
  /** Seconds the carrier bills (0 unless answered). */
  billableSeconds: number;
}

/** An outbound call that presented one of our numbers. */
export interface DialledCall { callerId: string; to: string; at: Date }

/** Where a call to one of our numbers goes; null when the number is not in service for a campaign. */
export type CallRoute = { forwardTo: string; sip: boolean } | null;

export const VOICE_EVENT_HEADERS = { timestamp: 'x-voice-timestamp', signature: 'x-voice-signature' } as const;

export interface VoiceProvider {
  /** The numbers our dialers presented: a carrier sees these calls anyway; the sandbox models who calls them back. */
  dialled(calls: readonly DialledCall[]): void;
  /** Asked when a call to one of our numbers rings (the carrier's webhook for routing). */
  routeWith(route: (to: string) => Promise<CallRoute>): void;
  /** The events of a signed post, or null when the signature or timestamp does not hold. */
  verifyEvents(body: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): InboundCallEvent[] | null;
  /** Where the provider posts its events (the app wires this to its own endpoint). */
  deliverTo(post: (body: string, headers: Record<string, string>) => Promise<void>): void;
  /** Resolves when every event already due has been posted (tests, and a graceful close). */
  settled(): Promise<void>;
  close(): void;
}
