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
  ];
  const acme = protectCsv('protect:acme', Object.keys(SITES), 220, (npa, i) => `${SITES[npa]} ${TEAMS[i % TEAMS.length]} ${1 + (i % 12)}`, documented);
  const cedar = protectCsv('protect:cedar', ['303', '720'], 80, (_npa, i) => `Denver clinic reminders ${1 + (i % 8)}`);
  const upload = (name: string, bytes: Buffer) => ({ upload: { filename: name, mimetype: 'text/csv', bytes }, fields: {} as Record<string, string> });
  await service.register(actor, ctx.demoOrgId, ws, { ...upload('acme-numbers.csv', acme), fields: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, mode: 'ADD' } });
  await service.register(actor, ctx.demoOrgId, ws, { ...upload('cedar-ridge-numbers.csv', cedar), fields: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, mode: 'ADD' } });
  // The first scan is the baseline of the demo's history: nothing to compare with, so no alerts.
  await scanner.run({ orgId: ctx.demoOrgId, workspaceId: ws }, { onlyNew: true, before: app.deps.now(), alert: false });
}
