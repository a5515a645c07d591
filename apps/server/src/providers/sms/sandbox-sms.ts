import crypto from 'node:crypto';
import { countSegments } from '@trueline/contract';
import { latency, pick, ProviderError, seeded } from '../sandbox';
import { signedEvents } from '../signed-events';
import { tenDigits } from '../numbers/nanp';
import { SMS_EVENT_HEADERS, type SentSms, type SmsCarrier, type SmsCarrierError, type SmsDeliveryStatus, type SmsProvider, type SmsProviderEvent } from './sms';

/**
 * Numbers with a fixed behaviour (README "Sandbox"): Austin 555-011x, beside the compliance test numbers (555-010x).
 * Every other number behaves by a stable, seeded profile: about 97% delivered, 2% a permanent carrier error, 1% a
 * temporary error on the first attempt; about one in eleven replies (STOP and its variants, HELP, START, questions,
 * yes/no, an angry reply, a free-text "please don't text me").
 */
export const SMS_TEST_NUMBERS = {
  /** Always delivered; never replies. */
  delivered: '5125550110',
  /** Always fails: unknown destination (permanent). */
  permanentFailure: '5125550111',
  /** The first message is undelivered (handset unreachable, temporary); a later one is delivered. */
  temporaryFailure: '5125550112',
  /** Delivered, then replies STOP. */
  repliesStop: '5125550113',
  /** Delivered, then replies HELP. */
  repliesHelp: '5125550114',
  /** Delivered, then asks a question; thanks whoever answers it. */
  repliesQuestion: '5125550115',
  /** Delivered, then replies "please don't text me anymore". */
  repliesFreeTextOptOut: '5125550116',
  /** A landline: not routable (permanent). Also DataBoost's landline test number. */
  landline: '5125550104',
} as const;

const ERRORS = {
  notRoutable: { code: '40001', message: 'Not routable: the destination is a landline', retryable: false, suppressNumber: true },
  unknownDestination: { code: '40005', message: 'Unknown destination: the number is not in service', retryable: false, suppressNumber: true },
  unreachable: { code: '40008', message: 'Handset unreachable', retryable: true, suppressNumber: false },
  spamTemporary: { code: '40002', message: 'Blocked as spam by the carrier (temporary)', retryable: true, suppressNumber: false },
  blockedStop: { code: '40300', message: 'Blocked: the recipient replied STOP', retryable: false, suppressNumber: true },
  mediaTooLarge: { code: '40011', message: 'Media too large for the carrier', retryable: false, suppressNumber: false },
} satisfies Record<string, SmsCarrierError>;

/** The largest MMS each carrier takes on a long code (bytes). */
export const MMS_LIMITS: Record<SmsCarrier, number> = { att: 1_000_000, verizon: 1_200_000, tmobile: 1_000_000, other: 600_000 };

type Reply = { kind: 'stop' | 'help' | 'start' | 'question' | 'yesno' | 'angry' | 'freeTextOptOut' | 'other'; text: string };
const REPLIES: Record<Reply['kind'], string[]> = {
  stop: ['STOP', 'stop', 'Stop.', 'UNSUBSCRIBE', 'Quit', 'opt out', 'STOP ALL', 'cancel'],
  help: ['HELP', 'help', 'Info'],
  start: ['START'],
  question: ['What time are you open?', 'How much does it cost?', 'Can someone call me tomorrow?', 'Is this about my appointment?', 'Where are you located?'],
  yesno: ['Yes', 'No', 'yes please', 'No thanks', 'Sure'],
  angry: ['Who is this?? Quit wasting my time', 'How did you get this number', 'This is the third text today. Enough.'],
  freeTextOptOut: ["please don't text me anymore", 'Remove me from your list', 'Wrong number', 'stop texting me'],
  other: ['Thanks', 'Sounds good', 'ok', '👍', 'Got it, thank you!'],
};
/** Share of numbers replying each way (the rest never reply). */
const REPLY_SHARES: [Reply['kind'], number][] = [['stop', 0.015], ['help', 0.005], ['question', 0.03], ['yesno', 0.02], ['angry', 0.005], ['freeTextOptOut', 0.005], ['other', 0.01]];

