import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CampaignList, EtlExecution, EtlTask, EtlTaskBody, MessagingList, RecordSet } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { createWorkflow, edge, node, saveWorkflow, startNode, workflowsUrl } from '../workflows/workflows.test-helpers';
import { createSet, uploadOk } from '../record-sets/record-sets.test-helpers';
import * as repo from './etl-tasks.repo';
import { etlRunner } from './etl-run';
import type { EtlTasks } from './etl-tasks.module';
import { createMc, forceStatus, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';
import { messagingLeads } from '../messaging-leads/messaging-leads.tables';

let t: TestApp;
let owner: Session;
let etl: EtlTasks;
let workflowId: string;
let smsCampaignId: string;

const url = (rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/etl/tasks${rest}`;
const INSERT = 'insert';

beforeAll(async () => {
  t = await testApp();
  ({ owner } = await signInDemoTeam(t));
  etl = t.services.etlTasks;
  const sms = await createMc(t, owner);
  await forceStatus(t, sms.id, 'READY');
  smsCampaignId = sms.id;
  // Start → Decision (zip 99999 is rejected) → Core insert into Q4 Home Services → Accept; a messaging insert beside it.
  const w = await createWorkflow(t, owner, 'ETL');
  const flow = {
    nodes: [
      startNode(),
      node('zipCheck', 'Decision', { conditionType: 'AND', conditions: [{ id: 'c', scope: 'Interaction', property: 'InputZip', operation: 'EQUALS', value: '99999' }] }, 'Zip 99999?'),
      node('no', 'Reject', { sipResponseCode: 503 }, 'Bad zip'),
      node(INSERT, 'CoreCampaignInsert', {
        campaignId: DEMO_CAMPAIGNS.q4HomeServices, dialerListId: 'Appointment Setting North-L1', listName: 'ETL leads', mode: 'APPEND',
        mappings: [
          { id: 'p', dialerField: 'number1', scope: 'Interaction', property: 'To', type: 'Phone' },
          { id: 'z', dialerField: 'zip', scope: 'Interaction', property: 'InputZip', type: 'Zip' },
          { id: 'f', dialerField: 'first_name', scope: 'Meta', property: 'firstName', type: 'Data' },
        ],
      }, 'Into Q4'),
      node('sms', 'MessagingCampaignInsert', {
        messagingCampaignId: smsCampaignId, listName: 'ETL texts',
        mappings: [
          { id: 'phone', mapping: 'Phone', scope: 'Interaction', property: 'To', type: 'Phone' },
          { id: 'f', mapping: 'FirstName', scope: 'Meta', property: 'firstName', type: 'Data' },
          { id: 'z', mapping: 'Zip', scope: 'Interaction', property: 'InputZip', type: 'Zip' },
        ],
      }, 'Into SMS'),
      node('ok', 'Accept', {}, 'Loaded'),
    ],
    edges: [edge('start', 'zipCheck'), edge('zipCheck', 'no', 'true'), edge('zipCheck', INSERT, 'false'), edge(INSERT, 'sms'), edge('sms', 'ok')],
  };
  const saved = await saveWorkflow(t, owner, w, { name: 'ETL runner test', flow });
  expect(saved.statusCode, saved.body).toBe(200);
  const pub = await call(t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/publish`), owner);
  expect(pub.statusCode, pub.body).toBe(200);
  workflowId = w.id;
});
afterAll(async () => t.close());

const RECORDS = ['5125550101,Ana,78701', '5125550102,Ben,78702', '5125550103,Carla,99999', '5125550104,Dev,78704', '5125550105,Elena,78705'];

