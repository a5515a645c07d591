import { Readable } from 'node:stream';
import { recordSetBody, type RecordSetBody } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { seeded, pick } from '../../providers/sandbox';
import { insertSet } from '../../features/record-sets/record-sets.repo';
import { folders } from '../../features/folders/folders.tables';

/** The demo's record sets, with fixed ids so the demo workflows and ETL tasks can name them. */
export const DEMO_RECORD_SETS = {
  ebr: '00000000-0000-4000-8000-0000000e0001',
  internalDnc: '00000000-0000-4000-8000-0000000e0002',
  loyalty: '00000000-0000-4000-8000-0000000e0003',
  inquiries: '00000000-0000-4000-8000-0000000e0004',
  ceaseAndDesist: '00000000-0000-4000-8000-0000000e0005',
  promiseToPay: '00000000-0000-4000-8000-0000000e0006',
} as const;
export const DEMO_RECORD_SET_FOLDER = '00000000-0000-4000-8000-0000000ef001';
/**
 * A number of Internal Do Not Call that was also in Appointment reminders' list: the scrub suppressed that lead as in a
 * DNC record set of the campaign (16-messaging-leads.ts).
 */
export const DEMO_DNC_LEAD_PHONE = '2105550164';

const AREA_CODES = ['512', '737', '214', '469', '713', '210', '602', '480', '303', '305'];
const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elena', 'Frank', 'Grace', 'Hiro', 'Imani', 'Jorge', 'Kate', 'Luis', 'Maya', 'Noah', 'Olivia', 'Priya'];
const PRODUCTS = ['HVAC tune-up', 'Water heater', 'Roof inspection', 'Solar quote', 'Window replacement', 'Pest control plan'];
const DNC_REASONS = ['Asked not to be called', 'Complaint to support', 'Attorney letter', 'Deceased - family request', 'Employee line'];
const AGENTS = ['jlee', 'mpatel', 'agarcia', 'tnguyen'];
const SOURCES = ['Web form', 'Inbound call', 'Trade show', 'Referral', 'Chat'];
const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'];

/** `count` distinct fictional numbers over the demo's area codes. */
function phones(seed: string, count: number): string[] {
  const rand = seeded(seed);
  const out = new Set<string>();
  while (out.size < count) out.add(`${pick(rand, AREA_CODES)}${200 + Math.floor(rand() * 800)}${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`);
  return [...out];
}
const day = (rand: () => number, daysBack: number) => new Date(Date.UTC(2026, 0, 1) - Math.floor(rand() * daysBack) * 86_400_000).toISOString().slice(0, 10);
const csv = (header: string, rows: string[]) => Readable.from([`${header}\n${rows.join('\n')}\n`]);

/**
 * Record sets of Sales Floor, loaded through the same upload path as a user's file: an established-business-relationship
 * list (EBR Customers, 18 calendar months in Central time), the company's own do-not-call list (no expiry), a loyalty
 * programme keyed by account ID (strictPhoneKey off) and recent inquiries (30 days). The two compliance lists sit in a
 * folder.
 */
