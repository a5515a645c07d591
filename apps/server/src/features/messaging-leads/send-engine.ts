import { countSegments, renderTokens, type SmsCampaignType, type SmsRateLimits, type UsageProduct } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { MeteringService } from '../metering/metering.service';
import { newId } from '../../platform/crypto';
import { ProviderError } from '../../providers/sandbox';
import type { SmsCarrier } from '../../providers/sms/sms';
import * as repo from './messaging-leads.repo';
import { addRollups, type RollupDimension } from './rollups';
import type { MessagingLeadRow } from './messaging-leads.tables';
import { nextSendTime, type SendSchedule } from './send-window';
import { carrierAllowance, chooseSender, minuteCap, SENDER_RATE_PER_SECOND, windowsAt, type SenderNumber } from './pacing';

/** What the engine needs to know of a campaign to text its leads (assembled from the campaign, its pool and its business record). */
export interface SendingCampaign {
  id: string;
  /** Whose usage the messages are (unset: not billed, as in the engine's own tests). */
  orgId?: string;
  workspaceId: string;
  /** ACTIVE: the engine sends; anything else: it leaves the leads waiting. */
  active: boolean;
  schedule: SendSchedule;
  initialMessage: string;
  /** The automatic replies (spec 3 §3: engaged response, help, opt-out and opt-in messages). */
  replies: { responseMessage: string; helpMessage: string; stopMessage: string; startMessage: string };
  senderType: SmsCampaignType;
  /** The business record whose carrier caps apply (null: none apply). */
  businessRecordId: string | null;
  limits: SmsRateLimits | null;
  /** The pool's numbers, and whether each may send now (in service, 10DLC assignment valid). */
  senders: readonly { number: string; usable: boolean }[];
  /** Lists whose leads may be sent (ACTIVE ones); leads loaded one at a time always may. */
  activeListIds: readonly string[];
  media: readonly { url: string; bytes: number }[];
}

export interface SendEnginePorts {
  campaign(campaignId: string): Promise<SendingCampaign | null>;
  optedOutAmong(workspaceId: string, phones: readonly string[]): Promise<Set<string>>;
  /** Applies the final receipts that came before the carrier's answer to these messages was recorded (receipts.ts). */
  earlyReceipts?(messageIds: readonly string[]): Promise<unknown>;
  /** The usage ledger: each message the carrier took, in segments, written with the answer that records it. */
  metering?: Pick<MeteringService, 'record'>;
}

/** What a message is billed as, by the campaign's sender type. */
const MESSAGE_PRODUCTS = { LONG_CODE: 'messagesLongCode', SHORT_CODE: 'messagesShortCode', TOLL_FREE: 'messagesTollFree' } as const satisfies Record<SmsCampaignType, UsageProduct>;

export const SEND_ENGINE = {
  batch: 500,
  /** Handed to the carrier at once. */
  concurrency: 50,
  /** A sender free within this long sends now (small bursts); later ones wait for their turn. */
  burstMs: 2000,
  /** A lead with no sending number available looks again after this long. */
  noSenderRetryMs: 5 * 60_000,
  /** A schedule closed for three weeks ahead is looked at again daily (it may change). */
  closedRetryMs: 24 * 3_600_000,
  /** Attempts at a lead's initial message through temporary carrier errors. */
  maxAttempts: 3,
} as const;

const TEXTS = {
  noSender: 'Waiting for a sending number: none of the pool’s numbers may send now.',
  closed: 'Waiting: the schedule has no opening in the next three weeks.',
  window: 'Waiting for the schedule to open in the lead’s time zone.',
  cap: 'Waiting for the carrier’s cap to reset.',
  optedOut: 'Opted out',
};

const carrierOf = (lead: MessagingLeadRow): SmsCarrier => lead.normalizedCarrier ?? 'other';

/**
 * The sending engine's step for one campaign: reads a batch of due READY leads, holds back those outside the
 * schedule, over their carrier's cap or without a free sending number (READY with `retryAfter`), and texts the rest
 * exactly once: each message is stored QUEUED under its own id, in the statement that takes its lead (SENDING, only
 * while still READY), before it is handed to the carrier, which takes that id as its idempotency key, so a send
 * interrupted by a crash is completed by `recover` and never repeated.
 */
