import {
  BILLING_ITEMS, USAGE_ALERT_TEXTS, USAGE_DESCRIPTIONS, USAGE_PRICED_BY, type BillableUsage, type UsageAlert, type UsageAlertFired, type UsageProduct, type User,
} from '@trueline/contract';
import type { z } from 'zod';
import type { usageAlertBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import { newId } from '../../platform/crypto';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { monthOf } from './billing-month';
import { microsToAmount, toMicros } from './rating';
import * as repo from './billing.repo';

export const USAGE_ALERTS_JOB = 'billing.usage-alerts';
/** After the hourly census (metering, minute 7): the month's counts are in. */
const USAGE_ALERTS_CRON = '20 * * * *';

export interface UsageAlertPeers {
  /** The organisation's people, read as the organisation itself (the check acts for no one in particular). */
  users: { list(actor: Actor, orgId: string): Promise<User[]> };
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<MailQueue, 'send'>;
  /** The alert is the organisation's; webhooks are a workspace's: it goes to the UsageAlert webhooks of each active one. */
  webhooks: { emit: WebhookEmit };
  workspaces: Pick<WorkspacesService, 'activeIds'>;
}

const money = (amount: string) => Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 6 });
const toAlert = (a: repo.UsageAlertRow, firedAt: Date | null): UsageAlert => ({
  id: a.id, metric: a.metric, product: a.product, threshold: a.threshold, firedAt: firedAt?.toISOString() ?? null, created: a.created.toISOString(),
});

/** What an alert watches in a month's usage, and how it reads: its value in millionths of a dollar (spend) or units. */
function watched(a: repo.UsageAlertRow, usage: BillableUsage): { value: bigint; limit: bigint; what: string; shown: (v: bigint) => string } {
  const product = a.product as UsageProduct | null;
  const line = product ? usage.lines.find((l) => l.id === `usage:${product}`) : null;
  const label = product ? USAGE_DESCRIPTIONS[product] ?? BILLING_ITEMS[USAGE_PRICED_BY[product]].label : USAGE_ALERT_TEXTS.wholeBill;
  if (a.metric === 'QUANTITY') {
    return { value: BigInt(line?.qty ?? 0), limit: BigInt(a.threshold), what: label, shown: (v) => Number(v).toLocaleString('en-US') };
  }
  const total = product ? line?.total ?? '0' : usage.total;
  return { value: toMicros(total), limit: toMicros(a.threshold), what: `Spend on ${product ? label : 'the whole bill'}`, shown: (v) => money((Number(v) / 1e6).toFixed(2)) };
}

/**
 * Usage alerts (beyond the spec): an Owner (or SuperAdmin) sets a threshold on this month's spend — the whole bill
 * or one product — or on a product's quantity; the hourly check (and one at once when an alert is added) notifies
 * the organisation's people in the notification drawer and by email, once a month per alert.
 */
export function usageAlerts(
  deps: Pick<Deps, 'db' | 'now' | 'jobs' | 'log'>, peers: UsageAlertPeers,
  org: { assert(actor: Actor, orgId: string): Promise<void>; usage(orgId: string): Promise<BillableUsage> },
) {
  const { db } = deps;
  const mayEdit = (actor: Actor) => {
    const me = requireUser(actor);
    if (!isSuperAdmin(actor) && me.userType !== 'Owner') throw forbidden();
    return me;
  };

  /** Fires the organisation's alerts the month's usage has crossed and that have not fired this month. */
  async function check(orgId: string): Promise<number> {
    const now = deps.now();
    const period = monthOf(now).period;
    const alerts = await repo.listAlerts(db, orgId, period);
    const due = alerts.filter((a) => a.firedAt === null);
    if (due.length === 0) return 0;
    const usage = await org.usage(orgId);
    let fired = 0;
    let workspaceIds: string[] | null = null;
    for (const { alert } of due) {
      const w = watched(alert, usage);
      if (w.value < w.limit || !(await repo.markFired(db, alert.id, period, now))) continue;
      fired++;
      const limitText = alert.metric === 'QUANTITY' ? w.shown(w.limit) : money(alert.threshold);
      const message = USAGE_ALERT_TEXTS.firedMessage.replace('{what}', w.what).replace('{threshold}', limitText)
        .replace('{period}', monthOf(now).start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: usage.timeZone })).replace('{value}', w.shown(w.value));
      const people = (await peers.users.list({ kind: 'apiKey', keyId: 'usage-alerts', orgId, workspaceId: '' }, orgId)).filter((u) => u.activated && u.userType !== 'SuperAdmin');
      for (const u of people) {
        await peers.notifications.notify({ orgId, userId: u.id, type: 'UsageAlert', payload: { heading: USAGE_ALERT_TEXTS.firedHeading, message } });
        await peers.mailer.send({ to: u.email, subject: `Trueline: ${USAGE_ALERT_TEXTS.firedHeading.toLowerCase()}`, text: message, html: `<p>${message.replace(/[<>&]/g, '')}</p>` });
      }
      const payload: UsageAlertFired = { alert: toAlert(alert, now), period, value: alert.metric === 'QUANTITY' ? String(w.value) : microsToAmount(w.value), message };
      workspaceIds ??= await peers.workspaces.activeIds(orgId);
      for (const workspaceId of workspaceIds) await peers.webhooks.emit({ eventType: 'UsageAlert', orgId, workspaceId, payload });
    }
    return fired;
  }

  deps.jobs.define(USAGE_ALERTS_JOB, async () => {
    for (const orgId of await repo.orgsWithAlerts(db)) {
      try {
        await check(orgId);
      } catch (err) {
        deps.log.error({ err, orgId }, 'usage alerts could not be checked');
      }
    }
  });
  void deps.jobs.schedule(USAGE_ALERTS_JOB, USAGE_ALERTS_CRON);

  return {
    check,
    async list(actor: Actor, orgId: string): Promise<UsageAlert[]> {
      await org.assert(actor, orgId);
      return (await repo.listAlerts(db, orgId, monthOf(deps.now()).period)).map((r) => toAlert(r.alert, r.firedAt));
    },
    async create(actor: Actor, orgId: string, body: z.output<typeof usageAlertBody>): Promise<UsageAlert> {
      const me = mayEdit(actor);
      await org.assert(actor, orgId);
      const threshold = body.metric === 'QUANTITY' ? String(BigInt(body.threshold)) : body.threshold.replace(/\.$/, '');
      const row = await repo.insertAlert(db, { id: newId(), orgId, metric: body.metric, product: body.product, threshold, createdBy: me.userId });
      // Crossed already: said at once, not at the next hour.
      await check(orgId);
      const [now] = (await repo.listAlerts(db, orgId, monthOf(deps.now()).period)).filter((r) => r.alert.id === row.id);
      return toAlert(row, now?.firedAt ?? null);
    },
    async remove(actor: Actor, orgId: string, id: string): Promise<{ deleted: true }> {
      mayEdit(actor);
      await org.assert(actor, orgId);
      if (!(await repo.deleteAlert(db, orgId, id))) throw notFound();
      return { deleted: true };
    },
  };
}
