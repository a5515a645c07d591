import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES as M, type MessagingCampaign } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_BUSINESS_RECORDS, DEMO_SMS_CAMPAIGNS } from '../../db/seed/05-business-records';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { cnamId } from '../campaigns/campaigns.test-helpers';
import { FILLED_MESSAGES, bodyOf, createMc, forceStatus, mcUrl as url, save } from './messaging-campaigns.test-helpers';
import { MEDIA_URL_SECONDS, cleanMediaName, sniffMedia } from './media-files';

let t: TestApp;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let offsetMs = 0;
let tollFree: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  t = await testApp({ overrides: { now: () => new Date(Date.now() + offsetMs) } });
  ({ owner, admin, otherOwner } = await signInDemoTeam(t));
  // A toll-free Core campaign whose SMS campaign allows MMS: the source of the campaigns below.
  await t.deps.db.execute(sql`update business_record_sms_campaigns set mms_enabled = true where id = ${DEMO_SMS_CAMPAIGNS.cedarReminders}`);
  const res = await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/campaigns`, owner, {
    name: 'Visit reminders MMS', businessIdentityId: await cnamId(t, DEMO.ws.sales, 'ACME SERVICE'), provisioningType: 'ShortCodeTollFreeMessaging',
    messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, smsCampaignId: DEMO_SMS_CAMPAIGNS.cedarReminders },
  });
  expect(res.statusCode, res.body).toBe(200);
  tollFree = res.json().data.id;
});
afterAll(async () => t.close());

/** A DRAFT sending through the MMS source. */
async function mmsCampaign(): Promise<MessagingCampaign> {
  const c = await createMc(t, owner);
  const res = await save(t, owner, c, bodyOf(c, { senderSourceType: 'TOLL_FREE', senderSourceId: tollFree, messages: FILLED_MESSAGES }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function upload(c: Pick<MessagingCampaign, 'id'>, filename: string, bytes: Buffer, s: Session = owner) {
  const body = await multipartBody({ file: { bytes, filename, type: 'application/octet-stream' } });
  return t.app.inject({ method: 'POST', url: url(`/${c.id}/mediaFile`), headers: { ...s.headers, ...body.headers }, payload: body.payload });
}
const mediaPath = (signed: string) => { const u = new URL(signed); return `${u.pathname}${u.search}`; };

describe('media checks', () => {
  it('knows the types by their first bytes and cleans names', () => {
    expect(sniffMedia(PNG)).toBe('png');
    expect(sniffMedia(JPEG)).toBe('jpeg');
    expect(sniffMedia(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffMedia(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffMedia(SVG)).toBe('svg');
    expect(sniffMedia(Buffer.from('<!-- hi --><svg viewBox="0 0 1 1"/>'))).toBe('svg');
    expect(sniffMedia(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffMedia(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(cleanMediaName('C:\\temp\\..\\a"b.png')).toBe('ab.png');
    expect(cleanMediaName(`${'x'.repeat(300)}.png`)).toHaveLength(255);
  });
});

describe('messagingCampaigns media files', () => {
  it('uploads an image to a DRAFT whose source allows MMS, serves it by a signed address that expires, and removes it', async () => {
    const c = await mmsCampaign();
    const res = await upload(c, 'coupon.png', PNG, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.messages.outgoingMessageFiles).toEqual([{ fileName: 'coupon.png', size: PNG.length }]);
    expect(res.json().data.events[0].message).toBe('Media file coupon.png added by admin@demo.test');

    const signed = await call(t, 'GET', url(`/${c.id}/mediaFile?fileName=coupon.png`), owner);
    expect(signed.statusCode, signed.body).toBe(200);
    const { url: address } = signed.json().data as { url: string };
    expect(address).toMatch(/\/api\/messagingMedia\?token=/);
    const served = await t.app.inject({ url: mediaPath(address) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toContain('inline; filename="coupon.png"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // Tampered, or expired: 404.
    const tampered = mediaPath(address).replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/messagingMedia?token=nothing' })).statusCode).toBe(404);
    offsetMs = (MEDIA_URL_SECONDS + 1) * 1000;
    try {
      expect((await t.app.inject({ url: mediaPath(address) })).statusCode).toBe(404);
    } finally {
      offsetMs = 0;
    }

    expect((await call(t, 'GET', url(`/${c.id}/mediaFile?fileName=other.png`), owner)).json()).toMatchObject({ message: M.mediaMissing });
    expect((await call(t, 'GET', url(`/${c.id}/mediaFile?fileName=coupon.png`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url(`/${c.id}/mediaFile?fileName=other.png`), owner)).statusCode).toBe(404);
    const removed = await call(t, 'DELETE', url(`/${c.id}/mediaFile?fileName=coupon.png`), owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.messages.outgoingMessageFiles).toEqual([]);
    // The address of a removed file no longer serves it.
    expect((await t.app.inject({ url: mediaPath(address) })).statusCode).toBe(404);
  });

  it('serves SVG as an attachment under a sandboxing policy, so its script never runs', async () => {
    const c = await mmsCampaign();
    expect((await upload(c, 'logo.svg', SVG)).statusCode).toBe(200);
    const { url: address } = (await call(t, 'GET', url(`/${c.id}/mediaFile?fileName=logo.svg`), owner)).json().data;
    const served = await t.app.inject({ url: mediaPath(address) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox/);
  });

  it('refuses other types, content that is not what its name says, files over the size, and more than the limit', async () => {
    const c = await mmsCampaign();
    for (const [name, bytes] of [['notes.txt', Buffer.from('hello')], ['fake.png', JPEG], ['run.png', Buffer.from('MZ\x90\x00')], ['noext', PNG], ['empty.gif', Buffer.alloc(0)]] as const) {
      const res = await upload(c, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: M.mediaType, errors: [{ path: 'file', message: M.mediaType }] });
    }
    const big = await upload(c, 'big.png', Buffer.concat([PNG, Buffer.alloc(MESSAGING_LIMITS.mediaMaxBytes)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.mediaTooLarge);
    const missing = await call(t, 'POST', url(`/${c.id}/mediaFile`), owner, {});
    expect(missing.statusCode).toBe(400);
    for (let i = 0; i < MESSAGING_LIMITS.mediaFilesMax; i++) expect((await upload(c, `p${i}.png`, PNG)).statusCode).toBe(200);
    // The same name replaces; a new one is one too many.
    expect((await upload(c, 'p0.png', PNG)).statusCode).toBe(200);
    const tooMany = await upload(c, 'p10.png', PNG);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(M.mediaTooMany);
    expect(((await call(t, 'GET', url(`/${c.id}`), owner)).json().data as MessagingCampaign).messages.outgoingMessageFiles).toHaveLength(MESSAGING_LIMITS.mediaFilesMax);
  });

  it('takes media only in DRAFT and from a source that allows MMS; another organisation gets 404', async () => {
    const noMms = await createMc(t, owner);
    await save(t, owner, noMms, bodyOf(noMms, { senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts }));
    expect((await upload(noMms, 'a.png', PNG)).json()).toMatchObject({ message: M.mediaNotEnabled });
    const noSource = await createMc(t, owner);
    expect((await upload(noSource, 'a.png', PNG)).json()).toMatchObject({ message: M.mediaNotEnabled });

    const c = await mmsCampaign();
    expect((await upload(c, 'a.png', PNG)).statusCode).toBe(200);
    await forceStatus(t, c.id, 'READY');
    const locked = await upload(c, 'b.png', PNG);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.overviewLocked);
    expect((await call(t, 'DELETE', url(`/${c.id}/mediaFile?fileName=a.png`), owner)).statusCode).toBe(409);
    // Still readable outside DRAFT (the carrier fetches it when sending).
    expect((await call(t, 'GET', url(`/${c.id}/mediaFile?fileName=a.png`), owner)).statusCode).toBe(200);
    expect((await upload(c, 'b.png', PNG, otherOwner)).statusCode).toBe(404);
  });
});
