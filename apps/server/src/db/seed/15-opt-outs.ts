import type { App } from '../../app';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_MESSAGING_CAMPAIGNS } from './14-messaging-campaigns';
import { messagingOptOutReviews, messagingOptOuts } from '../../features/opt-outs/opt-outs.tables';

const HOUR_MS = 3_600_000;

/**
 * Sales Floor's opt-outs over the last ten days (two of them today, so the page's default period shows them): STOP
 * replies, a number the carrier refused for good, one added by hand and one imported; and a free-text reply waiting
 * for review.
 */
export async function seedOptOuts(app: App): Promise<void> {
  const { db } = app.deps;
  const now = app.deps.now().getTime();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const campaignId = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
  const workspaceId = DEMO_WORKSPACES.sales;
  const rows: [string, string, number][] = [
    ['7375550142', 'STOP', 0.5],
    ['7375550187', 'STOP', 2],
    ['5125550163', 'CARRIER', 26],
    ['7375550119', 'Called the office and asked to stop', 50],
    ['2105550171', 'STOP', 75],
    ['2105550128', 'IMPORT', 120],
    ['7375550155', 'FREE_TEXT', 170],
    ['5125550139', 'STOP', 230],
  ];
  await db.insert(messagingOptOuts).values(rows.map(([phone, reason, hours]) => ({ workspaceId, phone, campaignId, reason, created: ago(hours) })));
  await db.insert(messagingOptOutReviews).values({
    id: '00000000-0000-4000-8000-00000000e8f1', workspaceId, phone: '7375550196', campaignId, message: 'please take me off your list, I sold the house', created: ago(3),
  });
}
