import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { DialerCampaign, MappingField, ProviderCode } from '@trueline/contract';
import type { Db } from '../../platform/db';
import { latency, pick, ProviderError, seeded } from '../sandbox';
import type { DialerAccount, DialerAdapter, DialerDelivery, DialerProviders } from './dialers';
import { sandboxCxoneCodes } from './sandbox-dialers.tables';
import { generatedListRecords } from './sandbox-dialers.leads';
import { deliveredDialerRecords, listExists, storeDelivery, type DeliveryCounts, type DialerListScope } from './sandbox-dialers.records';

/**
 * The sandbox dialers behave like the real platforms with made-up accounts. Documented failures:
 * a credential equal to "invalid", or a FIVE9 username / CONNECT access key starting with "fail", is refused;
 * a NICE authorisation code "cxone_denied" is refused, and so is a code used twice, older than 10 minutes, or
 * exchanged with another redirect address than the one it was issued for.
 * Deliveries are kept (sandbox_dialer_records; read them back with `deliveredDialerRecords`). FIVE9 and NICE refuse a
 * list that does not exist; RING and PREM create it. A list of the sandbox catalogue reads as `size` generated leads;
 * a list created by deliveries reads as what was delivered.
 */

/** How long a sandbox CXone authorisation code may be exchanged, as OAuth codes are short-lived. */
export const CXONE_CODE_TTL_MS = 10 * 60_000;

const cxoneMac = (secret: string, nonce: string, exp: string, redirectUri: string) =>
  crypto.createHmac('sha256', `cxone-code:${secret}`).update(`${nonce}.${exp}.${redirectUri}`).digest('base64url').slice(0, 22);

/** The code the sandbox authorise page hands back: single-use, valid 10 minutes, bound to the redirect address. */
export function sandboxCxoneCode(secret: string, opts: { redirectUri: string; now: Date }): string {
  const nonce = crypto.randomBytes(12).toString('base64url');
  const exp = (opts.now.getTime() + CXONE_CODE_TTL_MS).toString(36);
  return `cxone.${nonce}.${exp}.${cxoneMac(secret, nonce, exp, opts.redirectUri)}`;
}

const INVALID_GRANT = 'invalid_grant: the authorization code is invalid or expired';
const CAMPAIGN_WORDS = ['Renewals', 'Solar Leads', 'Medicare Outreach', 'Auto Warranty', 'Debt Relief', 'Home Security', 'Collections', 'Appointment Setting', 'Win-back', 'Welcome Calls', 'Insurance Quotes', 'Event Follow-up'];
const REGIONS = ['East', 'West', 'Central', 'North', 'South'];

const FIELDS: Record<ProviderCode, { system: string[]; custom: string[] }> = {
  FIVE9: {
    system: ['number1', 'number2', 'number3', 'first_name', 'last_name', 'company', 'street', 'city', 'state', 'zip', 'email'],
    custom: ['Caller ID', 'Unique ID', 'Lead Key', 'Account Number', 'Lead Source', 'Policy Number', 'Agent Notes'],
  },
  RING: {
    system: ['leadPhone', 'firstName', 'lastName', 'address1', 'city', 'state', 'zip', 'emailAddress'],
    custom: ['externId', 'gateKeeper', 'auxData1', 'auxData2', 'auxData3', 'auxData4', 'auxData5'],
  },
  NICE: {
    system: ['PhoneNumber', 'FirstName', 'LastName', 'Address', 'City', 'State', 'ZipCode'],
    custom: ['ExternalId', 'CallerIdOverride', 'CustomField1', 'CustomField2', 'CustomField3'],
  },
  CONNECT: { system: ['phone', 'zip', 'firstName', 'lastName', 'email'], custom: [] },
  PREM: {
    system: ['phone', 'first_name', 'last_name', 'address', 'city', 'state', 'zip'],
    custom: ['caller_id', 'external_id', 'custom_1', 'custom_2'],
  },
};

/** Which sandbox account a dialer account is: delivered records are kept under it. */
export function dialerAccountKey(a: DialerAccount): string {
  switch (a.provider) {
    case 'FIVE9': return `five9:${a.username.toLowerCase()}`;
    case 'RING': return `ring:${a.subAccountId}`;
    case 'NICE': return `nice:${a.tenant}`;
    case 'CONNECT': return `connect:${a.appId}`;
    case 'PREM': return `prem:${a.workspaceId}`;
  }
}