interface Profile { carrier: SmsCarrier; error: SmsCarrierError | null; temporaryFirst: boolean; reply: Reply | null }

function profileOf(d: string): Profile {
  const rand = seeded(`sms:${d}`);
  const c = rand();
  const carrier: SmsCarrier = c < 0.34 ? 'verizon' : c < 0.64 ? 'tmobile' : c < 0.9 ? 'att' : 'other';
  const e = rand();
  let error: SmsCarrierError | null = e < 0.015 ? ERRORS.unknownDestination : e < 0.02 ? ERRORS.notRoutable : null;
  let temporaryFirst = !error && e < 0.03;
  let r = rand();
  let reply: Reply | null = null;
  for (const [kind, share] of REPLY_SHARES) if ((r -= share) < 0) { reply = { kind, text: pick(rand, REPLIES[kind]) }; break; }
  const T = SMS_TEST_NUMBERS;
  if (Object.values(T).includes(d as never)) [error, temporaryFirst, reply] = [null, false, null];
  if (d === T.permanentFailure) error = ERRORS.unknownDestination;
  if (d === T.landline) error = ERRORS.notRoutable;
  if (d === T.temporaryFailure) temporaryFirst = true;
  if (d === T.repliesStop) reply = { kind: 'stop', text: 'STOP' };
  if (d === T.repliesHelp) reply = { kind: 'help', text: 'HELP' };
  if (d === T.repliesQuestion) reply = { kind: 'question', text: 'What time are you open?' };
  if (d === T.repliesFreeTextOptOut) reply = { kind: 'freeTextOptOut', text: "please don't text me anymore" };
  return { carrier, error, temporaryFirst, reply };
}

export interface SandboxSmsOptions {
  /** 0 (tests): events are posted at once, in order; 1: a carrier's pace (receipts in seconds, replies within a minute). */
  latencyScale: number;
  /** Signs event posts (and verifies them): derived from the app's secret. */
  signingKey: string;
  now: () => Date;
}

/** How many message references the sandbox remembers (the newest). */
const REFERENCES_KEPT = 100_000;

