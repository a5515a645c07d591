import { afterEach, describe, expect, it } from 'vitest';
import { sandboxSms, SMS_TEST_NUMBERS as T } from './sandbox-sms';
import type { SmsProvider, SmsProviderEvent } from './sms';

const now = () => new Date('2026-11-27T15:00:00Z');
let provider: SmsProvider;
afterEach(() => provider?.close());

/** A sandbox whose posts are verified as the endpoint would, and collected. */
function collecting() {
  provider = sandboxSms({ latencyScale: 0, signingKey: 'test-key', now });
  const events: SmsProviderEvent[] = [];
  provider.deliverTo(async (body, headers) => {
    const verified = provider.verifyEvents(body, headers, now());
    if (!verified) throw new Error('signature refused');
    events.push(...verified);
  });
  return events;
}
const send = (to: string, text = 'Hi Ana, your appointment is tomorrow. Reply STOP to opt out.', extra = {}) =>
  provider.send({ reference: `ref-${to}-${Math.random()}`, from: '5125559000', to, text, ...extra });
const statuses = (events: SmsProviderEvent[], id: string) => events.filter((e) => e.kind === 'status' && e.providerMessageId === id).map((e) => e.kind === 'status' ? e.status : '');
const inbound = (events: SmsProviderEvent[]) => events.flatMap((e) => (e.kind === 'inbound' ? [e.text] : []));

describe('sandbox SMS carrier', () => {
  it('moves a message queued → sent → delivered, with the segments billed and a stable carrier', async () => {
    const events = collecting();
    const sent = await send(T.delivered, 'x'.repeat(161));
    await provider.settled();
    expect(sent.segments).toBe(2);
    expect(statuses(events, sent.providerMessageId)).toEqual(['sent', 'delivered']);
    expect(inbound(events)).toEqual([]);
    const again = await provider.carriers([T.delivered, T.delivered]);
    expect(again.get(T.delivered)).toBe(sent.carrier);
  });

  it('fails the documented numbers with real-looking carrier errors: permanent ones suppress the number', async () => {
    const events = collecting();
    const perm = await send(T.permanentFailure);
    const land = await send(T.landline);
    await provider.settled();
    const errorOf = (id: string) => events.find((e) => e.kind === 'status' && e.providerMessageId === id && e.error)!;
    expect(errorOf(perm.providerMessageId)).toMatchObject({ status: 'failed', error: { code: '40005', retryable: false, suppressNumber: true } });
    expect(errorOf(land.providerMessageId)).toMatchObject({ status: 'failed', error: { code: '40001', suppressNumber: true } });
  });

  it('leaves the temporary-failure number undelivered once, then delivers', async () => {
    const events = collecting();
    const first = await send(T.temporaryFailure);
    await provider.settled();
    const second = await send(T.temporaryFailure);
    await provider.settled();
    expect(statuses(events, first.providerMessageId)).toEqual(['sent', 'undelivered']);
    expect(events.find((e) => e.kind === 'status' && e.providerMessageId === first.providerMessageId && e.error)).toMatchObject({ error: { retryable: true, suppressNumber: false } });
    expect(statuses(events, second.providerMessageId)).toEqual(['sent', 'delivered']);
  });

  it('replies STOP, HELP, a question (thanking the answer once) and a free-text opt-out from the documented numbers', async () => {
    const events = collecting();
    for (const n of [T.repliesStop, T.repliesHelp, T.repliesQuestion, T.repliesFreeTextOptOut]) await send(n);
    await provider.settled();
    expect(inbound(events).sort()).toEqual(['HELP', 'STOP', 'What time are you open?', "please don't text me anymore"].sort());
    await send(T.repliesQuestion, 'We open at 9am.');
    await send(T.repliesQuestion, 'Anything else?');
    await provider.settled();
    expect(inbound(events).filter((t) => t === 'Thank you, that helps.')).toHaveLength(1);
    // After STOP the carrier lets the opt-out confirmation through, then blocks further texts to the number.
    const confirmation = await send(T.repliesStop, 'You are opted out.');
    const blocked = await send(T.repliesStop);
    await provider.settled();
    expect(events.find((e) => e.kind === 'status' && e.providerMessageId === confirmation.providerMessageId && e.status === 'delivered')).toBeDefined();
    expect(events.find((e) => e.kind === 'status' && e.providerMessageId === blocked.providerMessageId && e.error)).toMatchObject({ error: { code: '40300' } });
  });

  it('refuses MMS above the carrier size limit without suppressing the number', async () => {
    const events = collecting();
    const big = await send(T.delivered, 'See attached', { media: [{ url: 'https://x.test/m.png', bytes: 5_000_000 }] });
    await provider.settled();
    expect(big.segments).toBe(1);
    expect(events.find((e) => e.kind === 'status' && e.providerMessageId === big.providerMessageId && e.error)).toMatchObject({ error: { code: '40011', suppressNumber: false } });
  });

  it('has a realistic spread over many numbers: most delivered, a few per cent fail, about one in eleven replies', async () => {
    const events = collecting();
    const n = 2000;
    for (let i = 0; i < n; i++) await send(`2145${String(1_000_000 + i).slice(1)}`);
    await provider.settled();
    const failed = events.filter((e) => e.kind === 'status' && e.status === 'failed').length;
    const replies = inbound(events).length;
    expect(failed / n).toBeGreaterThan(0.005);
    expect(failed / n).toBeLessThan(0.05);
    expect(replies / n).toBeGreaterThan(0.05);
    expect(replies / n).toBeLessThan(0.14);
    const carriers = new Set((await provider.carriers(['2145550001', '2145550002', '2145550003', '2145550004', '2145550005', '2145550006', '2145550007', '2145550008'])).values());
    expect(carriers.size).toBeGreaterThan(1);
  });

  it('refuses a post whose signature, timestamp or body does not hold', () => {
    provider = sandboxSms({ latencyScale: 0, signingKey: 'k', now });
    const ts = String(Math.floor(now().getTime() / 1000));
    expect(provider.verifyEvents('{"events":[]}', { 'x-sms-timestamp': ts, 'x-sms-signature': 'a'.repeat(64) }, now())).toBeNull();
    expect(provider.verifyEvents('{"events":[]}', { 'x-sms-timestamp': 'nope', 'x-sms-signature': 'x' }, now())).toBeNull();
    expect(provider.verifyEvents('{"events":[]}', {}, now())).toBeNull();
  });

  it('answers a repeated reference with the first send and does not send it twice', async () => {
    const events = collecting();
    const message = { reference: 'once', from: '5125559000', to: T.delivered, text: 'Hi' };
    const first = await provider.send(message);
    const again = await provider.send(message);
    await provider.settled();
    expect(again).toEqual(first);
    expect(events.filter((e) => e.kind === 'status' && e.status === 'delivered')).toHaveLength(1);
  });

  it('refuses an invalid destination outright', async () => {
    collecting();
    await expect(send('123')).rejects.toThrow('Invalid destination number');
  });
});