function refuses(a: DialerAccount): string | null {
  const bad = (v: string) => v.trim().toLowerCase() === 'invalid';
  switch (a.provider) {
    case 'FIVE9':
      if (bad(a.username) || bad(a.password) || a.username.toLowerCase().startsWith('fail')) return 'Five9 rejected the username or password.';
      return null;
    case 'RING':
      if (bad(a.permanentToken)) return 'Error connecting RING account';
      return null;
    case 'CONNECT':
      if (bad(a.secretAccessKey) || bad(a.accessKeyId) || a.accessKeyId.toLowerCase().startsWith('fail')) return 'The security token included in the request is invalid.';
      if (bad(a.appId)) return `Project ${a.appId} was not found in ${a.awsRegion}.`;
      return null;
    default:
      return null;
  }
}

function campaignsOf(a: DialerAccount): DialerCampaign[] {
  const key = dialerAccountKey(a);
  const rand = seeded(key);
  const count = 4 + Math.floor(rand() * 5);
  const used = new Set<string>();
  const out: DialerCampaign[] = [];
  for (let i = 0; out.length < count && i < 50; i++) {
    const name = `${pick(rand, CAMPAIGN_WORDS)} ${pick(rand, REGIONS)}`;
    if (used.has(name)) continue;
    used.add(name);
    const id = a.provider === 'FIVE9' ? name : String(100000 + Math.floor(rand() * 899999));
    const lists = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, j) => ({
      id: `${id}-L${j + 1}`,
      name: `${name} list ${j + 1}`,
      size: Math.floor(rand() * 25000),
    }));
    out.push({ id, name, lists });
  }
  return out;
}

/** A list of the sandbox catalogue, by id or name (FIVE9 lists belong to the account, not to a campaign). */
function catalogueList(a: DialerAccount, campaignId: string | null, list: string) {
  const campaigns = campaignsOf(a).filter((c) => a.provider === 'FIVE9' || c.id === campaignId);
  for (const c of campaigns) {
    const found = c.lists?.find((l) => l.id === list || l.name === list);
    if (found) return found;
  }
  return null;
}

const missingList = (code: ProviderCode, list: string) =>
  new ProviderError(code, code === 'FIVE9' ? `ObjectNotFoundFault: List "${list}" does not exist` : `Calling list "${list}" was not found.`);

/** The platform's own wording of a delivery's outcome, shown as the list's dialer response. */
function responseText(code: ProviderCode, c: DeliveryCounts, created: string | null): string {
  switch (code) {
    case 'FIVE9':
      return `Records added: ${c.added}, updated: ${c.updated}, deleted: ${c.removed}, not updated: ${c.unchanged}, not added: ${c.skipped}, errors: ${c.invalid}`;
    case 'RING':
      return `${created ? `List "${created}" created. ` : ''}Leads supplied: ${c.supplied}, inserted: ${c.added}, duplicates removed: ${c.removed}, rejected: ${c.invalid}`;
    case 'NICE':
      return `Calling list upload complete: ${c.added} records loaded, ${c.invalid} records rejected (invalid phone number)`;
    case 'CONNECT':
      return `PutDialRequestBatch: ${c.added} successful requests, ${c.invalid} failed requests (InvalidInput: phoneNumber)`;
    case 'PREM':
      return `${c.added} records inserted, ${c.invalid} rejected`;
  }
}

