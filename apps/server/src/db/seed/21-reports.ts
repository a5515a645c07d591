import { sql } from 'drizzle-orm';
import { REPORT_LIFETIME_DAYS } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import * as repo from '../../features/reports/reports.repo';
import { csvRow } from '../../platform/csv';
import { newId } from '../../platform/crypto';

const HOUR_MS = 3_600_000;

/** Each Demo Co person finds one ready file in Sales Floor's Downloads: the leads of Q4 Home Services Outreach, asked for three hours ago. */
export async function seedReports(app: App, ctx: SeedContext): Promise<void> {
  const result = await app.deps.db.execute(sql`select phone, status, state, zip, caller_id, loaded from campaign_leads
    where campaign_id = ${DEMO_CAMPAIGNS.q4HomeServices} order by loaded, id`);
  const leads = (result as unknown as { rows: { phone: string; status: string; state: string | null; zip: string | null; caller_id: string | null; loaded: Date | string }[] }).rows;
  const csv = [csvRow(['Phone', 'Status', 'State', 'Zip', 'Caller ID', 'Loaded']),
    ...leads.map((l) => csvRow([l.phone, l.status, l.state, l.zip, l.caller_id, new Date(l.loaded).toISOString()]))].join('');
  const reportName = 'Leads - Q4 Home Services Outreach';
  const people = [
    { id: ctx.userIds.superadmin, firstName: 'Sam', lastName: 'Super' },
    { id: ctx.userIds.owner, firstName: 'Olivia', lastName: 'Owner' },
    { id: ctx.userIds.admin, firstName: 'Adam', lastName: 'Admin' },
  ];
  const now = app.deps.now().getTime();
  for (const p of people) {
    const fileId = await app.deps.files.put({ orgId: ctx.demoOrgId, name: `${reportName}.csv`, contentType: 'text/csv', bytes: Buffer.from(csv) });
    const requestedAt = new Date(now - 3 * HOUR_MS);
    await repo.insertReport(app.deps.db, {
      id: newId(), orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales, userId: p.id, requestedByFirstName: p.firstName, requestedByLastName: p.lastName,
      reportName, kind: 'campaign-leads', params: { campaignId: DEMO_CAMPAIGNS.q4HomeServices }, status: 'READY', fileId, size: Buffer.byteLength(csv),
      requestedAt, readyAt: new Date(requestedAt.getTime() + 40_000), expiresAt: new Date(requestedAt.getTime() + REPORT_LIFETIME_DAYS * 24 * HOUR_MS),
    });
  }
}
