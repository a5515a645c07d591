import { describe, expect, it } from 'vitest';
import { ETL_MESSAGES as M, type EtlExecution, type EtlTask, type EtlTaskBody } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { DEMO_RECORD_SETS } from '../../db/seed/11-record-sets';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';
import { DEMO_ETL_TASKS } from '../../db/seed/13-etl-tasks';
import { createWorkflow } from '../workflows/workflows.test-helpers';
import { createSet } from '../record-sets/record-sets.test-helpers';

const team = setUpDemoTeam();

const url = (rest = '', ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/etl/tasks${rest}`;
const good: EtlTaskBody = {
  name: 'Inquiries to Q4', description: 'Loads inquiries', workflowId: DEMO_WORKFLOWS.nightlyLoad, recordSetId: DEMO_RECORD_SETS.inquiries,
  phoneAttribute: 'phone', zipCodeAttribute: 'zip', autoDeleteRecords: false, maxRecordsPerExecution: 500, status: 'ACTIVE',
  scheduleTimezone: 'America/Chicago', frequency: { duration: 2, timeUnit: 'HOURS' },
  schedule: { monday: [{ start: 480, end: 1020 }], wednesday: [{ start: 480, end: 1020 }] },
};
async function create(s: Session = team.owner, name = 'New ETL task', ws: string = DEMO.ws.sales): Promise<EtlTask> {
  const res = await call(team.t, 'POST', url('', ws), s, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const save = (task: Pick<EtlTask, 'id'>, body: object = good, s: Session = team.owner) => call(team.t, 'PUT', url(`/${task.id}`), s, body);

describe('etlTasks.list and get', () => {
  it('lists the demo task with its fields; every role of the organisation sees it, and SuperAdmin', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const res = await call(team.t, 'GET', url(), s);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.find((x: EtlTask) => x.id === DEMO_ETL_TASKS.nightlyLoad)).toMatchObject({
        name: 'Nightly lead load', status: 'DISABLED', workflowId: DEMO_WORKFLOWS.nightlyLoad, recordSetId: DEMO_RECORD_SETS.inquiries,
        phoneAttribute: 'phone', zipCodeAttribute: 'zip', maxRecordsPerExecution: 500, nextRunTime: null, lastRunTime: null,
        scheduleTimezone: 'America/Chicago', frequency: { duration: 1, timeUnit: 'DAYS' }, events: [],
      });
    }
    const one = await call(team.t, 'GET', url(`/${DEMO_ETL_TASKS.nightlyLoad}`), team.admin);
    expect(one.json().data.events[0]).toMatchObject({ type: 'INFO', message: expect.stringContaining('created') });
  });

  it('answers 404 for another organisation, another workspace and an unknown id', async () => {
    expect((await call(team.t, 'GET', url(), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(`/${DEMO_ETL_TASKS.nightlyLoad}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(`/${DEMO_ETL_TASKS.nightlyLoad}`, DEMO.ws.collections), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url('/nope'), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(`/${DEMO_ETL_TASKS.nightlyLoad}`, DEMO.ws.other, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url())).statusCode).toBe(401);
  });
});