function sandboxAdapter(code: ProviderCode, scale: number, db: Db, now: () => Date): DialerAdapter {
  /** Where a delivery goes; a RING or PREM list that does not exist yet is created (named as given). */
  async function scopeOf(account: DialerAccount, req: Pick<DialerDelivery, 'dialerCampaignId' | 'dialerListId'>, create: boolean) {
    const base = { accountKey: dialerAccountKey(account), provider: code, dialerCampaignId: req.dialerCampaignId ?? '' };
    if (code === 'CONNECT') {
      if (!req.dialerCampaignId) throw new ProviderError(code, 'ValidationException: campaignId is required.');
      return { scope: { ...base, dialerListId: '' } as DialerListScope, size: null, created: null };
    }
    const list = req.dialerListId?.trim();
    if (!list) throw new ProviderError(code, 'A dialer list is required.');
    const known = catalogueList(account, req.dialerCampaignId, list);
    const scope: DialerListScope = { ...base, dialerListId: known?.id ?? list };
    if (known) return { scope, size: known.size, created: null };
    const exists = await listExists(db, scope);
    if (!exists && (code === 'FIVE9' || code === 'NICE')) throw missingList(code, list);
    return { scope, size: null, created: !exists && create ? list : null };
  }

  return {
    code,
    async verify(account) {
      await latency(scale, 150, 450, dialerAccountKey(account));
      const reason = refuses(account);
      if (reason) throw new ProviderError(code, reason);
    },
    async mappingFields(account, opts) {
      await latency(scale, 80, 250, dialerAccountKey(account));
      const { system, custom } = FIELDS[code];
      const extra = account.provider === 'CONNECT' ? account.attributes : [];
      const fields: MappingField[] = [
        ...system.map((n) => ({ columnId: n, columnName: n, reserved: true })),
        ...[...custom, ...extra].map((n) => ({ columnId: n, columnName: n, reserved: false })),
      ];
      if (opts.campaignId) {
        // A campaign may add its own fields, as Five9 campaign profiles do.
        const rand = seeded(`${dialerAccountKey(account)}:${opts.campaignId}`);
        if (rand() > 0.5) fields.push({ columnId: 'Campaign Code', columnName: 'Campaign Code', reserved: false });
      }
      return fields;
    },
    async campaigns(account, opts) {
      await latency(scale, 100, 350, dialerAccountKey(account));
      return campaignsOf(account).map((c) => (opts.includeLists ? c : { id: c.id, name: c.name }));
    },
    async deliver(account, req) {
      // A batch takes a moment plus a little per record, like a bulk upload call.
      await latency(scale, 15 + req.records.length * 0.002, 45 + req.records.length * 0.004, `${dialerAccountKey(account)}:${req.records.length}`);
      const reason = refuses(account);
      if (reason) throw new ProviderError(code, reason);
      const { scope, created } = await scopeOf(account, req, true);
      const counts = await storeDelivery(db, scope, req, now());
      return { accepted: counts.added + counts.updated + counts.unchanged, rejected: counts.invalid + counts.skipped, response: responseText(code, counts, created) };
    },
    async listRecords(account, req) {
      await latency(scale, 60, 200, `${dialerAccountKey(account)}:${req.dialerListId}:${req.offset}`);
      const reason = refuses(account);
      if (reason) throw new ProviderError(code, reason);
      const { scope, size } = await scopeOf(account, req, false);
      if (size !== null) return generatedListRecords(code, scope.dialerListId, size, req.offset, req.limit);
      const rows = await deliveredDialerRecords(db, { ...scope, offset: Math.max(0, req.offset), limit: Math.max(0, req.limit) });
      return rows.map((r) => r.record);
    },
  };
}

export function sandboxDialers(opts: { publicUrl: string; latencyScale: number; secret: string; db: Db; now: () => Date }): DialerProviders {
  const adapters = new Map<ProviderCode, DialerAdapter>();

  /** Checks a code's signature and age, then spends it: answers its nonce, or throws invalid_grant. */
  async function spendCode(code: string, redirectUri: string): Promise<string> {
    const parts = code.split('.');
    const [prefix, nonce, exp, mac] = parts;
    const now = opts.now();
    if (parts.length !== 4 || prefix !== 'cxone' || !nonce || !exp || !mac) throw new ProviderError('NICE', INVALID_GRANT);
    const expected = Buffer.from(cxoneMac(opts.secret, nonce, exp, redirectUri));
    if (Buffer.byteLength(mac) !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), expected)) throw new ProviderError('NICE', INVALID_GRANT);
    const expiresAt = new Date(parseInt(exp, 36));
    if (!(expiresAt.getTime() > now.getTime())) throw new ProviderError('NICE', INVALID_GRANT);
    // Codes past their expiry are refused by the check above, so their records are no longer needed.
    await opts.db.delete(sandboxCxoneCodes).where(lt(sandboxCxoneCodes.expiresAt, now));
    const spent = await opts.db.insert(sandboxCxoneCodes).values({ nonce, expiresAt, usedAt: now }).onConflictDoNothing().returning({ nonce: sandboxCxoneCodes.nonce });
    if (spent.length === 0) throw new ProviderError('NICE', 'invalid_grant: the authorization code has already been used');
    return nonce;
  }

  return {
    adapter(code) {
      let a = adapters.get(code);
      if (!a) adapters.set(code, (a = sandboxAdapter(code, opts.latencyScale, opts.db, opts.now)));
      return a;
    },
    nice: {
      // The sandbox's authorise page is on our own site and sends the browser straight back with a code.
      authorizeUrl: ({ state, redirectUrl }) =>
        `${opts.publicUrl}/api/sandbox/cxone/authorize?${new URLSearchParams({ state, redirect_uri: redirectUrl, response_type: 'code' })}`,
      async exchangeCode({ code, redirectUrl }) {
        await latency(opts.latencyScale, 200, 500, code);
        const nonce = await spendCode(code, redirectUrl);
        return { accessToken: `sbx-at-${nonce}`, refreshToken: `sbx-rt-${nonce}`, tenant: `tenant-${nonce.slice(0, 6)}` };
      },
    },
  };
}