export function sendEngine(deps: Pick<Deps, 'db' | 'sms' | 'now' | 'log'>, ports: SendEnginePorts) {
  const { db } = deps;

  async function wait(groups: Map<string, { until: Date; message: string; ids: string[] }>) {
    for (const g of groups.values()) await repo.holdReady(db, g.ids, { retryAfter: g.until, statusMessage: g.message });
  }
  const waiting = () => {
    const groups = new Map<string, { until: Date; message: string; ids: string[] }>();
    return {
      groups,
      add(id: string, until: Date, message: string) {
        const k = `${until.getTime()}|${message}`;
        const g = groups.get(k) ?? { until, message, ids: [] };
        g.ids.push(id);
        groups.set(k, g);
      },
    };
  };

  /** Hands the queued messages to the carrier and records its answers. */
  async function handOut(c: Pick<SendingCampaign, 'orgId' | 'workspaceId' | 'id' | 'media' | 'senderType'>, queued: { lead: MessagingLeadRow; messageId: string; from: string; text: string }[]) {
    const sent: { id: string; providerMessageId: string; segments: number; carrier: SmsCarrier; at: Date }[] = [];
    const leadsSent: { id: string; carrier: SmsCarrier; at: Date }[] = [];
    const refused: { lead: MessagingLeadRow; messageId: string; reason: string }[] = [];
    for (let i = 0; i < queued.length; i += SEND_ENGINE.concurrency) {
      await Promise.all(queued.slice(i, i + SEND_ENGINE.concurrency).map(async (q) => {
        try {
          const r = await deps.sms.send({ reference: q.messageId, from: q.from, to: q.lead.phone, text: q.text, media: c.media.length ? [...c.media] : undefined });
          const at = deps.now();
          sent.push({ id: q.messageId, providerMessageId: r.providerMessageId, segments: r.segments, carrier: r.carrier, at });
          leadsSent.push({ id: q.lead.id, carrier: r.carrier, at });
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          refused.push({ ...q, reason: err.message });
        }
      }));
    }
    await db.transaction(async (tx) => {
      await repo.markSent(tx, sent);
      await repo.markLeadsSent(tx, leadsSent);
      const orgId = c.orgId;
      if (orgId && ports.metering) {
        // Keyed by the message: a send completed by `recover` after a crash is billed once.
        await ports.metering.record(sent.map((s) => ({
          orgId, workspaceId: c.workspaceId, product: MESSAGE_PRODUCTS[c.senderType], quantity: s.segments, key: `message:${s.id}`, at: s.at,
        })), tx);
      }
      for (const r of refused) {
        await repo.updateMessage(tx, r.messageId, { status: 'FAILED', errorMessage: r.reason, updated: deps.now() });
        await repo.setLeads(tx, [r.lead.id], { status: 'FAILED', statusMessage: r.reason, result: 'FAILED', finalized: deps.now() });
      }
      // The dashboard counts a send the carrier refused as sent and failed at once (it never gets a receipt).
      const bucket = deps.now();
      const rollup = (dimension: RollupDimension, key: string, count: number) => ({ workspaceId: c.workspaceId, campaignId: c.id, bucket, dimension, key, count });
      const perCarrier = (rows: { carrier: string }[]) => {
        const counts = new Map<string, number>();
        for (const r of rows) counts.set(r.carrier, (counts.get(r.carrier) ?? 0) + 1);
        return [...counts];
      };
      const refusedCarriers = refused.map((r) => ({ carrier: carrierOf(r.lead) }));
      await addRollups(tx, [
        rollup('activity', 'outbound', sent.length + refused.length),
        ...perCarrier([...sent, ...refusedCarriers]).map(([carrier, count]) => rollup('carrier.sent', carrier, count)),
        rollup('activity', 'failed', refused.length),
        rollup('status', 'FAILED', refused.length),
        ...perCarrier(refusedCarriers).map(([carrier, count]) => rollup('carrier.failed', carrier, count)),
      ].filter((r) => r.count > 0));
    });
    await ports.earlyReceipts?.(sent.map((s) => s.id));
    return { sent: sent.length, refused: refused.length };
  }

  /**
   * Turns for the leads a batch holds back, per campaign and limit (a carrier's cap, the pool's pace): the window
   * being booked and the weight booked in it. A held lead waits for its own turn — a cap of 240 segments a minute
   * brings 240 segments' worth back each minute — not all for the next window, where all but a window's worth would be
   * read and held again (a 20,000-lead batch behind a cap was read and re-held every simulated second).
   */
  const turns = new Map<string, { at: number; used: number }>();
  function turnFor(key: string, from: number, capacity: number, windowMs: number, weight: number): Date {
    let turn = turns.get(key);
    if (!turn || turn.at < from) turn = { at: from, used: 0 };
    if (turn.used > 0 && turn.used + weight > capacity) turn = { at: turn.at + windowMs, used: 0 };
    turn.used += weight;
    turns.set(key, turn);
    return new Date(turn.at);
  }
  /** Per campaign, the last fresh lead read (see `repo.dueLeads`). */
  const cursors = new Map<string, string>();
  /**
   * Lets go of what this instance keeps of a campaign with nothing due now (a long-running server sends many): its
   * cursor, and its turns already past (a turn is booked from now on; one in the future still spaces held leads).
   */
  const forget = (campaignId: string, now: number) => {
    cursors.delete(campaignId);
    for (const [key, turn] of turns) if (key.startsWith(`${campaignId}|`) && turn.at < now) turns.delete(key);
  };
  const engine = {
    /**
     * Completes what a stopped sender left: leads SENDING with a QUEUED message are handed out again under the same
     * key (the carrier answers the first send, never sending twice); leads SENDING without one wait again.
     */
    async recover(campaignId: string): Promise<number> {
      const c = await ports.campaign(campaignId);
      const stranded = await repo.strandedLeads(db, campaignId);
      const unsent = stranded.filter((s) => !s.message).map((s) => s.lead.id);
      await repo.setLeads(db, unsent, { status: 'READY' });
      const queued = stranded.filter((s) => s.message?.status === 'QUEUED')
        .map((s) => ({ lead: s.lead, messageId: s.message!.id, from: s.message!.fromNumber, text: s.message!.body }));
      if (queued.length && c) await handOut(c, queued);
      return queued.length;
    },

    /** One batch; answers how many were texted and whether due leads may remain. */
    async sendBatch(campaignId: string, batch: number = SEND_ENGINE.batch): Promise<{ sent: number; claimed: number }> {
      const { claimed, handOut: hand } = await engine.queueBatch(campaignId, batch);
      const { sent } = await hand();
      return { sent, claimed };
    },

    /**
     * A batch up to its messages stored QUEUED; `handOut` then gives them to the carrier. A sender may read and queue
     * the next batch while the carrier takes this one (its leads are SENDING, its numbers' clocks and caps booked).
     */
    async queueBatch(campaignId: string, batch: number = SEND_ENGINE.batch): Promise<{ claimed: number; handOut: () => Promise<{ sent: number }> }> {
      const none = { claimed: 0, handOut: async () => ({ sent: 0 }) };
      const c = await ports.campaign(campaignId);
      if (!c?.active) {
        forget(campaignId, Infinity);
        return none;
      }
      const now = deps.now();
      const leads = await repo.dueLeads(db, campaignId, c.activeListIds, now, batch, cursors.get(campaignId));
      // Where the next batch's fresh leads start; a short batch starts over (leads loaded since may sort earlier).
      const lastFresh = leads.findLast((l) => !l.retryAfter);
      if (leads.length === batch && lastFresh) cursors.set(campaignId, lastFresh.id);
      else cursors.delete(campaignId);
      if (!leads.length) {
        forget(campaignId, now.getTime());
        return none;
      }

      const later = waiting();
      const optedOut = await ports.optedOutAmong(c.workspaceId, leads.map((l) => l.phone));
      await repo.holdReady(db, leads.filter((l) => optedOut.has(l.phone)).map((l) => l.id), { status: 'SUPPRESSED', statusMessage: TEXTS.optedOut, finalized: now });

      // The schedule in the lead's own zones.
      const due: MessagingLeadRow[] = [];
      // Leads share a handful of zone sets: each set's opening is worked out once a batch.
      const openings = new Map<string, Date | null>();
      for (const lead of leads) {
        if (optedOut.has(lead.phone)) continue;
        const zones = lead.zones.join('|');
        if (!openings.has(zones)) openings.set(zones, nextSendTime(c.schedule, lead.zones, now));
        const at = openings.get(zones)!;
        if (!at) later.add(lead.id, new Date(now.getTime() + SEND_ENGINE.closedRetryMs), TEXTS.closed);
        else if (at.getTime() > now.getTime()) later.add(lead.id, at, TEXTS.window);
        else due.push(lead);
      }

      // A sending number for each (sticky), at its per-second pace.
      const rate = SENDER_RATE_PER_SECOND[c.senderType];
      const clocks = await repo.senderClocks(db, c.senders.map((s) => s.number));
      const numbers: SenderNumber[] = c.senders.map((s) => ({ number: s.number, usable: s.usable, nextFreeAt: clocks.get(s.number) ?? 0 }));
      const byNumber = new Map(numbers.map((n) => [n.number, n]));
      const poolPerSecond = Math.max(1, rate * numbers.filter((n) => n.usable).length);
      const planned: { lead: MessagingLeadRow; from: string; text: string; segments: number }[] = [];
      for (const lead of due) {
        const pick = chooseSender(lead.senderNumber, numbers, now.getTime());
        if (!pick) { later.add(lead.id, new Date(now.getTime() + SEND_ENGINE.noSenderRetryMs), TEXTS.noSender); continue; }
        if (pick.at > now.getTime() + SEND_ENGINE.burstMs) { later.add(lead.id, turnFor(`${c.id}|pool`, pick.at, poolPerSecond, 1000, 1), TEXTS.window); continue; }
        const n = byNumber.get(pick.number)!;
        n.nextFreeAt = pick.at + 1000 / rate;
        const text = renderTokens(c.initialMessage, { ...lead.leadData, Phone: lead.phone, FromNumber: pick.number });
        planned.push({ lead, from: pick.number, text, segments: c.media.length ? 1 : Math.max(1, countSegments(text).segments) });
      }

      // Each carrier's caps, counted in segments across every campaign of the business record.
      const granted: typeof planned = [];
      const byCarrier = new Map<SmsCarrier, typeof planned>();
      for (const p of planned) {
        const group = byCarrier.get(carrierOf(p.lead));
        if (group) group.push(p);
        else byCarrier.set(carrierOf(p.lead), [p]);
      }
      for (const [carrier, group] of byCarrier) {
        const limit = c.limits?.[carrier];
        // No cap for this carrier and sender type (blank limits): nothing to count.
        if (!limit || !c.businessRecordId || carrierAllowance(limit, c.senderType, { minute: 0, day: 0 }, now).allowed === Infinity) {
          granted.push(...group);
          continue;
        }
        const want = group.reduce((a, p) => a + p.segments, 0);
        const { grant, used } = await repo.reserveSegments(db, { businessRecordId: c.businessRecordId, carrier }, (({ minute, day }) => ({ minute: new Date(minute), day: new Date(day) }))(windowsAt(now)), want,
          (u) => carrierAllowance(limit, c.senderType, u, now).allowed);
        let left = grant;
        const next = carrierAllowance(limit, c.senderType, { minute: used.minute + grant, day: used.day + grant }, now).nextWindow
          ?? new Date(windowsAt(now).minute + 60_000);
        const perMinute = minuteCap(limit, c.senderType);
        for (const p of group) {
          if (p.segments <= left) { left -= p.segments; granted.push(p); continue; }
          later.add(p.lead.id, perMinute ? turnFor(`${c.id}|${carrier}`, next.getTime(), perMinute, 60_000, p.segments) : next, TEXTS.cap);
        }
      }

      await wait(later.groups);
      const toQueue = granted.map((p) => ({ lead: p.lead, messageId: newId(), from: p.from, text: p.text }));
      const taken = await repo.queueInitial(db, { workspaceId: c.workspaceId, campaignId: c.id, at: now },
        toQueue.map((q) => ({ id: q.messageId, leadId: q.lead.id, body: q.text, from: q.from, to: q.lead.phone })));
      const queued = toQueue.filter((q) => taken.has(q.lead.id));
      const used = new Set(queued.map((g) => g.from));
      await repo.advanceSenderClocks(db, new Map(numbers.filter((n) => used.has(n.number)).map((n) => [n.number, n.nextFreeAt])));
      return { claimed: leads.length, handOut: () => handOut(c, queued) };
    },
  };
  return engine;
}
export type SendEngine = ReturnType<typeof sendEngine>;