describe('etlTasks.create', () => {
  it('creates a DISABLED task with the defaults, listed by name', async () => {
    const task = await create(team.admin);
    expect(task).toMatchObject({
      name: 'New ETL task', status: 'DISABLED', workflowId: null, recordSetId: null, autoDeleteRecords: true, maxRecordsPerExecution: 0,
      scheduleTimezone: 'America/New_York', frequency: { duration: 1, timeUnit: 'DAYS' }, nextRunTime: null, folderId: null,
    });
    expect(task.schedule.sunday).toEqual([{ start: 0, end: 1439 }]);
    const names = (await call(team.t, 'GET', url(), team.owner)).json().data.map((x: EtlTask) => x.id);
    expect(names).toContain(task.id);
  });

  it('refuses a missing name with Field is required; another organisation gets 404', async () => {
    const res = await call(team.t, 'POST', url(), team.owner, { name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ path: 'name', message: 'Field is required' }] });
    expect((await call(team.t, 'POST', url(), team.otherOwner, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('etlTasks.update', () => {
  it('saves the task and computes the next run inside the windows in the task time zone', async () => {
    const task = await create();
    const res = await save(task);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as EtlTask;
    expect(saved).toMatchObject({ name: 'Inquiries to Q4', status: 'ACTIVE', zipCodeAttribute: 'zip', frequency: { duration: 2, timeUnit: 'HOURS' } });
    expect(saved.nextRunTime).not.toBeNull();
    // 08:00–17:00 Chicago on Monday or Wednesday.
    const next = new Date(saved.nextRunTime!);
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', hour: 'numeric', hour12: false }).formatToParts(next);
    expect(['Monday', 'Wednesday']).toContain(local.find((p) => p.type === 'weekday')!.value);
    const hour = Number(local.find((p) => p.type === 'hour')!.value);
    expect(hour >= 8 && hour < 17).toBe(true);
    expect(saved.events[0]!.message).toContain('Task saved by owner@demo.test');
    // Disabled: no next run.
    expect((await save(task, { ...good, status: 'DISABLED' })).json().data.nextRunTime).toBeNull();
  });

  it('refuses missing fields with Field is required, and bad choices with their texts', async () => {
    const task = await create();
    const res = await save(task, { ...good, name: '', workflowId: '', recordSetId: null, phoneAttribute: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { path: 'name', message: 'Field is required' }, { path: 'workflowId', message: 'Field is required' },
      { path: 'recordSetId', message: 'Field is required' }, { path: 'phoneAttribute', message: 'Field is required' },
    ]));
    const bad = async (body: object, path: string, message: string) => {
      const r = await save(task, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ message, errors: [{ path, message }] });
    };
    await bad({ ...good, maxRecordsPerExecution: 750 }, 'maxRecordsPerExecution', M.maxRecordsInvalid);
    await bad({ ...good, schedule: { monday: [{ start: 600, end: 500 }] } }, 'schedule.monday.0.end', 'Choose an end time later than the start time.');
    await bad({ ...good, schedule: { monday: [{ start: 480, end: 600 }, { start: 500, end: 700 }] } }, 'schedule.monday.1.start', 'Times currently overlap. Please correct.');
    // A real-time workflow, another workspace's record set, an attribute the set lacks.
    const realTime = await createWorkflow(team.t, team.owner, 'RealTime');
    await bad({ ...good, workflowId: realTime.id }, 'workflowId', M.workflowNotEtl);
    const elsewhere = await createSet(team.t, team.owner, {}, DEMO.ws.collections);
    await bad({ ...good, recordSetId: elsewhere.id }, 'recordSetId', M.recordSetMissing);
    await bad({ ...good, zipCodeAttribute: 'postcode' }, 'zipCodeAttribute', 'Not an attribute of the record set: postcode');
  });

  it('answers 404 to another organisation', async () => {
    expect((await save({ id: DEMO_ETL_TASKS.nightlyLoad }, good, team.otherOwner)).statusCode).toBe(404);
  });
});

describe('etlTasks.moveToFolder and remove', () => {
  it('moves a task into an EtlTask folder and out again; a folder of another scope is not found', async () => {
    const task = await create();
    const folder = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, team.owner, { scope: 'EtlTask', name: 'Nightly' })).json().data;
    const moved = await call(team.t, 'PUT', url(`/${task.id}/folder?folderId=${folder.id}`), team.admin);
    expect(moved.json().data.folderId).toBe(folder.id);
    const wf = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, team.owner, { scope: 'Workflow', name: 'W' })).json().data;
    expect((await call(team.t, 'PUT', url(`/${task.id}/folder?folderId=${wf.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'PUT', url(`/${task.id}/folder`), team.owner)).json().data.folderId).toBeNull();
    expect((await call(team.t, 'PUT', url(`/${task.id}/folder`), team.otherOwner)).statusCode).toBe(404);
  });

  it('deletes only with the typed name; the task leaves the list and is not found any more', async () => {
    const task = await create(team.owner, 'Delete me');
    const wrong = await call(team.t, 'DELETE', url(`/${task.id}?confirmName=nope`), team.owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.nameMismatch);
    expect((await call(team.t, 'DELETE', url(`/${task.id}?confirmName=Delete%20me`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'DELETE', url(`/${task.id}?confirmName=Delete%20me`), team.admin)).statusCode).toBe(200);
    expect((await call(team.t, 'GET', url(`/${task.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(), team.owner)).json().data.map((x: EtlTask) => x.id)).not.toContain(task.id);
  });
});

describe('etlTasks.run, executions and cancel', () => {
  it('refuses to run a task without a workflow and record set', async () => {
    const task = await create();
    const res = await call(team.t, 'POST', url(`/${task.id}/run`), team.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notReady);
  });

  it('queues one execution at a time, lists it, cancels it while queued; other tenants get 404', async () => {
    const task = await create();
    await save(task, { ...good, status: 'DISABLED' });
    const run = await call(team.t, 'POST', url(`/${task.id}/run`), team.admin);
    expect(run.statusCode, run.body).toBe(200);
    const execution = run.json().data as EtlExecution;
    expect(execution).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL', success: 0, failure: 0, hasResultFile: false });
    const again = await call(team.t, 'POST', url(`/${task.id}/run`), team.owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyRunning);
    expect((await call(team.t, 'POST', url(`/${task.id}/run`), team.otherOwner)).statusCode).toBe(404);

    const listed = (await call(team.t, 'GET', url(`/${task.id}/executions`), team.owner)).json().data as EtlExecution[];
    expect(listed.map((e) => e.id)).toEqual([execution.id]);
    expect((await call(team.t, 'GET', url(`/${task.id}/executions/${execution.id}`), team.superadmin)).json().data.id).toBe(execution.id);
    expect((await call(team.t, 'GET', url(`/${task.id}/executions/${execution.id}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(`/${DEMO_ETL_TASKS.nightlyLoad}/executions/${execution.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'POST', url(`/${task.id}/executions/${execution.id}/cancel`), team.otherOwner)).statusCode).toBe(404);

    const cancelled = await call(team.t, 'POST', url(`/${task.id}/executions/${execution.id}/cancel`), team.owner);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', cancelRequested: true });
    const twice = await call(team.t, 'POST', url(`/${task.id}/executions/${execution.id}/cancel`), team.owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notCancellable);
    // Nothing to download from a run that never started.
    expect((await call(team.t, 'GET', url(`/${task.id}/executions/${execution.id}/download`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(`/${task.id}/executions/${execution.id}/download/nope`), team.owner)).statusCode).toBe(404);
  });
});