/** The sandbox carrier: deterministic per number, posting receipts and replies to the app's own event endpoint. */
export function sandboxSms(opts: SandboxSmsOptions): SmsProvider {
  let post: ((body: string, headers: Record<string, string>) => Promise<void>) | null = null;
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const attempts = new Map<string, number>();
  /** What each reference was answered: a send repeated after a crash gets the same answer and is not sent twice. */
  const byReference = new Map<string, SentSms>();
  /** Numbers that replied, and whether their question was answered (a question is thanked once). */
  const replied = new Map<string, 'replied' | 'thanked'>();
  /** Numbers that replied STOP, and how many texts they were sent since: the first (the opt-out confirmation) goes through. */
  const optedOut = new Map<string, number>();
  let closed = false;
  let sequence = 0;

  const signer = signedEvents(opts.signingKey, SMS_EVENT_HEADERS);

  /** Posts events after `ms` (scaled); posts for one number keep their order because delays only grow. */
  function later(ms: number, events: () => SmsProviderEvent[]) {
    if (closed) return;
    const run = async () => {
      if (closed || !post) return;
      const body = JSON.stringify({ events: events() });
      await post(body, signer.headers(body, opts.now()));
    };
    const task = new Promise<void>((resolve) => {
      const fire = () => run().catch(() => undefined).finally(resolve);
      if (opts.latencyScale <= 0) setImmediate(fire);
      else { const t = setTimeout(() => { timers.delete(t); fire(); }, ms * opts.latencyScale); timers.add(t); }
    });
    pending.add(task);
    void task.finally(() => pending.delete(task));
  }

  const at = () => opts.now().toISOString();
  const status = (id: string, reference: string, s: SmsDeliveryStatus, error?: SmsCarrierError): SmsProviderEvent =>
    ({ kind: 'status', eventId: `${id}:${s}`, providerMessageId: id, reference, status: s, at: at(), ...(error ? { error } : {}) });

  return {
    async send(message) {
      const known = byReference.get(message.reference);
      if (known) return known;
      const to = tenDigits(message.to);
      if (!to) throw new ProviderError('sms', 'Invalid destination number');
      if (message.text.length > 1600) throw new ProviderError('sms', 'Message text over 1,600 characters');
      await latency(opts.latencyScale, 20, 80, `sms-send:${message.reference}`);
      const p = profileOf(to);
      // Counted only where it changes the answer (a temporary failure, then delivered): a million-lead campaign keeps no map of a million numbers.
      const attempt = p.temporaryFirst ? (attempts.get(to) ?? 0) + 1 : 1;
      if (p.temporaryFirst) attempts.set(to, attempt);
      const id = `SM${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
      const media = message.media ?? [];
      const segments = media.length ? 1 : Math.max(1, countSegments(message.text).segments);
      const sinceStop = optedOut.get(to);
      if (sinceStop !== undefined) optedOut.set(to, sinceStop + 1);
      const error = sinceStop !== undefined && sinceStop >= 1 ? ERRORS.blockedStop
        : media.some((m) => m.bytes > MMS_LIMITS[p.carrier]) ? ERRORS.mediaTooLarge
        : p.error ?? (p.temporaryFirst && attempt === 1 ? ERRORS.unreachable : null);
      later(300, () => [status(id, message.reference, 'sent')]);
      if (error) later(1500, () => [status(id, message.reference, error.retryable ? 'undelivered' : 'failed', error)]);
      else {
        later(2500, () => [status(id, message.reference, 'delivered')]);
        const reply = nextReply(to, p);
        if (reply) {
          const delay = 5000 + seeded(`sms-delay:${to}:${attempt}`)() * 40_000;
          later(delay, () => {
            if (reply.kind === 'stop' || reply.kind === 'freeTextOptOut') optedOut.set(to, 0);
            if (reply.kind === 'start') optedOut.delete(to);
            return [{ kind: 'inbound', eventId: `MO${++sequence}:${to}`, providerMessageId: `MO${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`, from: to, to: message.from, text: reply.text, at: at(), carrier: p.carrier }];
          });
        }
      }
      const sent: SentSms = { providerMessageId: id, carrier: p.carrier, segments };
      // The newest references only, as a carrier keeps idempotency keys for a while: a send repeated after a crash is recent.
      if (byReference.size >= REFERENCES_KEPT) byReference.delete(byReference.keys().next().value!);
      byReference.set(message.reference, sent);
      return sent;
    },

    async carriers(numbers) {
      await latency(opts.latencyScale, 40, 120, `sms-carriers:${numbers.length}`);
      return new Map(numbers.map((n) => [n, profileOf(tenDigits(n) ?? n).carrier]));
    },

    verifyEvents: (body, headers, now) => signer.verify<SmsProviderEvent>(body, headers, now),

    deliverTo(fn) { post = fn; },
    async settled() { while (pending.size) await Promise.all([...pending]); },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };

  /** The reply a number sends to this message: its profile's reply once; a question is thanked after it is answered. */
  function nextReply(to: string, p: Profile): Reply | null {
    const state = replied.get(to);
    if (!p.reply) return null;
    if (!state) { replied.set(to, 'replied'); return p.reply; }
    if (state === 'replied' && p.reply.kind === 'question') { replied.set(to, 'thanked'); return { kind: 'other', text: 'Thank you, that helps.' }; }
    return null;
  }
}
