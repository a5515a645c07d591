import { and, eq, like } from 'drizzle-orm';
import type { UsageProduct } from '@trueline/contract';
import type { App } from '../../app';
import { seeded } from '../../providers/sandbox';
import { monthOf } from '../../features/billing/billing-month';
import type { UsageEntry } from '../../features/metering/metering.service';
import { usageLedger } from '../../features/metering/metering.tables';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';

const DAY_MS = 86_400_000;
/** What a demo workspace uses on a weekday, each product's daily mean (weekends a fifth of it). */
const DAILY: Partial<Record<string, Partial<Record<UsageProduct, number>>>> = {
  [DEMO_WORKSPACES.sales]: {
    aegis: 38_000, transactions: 31_000, calls: 1_150, fedDNC: 21_000, stateDNC: 19_500, knownLitigator: 18_800, dataBoost: 18_000,
    activeProspect: 6_500, rnd: 2_400, messagesLongCode: 5_200, messagesTollFree: 700,
  },
  [DEMO_WORKSPACES.collections]: {
    aegis: 16_000, transactions: 12_500, calls: 420, fedDNC: 7_800, stateDNC: 7_100, knownLitigator: 6_900, verisk: 2_100, rnd: 900,
  },
};
/** Organisation-wide look-ups (the number utility is not a workspace's). */
const ORG_DAILY: Partial<Record<UsageProduct, number>> = { numberUtility: 35 };

/**
 * Three months of Demo Co's usage, so that billing usage shows two closed statements and this month's estimate:
 * daily totals per workspace and product up to this hour (a day's entry is keyed by its day, like any event's), and
 * what is billed per month — the running campaigns, rented and monitored numbers, active SMS campaigns — counted by
 * the census as it stands now and, for the two months before, as if it had stood then too.
 */
export async function seedUsage(app: App, ctx: SeedContext): Promise<void> {
  const { metering } = app.services;
  const now = app.deps.now();
  const current = monthOf(now);
  const first = monthOf(new Date(monthOf(new Date(current.start.getTime() - 1)).start.getTime() - 1));
  const random = seeded('demo-usage');
  const entries: UsageEntry[] = [];
  for (let day = first.start.getTime(); day < now.getTime(); day += DAY_MS) {
    const at = new Date(Math.min(day + 15 * 3_600_000, now.getTime() - 1));
    const weekday = at.getUTCDay() % 6 !== 0;
    const share = Math.min(1, (now.getTime() - day) / DAY_MS);
    const add = (workspaceId: string | null, daily: Partial<Record<UsageProduct, number>>) => {
      for (const [product, mean] of Object.entries(daily) as [UsageProduct, number][]) {
        // The last week's calls placed and callback minutes are the demo callbacks' own (callbacks/demo-history.ts).
        if ((product === 'calls' || product === 'transactions') && now.getTime() - day < 8 * DAY_MS) continue;
        const quantity = Math.round(mean * (weekday ? 1 : 0.2) * (0.8 + random() * 0.4) * share);
        entries.push({ orgId: ctx.demoOrgId, workspaceId, product, quantity, key: `demo:${product}:${workspaceId ?? 'org'}:${day}`, at });
      }
    };
    for (const [workspaceId, daily] of Object.entries(DAILY)) add(workspaceId, daily!);
    add(null, ORG_DAILY);
  }
  await metering.record(entries);

  await metering.runCensus();
  const counted = await app.deps.db.select().from(usageLedger)
    .where(and(eq(usageLedger.orgId, ctx.demoOrgId), like(usageLedger.key, `%:${current.period}`)));
  for (const month of [first, monthOf(new Date(current.start.getTime() - 1))]) {
    await metering.record(counted.map((e) => ({
      orgId: e.orgId, workspaceId: e.workspaceId, product: e.product as UsageProduct, quantity: e.quantity,
      key: e.key.replace(current.period, month.period), at: new Date(month.start.getTime() + DAY_MS),
    })));
  }
}
