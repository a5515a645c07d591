import crypto from 'node:crypto';
import { seeded } from '../sandbox';
import { signedEvents } from '../signed-events';
import { VOICE_EVENT_HEADERS, type CallRoute, type DialledCall, type InboundCallEvent, type InboundCallStatus, type VoiceProvider } from './voice';

/**
 * Leads with a fixed behaviour (README "Sandbox"), beside the SMS test numbers: each calls back the number that
 * called it, 20 minutes after the call.
 */
export const CALLBACK_TEST_NUMBERS = {
  /** Calls back and talks for 3 minutes 5 seconds (4 minutes billed). */
  answered: '5125550117',
  /** Calls back and gets a busy line. */
  busy: '5125550118',
  /** Calls back; nobody answers. */
  noAnswer: '5125550119',
} as const;

/** Share of the people called who call back, and how their calls go. */
export const CALLBACK_SHARE = 0.04;
const OUTCOMES: [InboundCallStatus, number][] = [['ANSWERED', 0.72], ['NO_ANSWER', 0.12], ['BUSY', 0.1], ['FAILED', 0.06]];

interface Callback { delayMs: number; status: InboundCallStatus; seconds: number }

/** Whether and how the person called calls back: stable per pair of numbers. */
export function callbackOf(call: Pick<DialledCall, 'callerId' | 'to'>): Callback | null {
  const T = CALLBACK_TEST_NUMBERS;
  if (call.to === T.answered) return { delayMs: 20 * 60_000, status: 'ANSWERED', seconds: 185 };
  if (call.to === T.busy) return { delayMs: 20 * 60_000, status: 'BUSY', seconds: 0 };
  if (call.to === T.noAnswer) return { delayMs: 20 * 60_000, status: 'NO_ANSWER', seconds: 0 };
  const rand = seeded(`callback:${call.callerId}:${call.to}`);
  if (rand() >= CALLBACK_SHARE) return null;
  // Most call back within the hour; some the same evening.
  const delayMs = Math.round((rand() < 0.7 ? 5 + rand() * 55 : 60 + rand() * 300) * 60_000);
  let r = rand();
  let status: InboundCallStatus = 'ANSWERED';
  for (const [s, share] of OUTCOMES) if ((r -= share) < 0) { status = s; break; }
  const seconds = status === 'ANSWERED' ? Math.round(20 + rand() ** 2 * 880) : 0;
  return { delayMs, status, seconds };
}

export interface SandboxVoiceOptions {
  /** 0 (tests): a callback is posted at once; 1: when it would happen (minutes to hours after the call). */
  latencyScale: number;
  signingKey: string;
  now: () => Date;
}

/** Events a carrier puts in one post, as real carriers batch their call records. */
const EVENTS_A_POST = 25;

/**
 * The sandbox carrier: a deterministic share of the people our numbers called call back, forwarded as we answer.
 * Calls that are due are reported in batches, one post at a time: a week of history (the demo's) arrives as a steady
 * stream rather than hundreds of posts at once, which would hold the database from everyone else.
 */
export function sandboxVoice(opts: SandboxVoiceOptions): VoiceProvider {
  let post: ((body: string, headers: Record<string, string>) => Promise<void>) | null = null;
  let route: ((to: string) => Promise<CallRoute>) | null = null;
  const due: { call: DialledCall; cb: Callback }[] = [];
  let draining: Promise<void> | null = null;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const signer = signedEvents(opts.signingKey, VOICE_EVENT_HEADERS);

  async function eventOf(call: DialledCall, cb: Callback): Promise<InboundCallEvent> {
    const where = route ? await route(call.callerId) : null;
    const callId = `CA${crypto.createHash('sha256').update(`${call.callerId}:${call.to}:${call.at.getTime()}`).digest('hex').slice(0, 30)}`;
    const status: InboundCallStatus = where ? cb.status : 'FAILED';
    const startedAt = new Date(Math.min(call.at.getTime() + cb.delayMs, opts.now().getTime()));
    return {
      kind: 'completed', eventId: `${callId}:completed`, callId, from: call.to, to: call.callerId, forwardedTo: where?.forwardTo ?? null, sip: where?.sip ?? false,
      status, startedAt: startedAt.toISOString(), billableSeconds: status === 'ANSWERED' ? cb.seconds : 0,
    };
  }

  async function drain() {
    while (due.length > 0 && !closed && post) {
      const batch = due.splice(0, EVENTS_A_POST);
      try {
        const events = await Promise.all(batch.map(({ call, cb }) => eventOf(call, cb)));
        const body = JSON.stringify({ events });
        await post(body, signer.headers(body, opts.now()));
      } catch {
        // A carrier whose post failed moves on; the sandbox does not retry.
      }
    }
    draining = null;
  }
  const ring = (call: DialledCall, cb: Callback) => {
    if (closed) return;
    due.push({ call, cb });
    draining ??= drain();
  };

  return {
    dialled(calls) {
      for (const call of calls) {
        const cb = callbackOf(call);
        if (!cb || closed) continue;
        // A call back that is due rings now; a later one when its time comes (`settled` waits only for those due).
        const wait = call.at.getTime() + cb.delayMs - opts.now().getTime();
        if (opts.latencyScale <= 0 || wait <= 0) ring(call, cb);
        else { const t = setTimeout(() => { timers.delete(t); ring(call, cb); }, Math.min(wait * opts.latencyScale, 2 ** 31 - 1)); timers.add(t); }
      }
    },
    routeWith(fn) { route = fn; },
    verifyEvents: (body, headers, now) => signer.verify<InboundCallEvent>(body, headers, now),
    deliverTo(fn) { post = fn; },
    async settled() { while (draining) await draining; },
    close() {
      closed = true;
      due.length = 0;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