async function setWith(rows: string[]): Promise<RecordSet> {
  const set = await createSet(t, owner, { attributes: [{ name: 'firstName', type: 'S' }, { name: 'zip', type: 'S' }] });
  await uploadOk(t, owner, set, 'bulkAdd', `phone,firstName,zip\n${rows.join('\n')}\n`);
  return set;
}
async function taskFor(set: RecordSet, patch: Partial<EtlTaskBody> = {}): Promise<EtlTask> {
  const created = (await call(t, 'POST', url(), owner, { name: `Runner ${set.name}` })).json().data as EtlTask;
  const body: EtlTaskBody = {
    name: created.name, workflowId, recordSetId: set.id, phoneAttribute: 'phone', zipCodeAttribute: 'zip', autoDeleteRecords: true,
    maxRecordsPerExecution: 0, status: 'DISABLED', scheduleTimezone: 'America/Chicago', frequency: { duration: 1, timeUnit: 'DAYS' }, ...patch,
  };
  const res = await call(t, 'PUT', url(`/${created.id}`), owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function runNow(task: EtlTask): Promise<EtlExecution> {
  const res = await call(t, 'POST', url(`/${task.id}/run`), owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const getExecution = async (task: EtlTask, id: string): Promise<EtlExecution> => (await call(t, 'GET', url(`/${task.id}/executions/${id}`), owner)).json().data;
const liveRecords = async (set: RecordSet) => (await t.services.recordSets.engine.readRecords(DEMO.ws.sales, set.id, { limit: 100 })).records.map((r) => r.phone);

describe('etl run', () => {
  it('walks every record through the workflow, delivers the Core node\'s records as a list, deletes processed records, files the outcome', async () => {
    const set = await setWith(RECORDS);
    const task = await taskFor(set);
    const queued = await runNow(task);
    await etl.runner.run(queued.id);
    const done = await getExecution(task, queued.id);
    expect(done).toMatchObject({ status: 'COMPLETED', success: 4, failure: 1, statusMessage: 'Processed 5 records: 4 succeeded, 1 failed', hasResultFile: true });
    expect(done.startTime).not.toBeNull();
    expect(done.endTime).not.toBeNull();
    const [core] = done.coreCampaigns;
    expect(core).toMatchObject({ nodeId: INSERT, label: 'Into Q4', campaignId: DEMO_CAMPAIGNS.q4HomeServices, records: 4, status: 'DELIVERED' });
    const [sms] = done.messageCampaigns;
    expect(sms).toMatchObject({ nodeId: 'sms', campaignId: smsCampaignId, records: 4, status: 'DELIVERED', listId: expect.any(String) });

    // The list went into the Core campaign through the list pipeline, processed by the task.
    const list = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/campaigns/${DEMO_CAMPAIGNS.q4HomeServices}/lists/${core!.listId}`, owner)).json().data as CampaignList;
    expect(list).toMatchObject({ status: 'PROCESSING', rowCount: 4, dialerListId: 'Appointment Setting North-L1', processedBy: { firstName: 'ETL task', lastName: task.name } });

    // Auto delete: the set is empty now.
    expect(await liveRecords(set)).toEqual([]);

    // The result file has each record with its outcome; the node file one column per mapped field.
    const result = await call(t, 'GET', url(`/${task.id}/executions/${queued.id}/download`), owner);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toContain('-results.csv');
    const lines = result.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('phone,key,zip,result,reason,inserted into');
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.startsWith('5125550103'))).toContain('Rejected,Bad zip');
    expect(lines.find((l) => l.startsWith('5125550101'))).toContain('Accepted');
    const nodeFile = await call(t, 'GET', url(`/${task.id}/executions/${queued.id}/download/${core!.fileId}`), owner);
    expect(nodeFile.body.trim().split(/\r?\n/)).toEqual(['number1,zip,first_name', '5125550101,78701,Ana', '5125550102,78702,Ben', '5125550104,78704,Dev', '5125550105,78705,Elena']);

    const after = (await call(t, 'GET', url(`/${task.id}`), owner)).json().data as EtlTask;
    expect(after.lastRunTime).toBe(done.startTime);
    expect(after.events.map((e) => e.message)).toEqual(expect.arrayContaining([
      expect.stringContaining('Execution finished'), expect.stringContaining('Into Q4: 4 records sent'), expect.stringContaining('Into SMS: 4 records sent'),
    ]));

    // The messaging node's records became a messaging list of its campaign, processed with the node's mapping and,
    // the node's list status being ACTIVE (its default) on an approved campaign, activated when processing ended.
    const smsList = (): Promise<MessagingList> => call(t, 'GET', mcUrl(`/${smsCampaignId}/lists/${sms!.listId}`), owner).then((r) => r.json().data);
    expect(await smsList()).toMatchObject({ name: 'ETL texts', status: 'PROCESSING', rowCount: 4, processedBy: { firstName: 'ETL task', lastName: task.name } });
    expect(await t.services.messagingLists.processor.run(sms!.listId!)).toBe('done');
    const processed = await smsList();
    expect(processed).toMatchObject({ status: 'ACTIVE', processedRows: 4 });
    expect(processed.metrics.supplied).toBe(4);
    const leads = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.listId, sms!.listId!));
    expect(leads.map((l) => l.phone).sort()).toEqual(['5125550101', '5125550102', '5125550104', '5125550105']);
    expect(leads.every((l) => l.campaignId === smsCampaignId)).toBe(true);
    expect(leads.find((l) => l.phone === '5125550101')!.leadData).toMatchObject({ FirstName: 'Ana', Zip: '78701' });

    // A second run with the same numbers: de-dupe (the node's default) leaves them out as duplicates of the campaign.
    const again = await taskFor(await setWith(RECORDS));
    const second = await runNow(again);
    await etl.runner.run(second.id);
    const secondList = (await getExecution(again, second.id)).messageCampaigns[0]!;
    expect(await t.services.messagingLists.processor.run(secondList.listId!)).toBe('done');
    const dup = (await call(t, 'GET', mcUrl(`/${smsCampaignId}/lists/${secondList.listId}`), owner)).json().data as MessagingList;
    expect(dup.metrics).toMatchObject({ supplied: 4, duplicate: 4, loaded: 0 });
  });

  it('leaves a messaging node\'s list READY when its campaign is not approved, and fails the node whose campaign is another workspace\'s', async () => {
    const draft = await createMc(t, owner);
    const elsewhere = await createMc(t, owner, {}, DEMO.ws.collections);
    const w = await createWorkflow(t, owner, 'ETL');
    const flow = {
      nodes: [startNode(), node('d', 'MessagingCampaignInsert', { messagingCampaignId: draft.id }, 'Into draft'), node('x', 'MessagingCampaignInsert', { messagingCampaignId: elsewhere.id }, 'Elsewhere'), node('ok', 'Accept', {}, 'Loaded')],
      edges: [edge('start', 'd'), edge('d', 'x'), edge('x', 'ok')],
    };
    expect((await saveWorkflow(t, owner, w, { name: 'ETL draft campaign', flow })).statusCode).toBe(200);
    expect((await call(t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/publish`), owner)).statusCode).toBe(200);
    const task = await taskFor(await setWith(['5125550191,Ana,78701']), { workflowId: w.id });
    const queued = await runNow(task);
    await etl.runner.run(queued.id);
    const done = await getExecution(task, queued.id);
    const [intoDraft, other] = done.messageCampaigns;
    expect(intoDraft).toMatchObject({ status: 'DELIVERED', records: 1 });
    expect(other).toMatchObject({ status: 'FAILED', records: 1 });
    expect(done.statusMessage).toContain('Elsewhere:');
    expect(await t.services.messagingLists.processor.run(intoDraft!.listId!)).toBe('done');
    const list = (await call(t, 'GET', mcUrl(`/${draft.id}/lists/${intoDraft!.listId}`), owner)).json().data as MessagingList;
    expect(list).toMatchObject({ name: task.name, status: 'READY' });
  });

  it('shows a messaging node an older execution left waiting for Engage as not delivered', async () => {
    const set = await setWith(RECORDS.slice(0, 1));
    const task = await taskFor(set);
    const queued = await runNow(task);
    const waiting = { nodeId: 'sms', label: 'Into SMS', campaignId: null, records: 1, listId: null, status: 'WAITING_FOR_ENGAGE', message: 'kept', fileId: null };
    await repo.updateExecution(t.deps.db, queued.id, { status: 'COMPLETED', messageCampaigns: [waiting as never] });
    expect((await getExecution(task, queued.id)).messageCampaigns[0]).toMatchObject({ status: 'FAILED', message: 'kept' });
  });

  it('keeps the records without auto delete and reads at most max records per run', async () => {
    const set = await setWith(RECORDS);
    const task = await taskFor(set, { autoDeleteRecords: false });
    await repo.updateTask(t.deps.db, task.id, { maxRecords: 2 });
    const queued = await runNow(task);
    await etl.runner.run(queued.id);
    const done = await getExecution(task, queued.id);
    expect(done).toMatchObject({ status: 'COMPLETED', success: 2, failure: 0 });
    expect(done.coreCampaigns[0]!.records).toBe(2);
    expect(await liveRecords(set)).toHaveLength(5);
  });

  it('stops before the next record when cancelled; the records processed so far stay processed and are delivered', async () => {
    const set = await setWith(RECORDS);
    const task = await taskFor(set);
    const queued = await runNow(task);
    let seen = 0;
    const ports = {
      workflows: { published: (ws: string, id: string) => t.services.workflows.published(ws, id) },
      recordSets: t.services.recordSets.engine,
      screening: {
        etl: async (...args: Parameters<typeof t.services.screening.etl>) => {
          if (++seen === 2) {
            // The cancel arrives while the second record is walked.
            const res = await call(t, 'POST', url(`/${task.id}/executions/${queued.id}/cancel`), owner);
            expect(res.json().data).toMatchObject({ status: 'RUNNING', cancelRequested: true });
            runner.stop(queued.id);
          }
          return t.services.screening.etl(...args);
        },
      },
      deliverCore: async () => ({ listId: 'list-of-test' }),
      deliverMessaging: async () => ({ listId: 'messaging-list-of-test' }),
    };
    const runner = etlRunner(t.deps, ports);
    await runner.run(queued.id);
    const done = await getExecution(task, queued.id);
    expect(done).toMatchObject({ status: 'CANCELLED', success: 2, failure: 0, statusMessage: 'Cancelled after 2 records: 2 succeeded, 0 failed' });
    expect(done.coreCampaigns[0]).toMatchObject({ records: 2, status: 'DELIVERED', listId: 'list-of-test' });
    expect(await liveRecords(set)).toHaveLength(3);
  });

  it('resumes a run interrupted by a restart after the last batch it saved, without repeating records', async () => {
    const set = await setWith(RECORDS);
    const task = await taskFor(set, { autoDeleteRecords: false });
    const queued = await runNow(task);
    // As a crashed instance left it: running, two records counted, the cursor after the second key.
    await repo.updateExecution(t.deps.db, queued.id, { status: 'RUNNING', startTime: t.deps.now(), success: 2, cursor: '5125550102' });
    await etl.runner.run(queued.id);
    const done = await getExecution(task, queued.id);
    expect(done).toMatchObject({ status: 'COMPLETED', success: 4, failure: 1 });
    const lines = (await call(t, 'GET', url(`/${task.id}/executions/${queued.id}/download`), owner)).body.trim().split(/\r?\n/);
    expect(lines.slice(1).map((l) => l.slice(0, 10))).toEqual(['5125550103', '5125550104', '5125550105']);
  });

  it('fails with a message when the workflow has no published version', async () => {
    const set = await setWith(RECORDS.slice(0, 1));
    const draft = await createWorkflow(t, owner, 'ETL');
    const task = await taskFor(set, { workflowId: draft.id });
    const queued = await runNow(task);
    await etl.runner.run(queued.id);
    expect(await getExecution(task, queued.id)).toMatchObject({ status: 'FAILED', statusMessage: 'The workflow has no published version.' });
  });
});

