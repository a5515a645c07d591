import { ETL_WEEK_DAYS, type EtlSchedule } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_RECORD_SETS } from './11-record-sets';
import { DEMO_WORKFLOWS } from './12-workflows';
import { etlTaskEvents, etlTasks } from '../../features/etl-tasks/etl-tasks.tables';

export const DEMO_ETL_TASKS = { nightlyLoad: '00000000-0000-4000-8000-00000000e701' } as const;

/** Weeknights 8pm to 11pm. */
const WEEKNIGHTS = Object.fromEntries(ETL_WEEK_DAYS.map((d) => [d, d === 'saturday' || d === 'sunday' ? [] : [{ start: 1200, end: 1380 }]])) as EtlSchedule;

/**
 * Sales Floor's ETL task: the day's Recent Inquiries through the Nightly lead load workflow into Q4 Home Services, on
 * weeknights in Central time. It is seeded DISABLED, so the demo (and every test on a copy of it) never loads leads on
 * its own: switching it to Active, or Run now, starts it for real.
 */
export async function seedEtlTasks(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  const now = app.deps.now();
  const created = new Date(now.getTime() - 6 * 86_400_000);
  await db.insert(etlTasks).values({
    id: DEMO_ETL_TASKS.nightlyLoad, orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales, name: 'Nightly lead load',
    description: 'Loads the day\'s web and phone inquiries into the Q4 Home Services Outreach campaign.',
    workflowId: DEMO_WORKFLOWS.nightlyLoad, recordSetId: DEMO_RECORD_SETS.inquiries, phoneAttribute: 'phone', zipCodeAttribute: 'zip',
    autoDeleteRecords: false, maxRecords: 500, status: 'DISABLED', scheduleTimezone: 'America/Chicago', frequencyDuration: 1, frequencyUnit: 'DAYS',
    schedule: WEEKNIGHTS, created, updated: created,
  });
  await db.insert(etlTaskEvents).values({ id: '00000000-0000-4000-8000-00000000e7e1', taskId: DEMO_ETL_TASKS.nightlyLoad, timestamp: created, type: 'INFO', message: 'Task created by owner@demo.test' });
}
