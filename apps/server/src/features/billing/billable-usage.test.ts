import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_USAGE_MESSAGES, MESSAGES, type BillableUsage, type UpdateBillingProfileBody } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { billingAdjustments } from './billing.tables';
import { monthOf } from './billing-month';
import { usageLedger } from '../metering/metering.tables';
import { webhookDeliveries } from '../webhooks/webhooks.tables';

const team = setUpDemoTeam();
const OTHER: string = DEMO.otherOrgId;

const base = (orgId: string) => `/api/orgs/${orgId}/billableUsage`;
const monthQuery = (m: { year: number; month: number }) => `?month=${m.month}&year=${m.year}`;
const read = (s: Session | null, m: { year: number; month: number }, orgId = OTHER) =>
  team.t.app.inject({ url: `${base(orgId)}${monthQuery(m)}`, headers: s?.headers });
const usageOf = async (s: Session, m: { year: number; month: number }, orgId = OTHER): Promise<BillableUsage> => {
  const res = await read(s, m, orgId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const addAdjustment = (s: Session | null, payload: object, orgId = OTHER) =>
  team.t.app.inject({ method: 'POST', url: `${base(orgId)}/adjustment`, headers: s?.headers, payload });
const deleteAdjustment = (s: Session | null, id: string, orgId = OTHER) =>
  team.t.app.inject({ method: 'DELETE', url: `${base(orgId)}/adjustment/${id}`, headers: s?.headers });

const now = () => team.t.deps.now();
const thisMonth = () => monthOf(now());
const lastMonth = () => monthOf(new Date(thisMonth().start.getTime() - 1));
/** Two months back: ended well over BILLING_CLOSE_AFTER_HOURS ago, so closed. */
const closedMonth = () => monthOf(new Date(lastMonth().start.getTime() - 1));
const record = (entries: { product: 'aegis' | 'rnd' | 'protect' | 'messagesLongCode'; quantity: number; key: string; at?: Date; workspaceId?: string | null }[]) =>
  team.t.services.metering.record(entries.map((e) => ({ orgId: OTHER, workspaceId: e.workspaceId === undefined ? DEMO.ws.other : e.workspaceId, at: e.at ?? now(), ...e })));

/** Prices Other Co (unpriced in the demo) so that its lines are known: $100 a month, RND $0.01 a query, Aegis in two tiers. */
async function priceOtherCo(changes: (body: UpdateBillingProfileBody) => void = () => undefined) {
  const res = await team.t.app.inject({ url: `/api/orgs/${OTHER}/billingProfile`, headers: team.superadmin.headers });
  const { updated: _updated, ...profile } = res.json().data;
  const body = profile as UpdateBillingProfileBody;
  body.fees.platformFee = '100';
  body.fees.rndFee = '0.01';
  body.rates.aegis = { tiers: [{ min: 1, max: 100, rate: '0.05' }, { min: 101, max: 2147483647, rate: '0.02' }], minimum: null };
  changes(body);
  const saved = await team.t.app.inject({ method: 'PUT', url: `/api/orgs/${OTHER}/billingProfile`, headers: team.superadmin.headers, payload: body });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the usage ledger', () => {
  it('keeps one entry per key: a retried or re-run event is counted once', async () => {
    const key = `test-retry-${Date.now()}`;
    expect(await record([{ product: 'rnd', quantity: 5, key }])).toBe(1);
    expect(await record([{ product: 'rnd', quantity: 5, key }, { product: 'rnd', quantity: 5, key }])).toBe(0);
    const rows = await team.t.deps.db.select().from(usageLedger).where(eq(usageLedger.key, key));
    expect(rows).toHaveLength(1);
    // No quantity, no entry.
    expect(await record([{ product: 'rnd', quantity: 0, key: `${key}-empty` }])).toBe(0);
  });
});

describe('GET billableUsage', () => {
  it('rates this month as an estimate: fees, graduated tiers over the organisation, each line split by workspace', async () => {
    await priceOtherCo();
    const before = await usageOf(team.superadmin, thisMonth());
    const qty = (u: BillableUsage, id: string) => u.lines.find((l) => l.id === id)?.qty ?? 0;
    await record([
      { product: 'aegis', quantity: 150, key: `aegis-a-${Date.now()}` },
      { product: 'aegis', quantity: 50, key: `aegis-org-${Date.now()}`, workspaceId: null },
      { product: 'rnd', quantity: 1000, key: `rnd-${Date.now()}` },
    ]);
    const usage = await usageOf(team.superadmin, thisMonth());
    expect(usage).toMatchObject({ status: 'ESTIMATE', month: thisMonth().month, year: thisMonth().year, timeZone: 'America/New_York' });
    expect(usage.lines[0]).toMatchObject({ id: 'fee:platformFee', type: 'Fee', description: 'Platform fee', qty: 1, rate: '100', total: '100.00' });
    const aegis = usage.lines.find((l) => l.id === 'usage:aegis')!;
    expect(aegis.qty - qty(before, 'usage:aegis')).toBe(200);
    const rnd = usage.lines.find((l) => l.id === 'usage:rnd')!;
    expect(rnd).toMatchObject({ type: 'Usage', description: 'Reassigned numbers (RND) queries', rate: '0.01' });
    expect(rnd.qty - qty(before, 'usage:rnd')).toBe(1000);
    // The workspaces' parts add up to the line, in quantity and in cents.
    for (const line of usage.lines.filter((l) => l.type === 'Usage')) {
      expect(line.workspaceUsage.reduce((a, w) => a + w.qty, 0)).toBe(line.qty);
      expect(line.workspaceUsage.reduce((a, w) => a + Math.round(Number(w.total) * 100), 0)).toBe(Math.round(Number(line.total) * 100));
    }
    expect(aegis.workspaceUsage.map((w) => w.description)).toEqual(expect.arrayContaining(['Other Workspace', 'Organization']));
    expect(Math.round(Number(usage.total) * 100)).toBe(usage.lines.reduce((a, l) => a + Math.round(Number(l.total) * 100), 0));
  });

  it('re-rates this month at once when the profile changes, while a closed month keeps its frozen statement', async () => {
    await priceOtherCo();
    await record([{ product: 'rnd', quantity: 100, key: `rnd-last-${Date.now()}`, at: new Date(closedMonth().end.getTime() - 60_000) }]);
    const closed = await usageOf(team.superadmin, closedMonth());
    expect(closed.status).toBe('CLOSED');
    const current = await usageOf(team.superadmin, thisMonth());
    await priceOtherCo((b) => { b.fees.rndFee = '0.02'; b.fees.platformFee = '150'; });
    const rerated = await usageOf(team.superadmin, thisMonth());
    expect(rerated.lines.find((l) => l.id === 'fee:platformFee')!.total).toBe('150.00');
    expect(rerated.lines.find((l) => l.id === 'usage:rnd')!.rate).toBe('0.02');
    expect(rerated.total).not.toBe(current.total);
    // Usage arriving late for a closed month and the profile change both leave its statement as it was frozen.
    await record([{ product: 'rnd', quantity: 100, key: `rnd-late-${Date.now()}`, at: new Date(closedMonth().end.getTime() - 1_000) }]);
    expect(await usageOf(team.superadmin, closedMonth())).toEqual(closed);
  });

  it('is read by Owner and Admin of the organisation; another organisation answers 404; no token 401', async () => {
    const m = thisMonth();
    expect((await read(team.owner, m, DEMO.orgId)).statusCode).toBe(200);
    expect((await read(team.admin, m, DEMO.orgId)).statusCode).toBe(200);
    expect((await read(team.otherOwner, m, OTHER)).statusCode).toBe(200);
    expect((await read(team.owner, m, OTHER)).json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await read(team.otherOwner, m, DEMO.orgId)).statusCode).toBe(404);
    expect((await read(team.superadmin, m, '00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
    expect((await read(null, m)).statusCode).toBe(401);
  });

  it('keeps a month just ended open to late usage, then closes it', async () => {
    const last = await usageOf(team.superadmin, lastMonth());
    const closesAt = new Date(lastMonth().end.getTime() + 72 * 3_600_000);
    expect(last).toMatchObject({ status: closesAt > now() ? 'ESTIMATE' : 'CLOSED', closesAt: closesAt.toISOString() });
  });

  it('refuses a month that is not one, has not begun, or is older than six months back', async () => {
    const next = monthOf(new Date(thisMonth().end.getTime() + 1));
    let old = thisMonth();
    for (let i = 0; i < 7; i++) old = monthOf(new Date(old.start.getTime() - 1));
    for (const q of ['?month=13&year=2026', '?month=0&year=2026', '?month=x&year=2026', '?year=2026', `?month=${next.month}&year=${next.year}`, `?month=${old.month}&year=${old.year}`, '?month=1&year=2000']) {
      const res = await team.t.app.inject({ url: `${base(OTHER)}${q}`, headers: team.superadmin.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe(BILLING_USAGE_MESSAGES.periodInvalid);
    }
  });
});

describe('adjustments', () => {
  it('are added and deleted by SuperAdmin only, and count in their month', async () => {
    const m = thisMonth();
    const before = await usageOf(team.superadmin, m);
    const body = { period: m.period, description: 'Service credit: outage 14 Nov', units: 1, rate: '-25.5' };
    expect((await addAdjustment(team.otherOwner, body)).statusCode).toBe(403);
    expect((await addAdjustment(team.owner, body)).statusCode).toBe(404);
    const added = await addAdjustment(team.superadmin, body);
    expect(added.statusCode, added.body).toBe(200);
    const adj = added.json().data;
    expect(adj).toMatchObject({ period: m.period, description: 'Service credit: outage 14 Nov', units: 1, rate: '-25.5' });
    const after = await usageOf(team.superadmin, m);
    expect(after.lines.at(-1)).toMatchObject({ id: adj.id, type: 'Adjustment', qty: 1, rate: '-25.5', total: '-25.50' });
    expect(Math.round(Number(after.total) * 100)).toBe(Math.round(Number(before.total) * 100) - 2550);
    // Owner sees it; only SuperAdmin deletes it; another organisation's id is not found.
    expect((await usageOf(team.otherOwner, m)).lines.some((l) => l.id === adj.id)).toBe(true);
    expect((await deleteAdjustment(team.otherOwner, adj.id)).statusCode).toBe(403);
    expect((await deleteAdjustment(team.superadmin, adj.id, DEMO.orgId)).statusCode).toBe(404);
    expect((await deleteAdjustment(team.superadmin, adj.id)).json()).toEqual({ data: { deleted: true } });
    expect((await usageOf(team.superadmin, m)).total).toBe(before.total);
    expect((await deleteAdjustment(team.superadmin, adj.id)).statusCode).toBe(404);
  });

  it('may be added to a closed month, whose frozen usage stays as it was', async () => {
    const closed = await usageOf(team.superadmin, closedMonth());
    const added = await addAdjustment(team.superadmin, { period: closedMonth().period, description: 'Setup', units: 2, rate: '10' });
    expect(added.statusCode).toBe(200);
    const after = await usageOf(team.superadmin, closedMonth());
    expect(after.lines.filter((l) => l.type !== 'Adjustment')).toEqual(closed.lines.filter((l) => l.type !== 'Adjustment'));
    expect(after.lines.at(-1)).toMatchObject({ description: 'Setup', total: '20.00' });
  });

  it('refuse bad input with the field and its text, and store nothing', async () => {
    const m = thisMonth();
    const next = monthOf(new Date(m.end.getTime() + 1));
    const good = { period: m.period, description: 'Setup', units: 1, rate: '10' };
    const cases: [object, string, string][] = [
      [{ ...good, description: '  ' }, 'description', BILLING_USAGE_MESSAGES.descriptionRequired],
      [{ ...good, units: 0 }, 'units', BILLING_USAGE_MESSAGES.unitsInvalid],
      [{ ...good, units: 1.5 }, 'units', BILLING_USAGE_MESSAGES.unitsInvalid],
      [{ ...good, rate: '1e3' }, 'rate', BILLING_USAGE_MESSAGES.rateInvalid],
      [{ ...good, rate: '0' }, 'rate', BILLING_USAGE_MESSAGES.rateInvalid],
      [{ ...good, rate: '10.1234567' }, 'rate', BILLING_USAGE_MESSAGES.rateInvalid],
      [{ ...good, period: '2026-13' }, 'period', BILLING_USAGE_MESSAGES.periodInvalid],
      [{ ...good, period: next.period }, 'period', BILLING_USAGE_MESSAGES.periodInvalid],
      [{ ...good, period: '1999-12' }, 'period', BILLING_USAGE_MESSAGES.periodInvalid],
      [{ ...good, description: 'x\u0000y' }, 'description', ''],
    ];
    const count = async () => (await team.t.deps.db.select().from(billingAdjustments).where(eq(billingAdjustments.orgId, OTHER))).length;
    const stored = await count();
    for (const [payload, field, message] of cases) {
      const res = await addAdjustment(team.superadmin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().errors, JSON.stringify(payload)).toContainEqual({ path: field, message });
    }
    expect(await count()).toBe(stored);
  });
});

describe('GET billableUsage/download', () => {
  it('answers the month as CSV: a row a line, one a workspace part, and the total', async () => {
    await priceOtherCo();
    await record([{ product: 'rnd', quantity: 10, key: `rnd-csv-${Date.now()}` }]);
    const m = thisMonth();
    const res = await team.t.app.inject({ url: `${base(OTHER)}/download${monthQuery(m)}`, headers: team.otherOwner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`billing-usage-${m.period}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Description,Workspace,Type,Quantity,Rate,Total,Detail');
    expect(lines[1]).toBe('Platform fee,,Fee,1,100,100.00,');
    expect(lines.some((l) => l.startsWith('Reassigned numbers (RND) queries,Other Workspace,Usage,'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total \(estimate to date\),,,,,\d+\.\d{2},$/);
    expect((await team.t.app.inject({ url: `${base(DEMO.orgId)}/download${monthQuery(m)}`, headers: team.otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('usage alerts', () => {
  const alerts = (s: Session, orgId = OTHER) => team.t.app.inject({ url: `/api/orgs/${orgId}/usageAlerts`, headers: s.headers });
  const addAlert = (s: Session, payload: object, orgId = OTHER) => team.t.app.inject({ method: 'POST', url: `/api/orgs/${orgId}/usageAlerts`, headers: s.headers, payload });

  it('fire once a month when crossed: in the notification drawer, by email, and to each active workspace’s UsageAlert webhooks', async () => {
    await priceOtherCo();
    const hook = await team.t.app.inject({
      method: 'POST', url: `/api/orgs/${OTHER}/workspaces/${DEMO.ws.other}/webhooks`, headers: team.otherOwner.headers,
      payload: { name: 'Finance alerts', url: 'https://hooks.finance.example.com/trueline', eventType: 'UsageAlert', status: 'ACTIVE', webhookAuth: { authType: 'None' }, campaignFilter: [] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const inbox = async () => ((await team.t.app.inject({ url: `/api/orgs/${OTHER}/notifications`, headers: team.otherOwner.headers })).json().data as { notificationType: string; notificationPayload: { heading: string; message: string } }[])
      .filter((n) => n.notificationType === 'UsageAlert');
    const before = (await inbox()).length;
    // Not crossed yet: RND at $0.01 a query, over $10,000.
    const high = await addAlert(team.otherOwner, { metric: 'SPEND', product: 'rnd', threshold: '10000' });
    expect(high.statusCode, high.body).toBe(200);
    expect(high.json().data).toMatchObject({ metric: 'SPEND', product: 'rnd', threshold: '10000', firedAt: null });
    // The whole bill is over $1 already ($100 platform fee): said at once.
    const low = await addAlert(team.otherOwner, { metric: 'SPEND', threshold: '1' });
    expect(low.json().data.firedAt).toEqual(expect.any(String));
    const fired = await inbox();
    expect(fired.length - before).toBe(1);
    expect(fired[0]!.notificationPayload.heading).toBe('Usage alert');
    expect(fired[0]!.notificationPayload.message).toMatch(/^Spend on the whole bill crossed \$1\.00 in \w+ \d{4}: \$[\d,]+\.\d{2} so far\.$/);
    const deliveries = await team.t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.json().data.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ eventType: 'UsageAlert', workspaceId: DEMO.ws.other });
    expect(deliveries[0]!.payload).toMatchObject({ alert: { id: low.json().data.id, metric: 'SPEND', threshold: '1' }, period: thisMonth().period, message: fired[0]!.notificationPayload.message });
    // Checked again (the hourly job): nothing more this month.
    expect(await team.t.services.billing.alerts.check(OTHER)).toBe(0);
    // Quantities cross too.
    await record([{ product: 'rnd', quantity: 50, key: `rnd-alert-${Date.now()}` }]);
    const qty = await addAlert(team.otherOwner, { metric: 'QUANTITY', product: 'rnd', threshold: '10' });
    expect(qty.json().data.firedAt).toEqual(expect.any(String));
    expect((await alerts(team.otherOwner)).json().data.map((a: { threshold: string }) => a.threshold)).toEqual(expect.arrayContaining(['10000', '1', '10']));
  });

  it('are set and deleted by Owner or SuperAdmin; Admin reads; another organisation is not found; bad thresholds are refused', async () => {
    expect((await addAlert(team.admin, { metric: 'SPEND', threshold: '5' }, DEMO.orgId)).statusCode).toBe(403);
    expect((await alerts(team.admin, DEMO.orgId)).statusCode).toBe(200);
    expect((await alerts(team.owner, OTHER)).statusCode).toBe(404);
    expect((await addAlert(team.otherOwner, { metric: 'QUANTITY', threshold: '5' })).json().errors).toContainEqual({ path: 'product', message: 'Choose a product: a quantity is counted per product.' });
    expect((await addAlert(team.otherOwner, { metric: 'SPEND', threshold: '0' })).json().errors).toContainEqual({ path: 'threshold', message: 'Enter a threshold above zero.' });
    const made = (await addAlert(team.superadmin, { metric: 'SPEND', product: 'aegis', threshold: '999999' })).json().data;
    const del = (s: Session) => team.t.app.inject({ method: 'DELETE', url: `/api/orgs/${OTHER}/usageAlerts/${made.id}`, headers: s.headers });
    expect((await del(team.owner)).statusCode).toBe(404);
    expect((await del(team.otherOwner)).json()).toEqual({ data: { deleted: true } });
    expect((await del(team.otherOwner)).statusCode).toBe(404);
  });
});