export async function seedRecordSets(app: App, ctx: SeedContext): Promise<void> {
  const { service } = app.services.recordSets;
  const ws = DEMO_WORKSPACES.sales;
  const db = app.deps.db;
  const now = app.deps.now();
  const define = async (id: string, body: RecordSetBody, folderId: string | null = null, workspaceId: string = ws) => {
    const d = recordSetBody.parse(body);
    return insertSet(db, {
      id, orgId: ctx.demoOrgId, workspaceId, name: d.name, ttlEnabled: d.ttlEnabled, ttlDuration: d.ttl.duration, ttlUnit: d.ttl.timeUnit,
      ttlTimeZone: d.ttl.timeZone, strictPhoneKey: d.strictPhoneKey, attributes: d.attributes, folderId, recordCountUpdated: now, created: now, updated: now,
    });
  };
  await db.insert(folders).values({ id: DEMO_RECORD_SET_FOLDER, orgId: ctx.demoOrgId, workspaceId: ws, scope: 'RecordSet', name: 'Compliance lists' });

  const ebr = await define(DEMO_RECORD_SETS.ebr, {
    name: 'EBR Customers', ttl: { duration: 18, timeUnit: 'CALENDAR_MONTHS', timeZone: 'America/Chicago' },
    attributes: [{ name: 'firstName', type: 'S' }, { name: 'lastPurchase', type: 'S' }, { name: 'product', type: 'S' }, { name: 'purchases', type: 'N' }, { name: 'inquiryOnly', type: 'B' }],
  }, DEMO_RECORD_SET_FOLDER);
  const r1 = seeded('record-sets:ebr');
  await service.bulk(ebr, 'ADD', csv('phone,firstName,lastPurchase,product,purchases,inquiryOnly', phones('ebr', 2400).map((p) =>
    `${p},${pick(r1, FIRST)},${day(r1, 500)},${pick(r1, PRODUCTS)},${1 + Math.floor(r1() * 6)},${r1() < 0.15}`)));

  const dnc = await define(DEMO_RECORD_SETS.internalDnc, {
    name: 'Internal Do Not Call', ttlEnabled: false, attributes: [{ name: 'reason', type: 'S' }, { name: 'addedBy', type: 'S' }, { name: 'addedOn', type: 'S' }],
  }, DEMO_RECORD_SET_FOLDER);
  const r2 = seeded('record-sets:dnc');
  const dncRows = phones('dnc', 319).map((p) => `${p},${pick(r2, DNC_REASONS)},${pick(r2, AGENTS)},${day(r2, 900)}`);
  await service.bulk(dnc, 'ADD', csv('phone,reason,addedBy,addedOn', [...dncRows, `${DEMO_DNC_LEAD_PHONE},Asked not to be called,agarcia,2025-11-03`]));

  const loyalty = await define(DEMO_RECORD_SETS.loyalty, {
    name: 'Loyalty Accounts', strictPhoneKey: false, ttl: { duration: 90, timeUnit: 'DAYS' },
    attributes: [{ name: 'mobile', type: 'S' }, { name: 'tier', type: 'S' }, { name: 'points', type: 'N' }, { name: 'autoRenew', type: 'B' }],
  });
  const r3 = seeded('record-sets:loyalty');
  await service.bulk(loyalty, 'ADD', csv('phone,mobile,tier,points,autoRenew', phones('loyalty', 600).map((p, i) =>
    `ACCT-${104_200 + i * 7},${p},${pick(r3, TIERS)},${Math.floor(r3() * 25_000)},${r3() < 0.6}`)));

  const inquiries = await define(DEMO_RECORD_SETS.inquiries, {
    name: 'Recent Inquiries', ttl: { duration: 30, timeUnit: 'DAYS' }, attributes: [{ name: 'source', type: 'S' }, { name: 'zip', type: 'S' }],
  });
  const r4 = seeded('record-sets:inquiries');
  await service.bulk(inquiries, 'ADD', csv('phone,source,zip', phones('inquiries', 450).map((p) => `${p},${pick(r4, SOURCES)},${78_700 + Math.floor(r4() * 60)}`)));

  // Collections: debtors who asked in writing not to be called, and promises to pay that lapse at the end of the week.
  const cease = await define(DEMO_RECORD_SETS.ceaseAndDesist, {
    name: 'Cease and Desist', ttlEnabled: false, attributes: [{ name: 'accountId', type: 'S' }, { name: 'received', type: 'S' }, { name: 'viaAttorney', type: 'B' }],
  }, null, DEMO_WORKSPACES.collections);
  const r5 = seeded('record-sets:cease');
  await service.bulk(cease, 'ADD', csv('phone,accountId,received,viaAttorney', phones('cease', 140).map((p, i) => `${p},C-${88_000 + i * 13},${day(r5, 700)},${r5() < 0.3}`)));
  const promises = await define(DEMO_RECORD_SETS.promiseToPay, {
    name: 'Promise to Pay', ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS', timeZone: 'America/New_York' },
    attributes: [{ name: 'accountId', type: 'S' }, { name: 'amount', type: 'N' }, { name: 'dueDate', type: 'S' }],
  }, null, DEMO_WORKSPACES.collections);
  const r6 = seeded('record-sets:promises');
  await service.bulk(promises, 'ADD', csv('phone,accountId,amount,dueDate', phones('promises', 210).map((p, i) =>
    `${p},C-${90_000 + i * 11},${(25 + Math.floor(r6() * 400)).toFixed(2)},2026-0${1 + Math.floor(r6() * 6)}-${10 + Math.floor(r6() * 18)}`)));
}