describe('etl scheduler tick', () => {
  it('starts an ACTIVE task whose next run is due and moves its next run on; a task still running skips with an event', async () => {
    const set = await setWith(RECORDS.slice(0, 2));
    const task = await taskFor(set, { status: 'ACTIVE', frequency: { duration: 30, timeUnit: 'MINUTES' }, schedule: {
      sunday: [{ start: 0, end: 1439 }], monday: [{ start: 0, end: 1439 }], tuesday: [{ start: 0, end: 1439 }], wednesday: [{ start: 0, end: 1439 }],
      thursday: [{ start: 0, end: 1439 }], friday: [{ start: 0, end: 1439 }], saturday: [{ start: 0, end: 1439 }],
    } });
    const due = new Date(t.deps.now().getTime() - 60_000);
    await repo.updateTask(t.deps.db, task.id, { nextRunTime: due });
    expect(await etl.jobs.tick()).toBeGreaterThanOrEqual(1);
    const executions = (await call(t, 'GET', url(`/${task.id}/executions`), owner)).json().data as EtlExecution[];
    expect(executions).toHaveLength(1);
    expect(executions[0]).toMatchObject({ trigger: 'SCHEDULE', status: 'QUEUED' });
    const after = (await repo.findTaskById(t.deps.db, task.id))!;
    // A frequency after the run that fired (a minute ago): in 29 minutes.
    expect(after.nextRunTime!.getTime()).toBe(due.getTime() + 30 * 60_000);

    // Due again while the first execution is still queued: skipped, with a WARNING event.
    await repo.updateTask(t.deps.db, task.id, { nextRunTime: due });
    await etl.jobs.tick();
    expect((await call(t, 'GET', url(`/${task.id}/executions`), owner)).json().data).toHaveLength(1);
    const events = (await call(t, 'GET', url(`/${task.id}`), owner)).json().data.events as EtlTask['events'];
    expect(events[0]).toMatchObject({ type: 'WARNING', message: 'Scheduled run skipped: the previous execution is still running' });
  });
});
