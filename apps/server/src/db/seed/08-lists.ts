import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { listProcessRequest } from '@trueline/contract';
import type { App } from '../../app';
import type { Actor } from '../../platform/auth-context';
import { generatedListRecords } from '../../providers/dialers/sandbox-dialers.leads';
import type { Lists } from '../../features/lists/lists.module';
import type { SeedContext } from './01-organizations';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import { DEMO_WORKSPACES } from './02-workspaces';

/** The columns of the demo lead files: Five9's own field ids, so the mapping (and the demo template) is the identity. */
const FIELDS = ['number1', 'first_name', 'last_name', 'street', 'city', 'state', 'zip', 'email'];
const DAY_MS = 86_400_000;

/** Demo lists: a few processed lists of the Sales Floor campaigns (finished on earlier days, for the charts), one awaiting mapping. */
const LISTS = [
  { campaignId: DEMO_CAMPAIGNS.q4HomeServices, name: 'q4-home-services-week1.csv', rows: 120, daysAgo: 9, process: true },
  { campaignId: DEMO_CAMPAIGNS.northeastRenewals, name: 'northeast-renewals-october.csv', rows: 90, daysAgo: 5, process: true },
  { campaignId: DEMO_CAMPAIGNS.q4HomeServices, name: 'q4-home-services-week2.csv', rows: 140, daysAgo: 2, process: true },
  { campaignId: DEMO_CAMPAIGNS.q4HomeServices, name: 'q4-home-services-week3.csv', rows: 60, daysAgo: 0, process: false },
] as const;

const csvOf = (listName: string, rows: number) =>
  [FIELDS.join(','), ...generatedListRecords('FIVE9', `demo:${listName}`, rows, 0, rows).map((r) => FIELDS.map((f) => r[f] ?? '').join(','))].join('\n');

/**
 * Lists and leads for the demo organisation, processed through the real pipeline (the sandbox checks, the sandbox dialer)
 * and then dated back, so the Lists tab, /lists, /leads and the List activity charts have content on a fresh start.
 * Pools are provisioned by jobs after start, so these leads carry no caller ID.
 */
export async function seedLists(app: App, ctx: SeedContext): Promise<void> {
  const lists = (app.services as unknown as { lists: Lists }).lists;
  const owner: Actor = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' };
  const scope = await app.services.workspaces.scope(owner, ctx.demoOrgId, DEMO_WORKSPACES.sales);
  const mappedCols = FIELDS.map((columnId, columnIndex) => ({ columnIndex, columnId }));
  const now = app.deps.now().getTime();
  /** The ids of the campaign's event log so far, to tell which entries one step of a list wrote. */
  const eventIds = async (campaignId: string) =>
    new Set(((await app.deps.db.execute(sql`select id from campaign_events where campaign_id = ${campaignId}`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  /** Dates these entries (in the order they were written) at `at`, a millisecond apart. */
  const dateEvents = async (ids: string[], at: Date) => {
    if (ids.length === 0) return;
    await app.deps.db.execute(sql`
      update campaign_events e set timestamp = ${at.toISOString()}::timestamptz + ((o.n - 1) * interval '1 millisecond')
      from (select id, row_number() over (order by timestamp, id) as n from campaign_events where id = any(${`{${ids.join(',')}}`}::text[])) o
      where e.id = o.id`);
  };
  for (const [i, l] of LISTS.entries()) {
    const beforeUpload = await eventIds(l.campaignId);
    const target = await lists.service.uploadTarget(scope, l.campaignId);
    const file = await lists.service.receive(ctx.demoOrgId, { filename: l.name, stream: Readable.from([Buffer.from(csvOf(l.name, l.rows))]) });
    const uploaded = await lists.service.upload(target, file);
    const beforeProcessing = await eventIds(l.campaignId);
    let beforeRun = beforeProcessing;
    if (l.process) {
      await lists.service.process(scope, l.campaignId, uploaded.id, listProcessRequest.parse({
        dialerListId: 'Appointment Setting North-L1', mode: 'APPEND', mappedCols,
        // The first list saves the mapping as the workspace's demo template.
        ...(i === 0 ? { saveAsTemplate: true, templateName: 'Five9 standard' } : {}),
      }));
      beforeRun = await eventIds(l.campaignId);
      await lists.processor.run(uploaded.id);
    }
    // Dated back: uploaded in the morning, processed a minute later, its leads loaded then.
    const at = new Date(now - l.daysAgo * DAY_MS - 3 * 3600_000);
    const end = new Date(at.getTime() + 60_000);
    await app.deps.db.execute(sql`update campaign_lists set uploaded = ${at.toISOString()}::timestamptz,
      processing_start = case when processing_start is null then null else ${at.toISOString()}::timestamptz end,
      processing_finish = case when processing_finish is null then null else ${end.toISOString()}::timestamptz end
      where id = ${uploaded.id}`);
    await app.deps.db.execute(sql`update campaign_leads set loaded = ${end.toISOString()}::timestamptz where list_id = ${uploaded.id}`);
    // Its entries in the campaign's event log with them: the upload's and the processing request's (a template saved
    // with it) at the upload, what processing logged at its finish.
    const afterProcessing = await eventIds(l.campaignId);
    await dateEvents([...beforeRun].filter((id) => !beforeUpload.has(id)), at);
    await dateEvents([...afterProcessing].filter((id) => !beforeRun.has(id)), end);
  }
}
