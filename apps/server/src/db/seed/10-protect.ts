import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_BUSINESS_RECORDS } from './05-business-records';
import { seeded } from '../../providers/sandbox';
import { REPUTATION_SANDBOX } from '../../providers/reputation/sandbox-reputation';
import { REGISTRATION_SANDBOX } from '../../providers/registration/sandbox-registration';

const SITES: Record<string, string> = { '512': 'Austin', '737': 'Austin', '214': 'Dallas', '469': 'Dallas', '713': 'Houston', '210': 'San Antonio' };
const TEAMS = ['sales line', 'service desk', 'outbound', 'collections', 'callback', 'scheduling'];

/** `count` fictional 555-01XX numbers spread over `areaCodes`, each with a description, as a UC Protect CSV. */
function protectCsv(seed: string, areaCodes: string[], count: number, describe: (areaCode: string, i: number) => string, extra: string[] = []): Buffer {
  const rand = seeded(seed);
  const picked = new Set<string>();
  while (picked.size < count) {
    const npa = areaCodes[Math.floor(rand() * areaCodes.length)]!;
    picked.add(`${npa}5550${100 + Math.floor(rand() * 100)}`);
  }
  const lines = ['number,description', ...extra, ...[...picked].map((n, i) => `${n},${describe(n.slice(0, 3), i)}`)];
  return Buffer.from(`${lines.join('\n')}\n`);
}

const DAY_MS = 86_400_000;
/** How many days ago the demo's upload batches were submitted: three in the last three days, seven over two months. */
const RECENT_BATCHES = [0.4, 1.3, 2.6];
const OLDER_BATCHES = [5.2, 9.5, 16, 23, 31, 44, 58];

/**
 * The demo's history: the numbers were added and submitted for registration over the last two months (one in five
 * in the last three days, the documented slow number today), so the scan finds registrations that are active and
 * caller names that have propagated, are still propagating, or lag behind (CNAM errors), as after weeks of use.
 */
async function backdate(app: App, ws: string): Promise<void> {
  const now = app.deps.now().getTime();
  const rows = await app.deps.db.execute(sql`select id, number from protect_numbers where workspace_id = ${ws}`);
  const numbers = (rows as unknown as { rows: { id: string; number: string }[] }).rows;
  const ids = numbers.map((n) => n.id);
  // Numbers went in a batch at a time: each batch was submitted together, as an upload's numbers are.
  const times = numbers.map(({ number }) => {
    if (number === REGISTRATION_SANDBOX.slowNumber) return new Date(now - 3600_000).toISOString();
    const rand = seeded(`protect:history:${number}`);
    const batches = rand() < 0.2 ? RECENT_BATCHES : OLDER_BATCHES;
    return new Date(now - batches[Math.floor(rand() * batches.length)]! * DAY_MS).toISOString();
  });
  await app.deps.db.execute(sql`
    update protect_numbers p set created = v.at, updated = v.at, registration_submitted_at = v.at, registration_ticket = 'RN-DEMO-HISTORY'
    from unnest(${sql.param(ids)}::text[], ${sql.param(times)}::timestamptz[]) as v(id, at)
    where p.id = v.id`);
}

/**
 * UC Protect in Sales Floor: about three hundred numbers under two business profiles, registered and scanned through
 * the same service and scanner as an upload, so some are HIGH risk, some show CNAM errors and some are still pending.
 */
export async function seedProtect(app: App, ctx: SeedContext): Promise<void> {
  const { service, scanner } = app.services.protect;
  const actor = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' } as const;
  const ws = DEMO_WORKSPACES.sales;
  const documented = [
    `${REPUTATION_SANDBOX.alwaysHigh},Test line - always HIGH risk`,
    `${REPUTATION_SANDBOX.alwaysClean},Test line - always clean`,
    `${REPUTATION_SANDBOX.failing},Test line - reputation look-ups fail`,
    `${REGISTRATION_SANDBOX.refusedNumber},Test line - registration refused`,
    `${REGISTRATION_SANDBOX.slowNumber},Test line - registration takes four days`,
  ];
  const acme = protectCsv('protect:acme', Object.keys(SITES), 220, (npa, i) => `${SITES[npa]} ${TEAMS[i % TEAMS.length]} ${1 + (i % 12)}`, documented);
  const cedar = protectCsv('protect:cedar', ['303', '720'], 80, (_npa, i) => `Denver clinic reminders ${1 + (i % 8)}`);
  const upload = (name: string, bytes: Buffer) => ({ upload: { filename: name, mimetype: 'text/csv', bytes }, fields: {} as Record<string, string> });
  const workspace = await app.services.workspaces.scope(actor, ctx.demoOrgId, ws);
  await service.register(workspace, { ...upload('acme-numbers.csv', acme), fields: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, mode: 'ADD' } });
  await service.register(workspace, { ...upload('cedar-ridge-numbers.csv', cedar), fields: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, mode: 'ADD' } });
  await backdate(app, ws);
  // The first scan is the baseline of the demo's history: nothing to compare with, so no alerts.
  const scope = { orgId: ctx.demoOrgId, workspaceId: ws };
  const { pending } = await scanner.run(scope, { onlyNew: true, before: app.deps.now(), alert: false });
  if (pending > 0) await app.services.protect.followUp(scope);
}
