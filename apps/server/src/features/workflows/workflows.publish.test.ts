import { describe, expect, it } from 'vitest';
import { AEGIS_FEATURES, MESSAGES, type RevisionsPage, type Workflow } from '@trueline/contract';
import { graphProblems } from '@trueline/workflow';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';
import { acceptAll, createWorkflow, edge, getWorkflow, node, saveWorkflow, startNode, workflowsUrl } from './workflows.test-helpers';

const team = setUpDemoTeam();

const publish = (w: Pick<Workflow, 'id'>, s: Session | null = team.owner, ws: string = DEMO.ws.sales) => call(team.t, 'POST', workflowsUrl(ws, `/${w.id}/publish`), s ?? undefined);
const revisions = async (w: Pick<Workflow, 'id'>, page = 0, s: Session = team.owner): Promise<RevisionsPage> => {
  const res = await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${w.id}/revisions?page=${page}`), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const revert = (w: Pick<Workflow, 'id'>, revisionId: string, s: Session | null = team.owner, ws: string = DEMO.ws.sales) =>
  call(team.t, 'POST', workflowsUrl(ws, `/${w.id}/revisions/${revisionId}/revert`), s ?? undefined);

describe('workflows.publish', () => {
  it('hands the saved graph to screening: draft goes, publishedTimestamp is set, the published version is served', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const saved: Workflow = (await saveWorkflow(team.t, team.owner, w, { name: 'Welcome line', flow: acceptAll() })).json().data;
    expect(await team.t.services.workflows.published(DEMO.ws.sales, w.id)).toBeNull();
    const res = await publish(w, team.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { draft, publishedTimestamp } = res.json().data;
    expect(draft).toBe(false);
    expect(Date.parse(publishedTimestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(await getWorkflow(team.t, team.owner, w.id)).toMatchObject({ draft: false, publishedTimestamp });
    expect(await team.t.services.workflows.published(DEMO.ws.sales, w.id)).toEqual({ id: w.id, name: 'Welcome line', type: 'RealTime', status: 'Active', graph: saved.flow });
    // Not from another workspace.
    expect(await team.t.services.workflows.published(DEMO.ws.collections, w.id)).toBeNull();
  });

  it('keeps serving the published version while a later save is a draft, and the new one once published', async () => {
    const w = await createWorkflow(team.t, team.owner);
    await saveWorkflow(team.t, team.owner, w, { flow: acceptAll() });
    await publish(w);
    const first = await team.t.services.workflows.published(DEMO.ws.sales, w.id);
    const rejectAll = { nodes: [startNode(), node('no', 'Reject', { sipResponseCode: 503 }, 'Closed')], edges: [edge('start', 'no')] };
    const saved: Workflow = (await saveWorkflow(team.t, team.owner, { ...w, flow: acceptAll() }, { flow: rejectAll })).json().data;
    expect(saved.draft).toBe(true);
    expect((await team.t.services.workflows.published(DEMO.ws.sales, w.id))?.graph).toEqual(first?.graph);
    expect((await publish(w)).statusCode).toBe(200);
    expect((await team.t.services.workflows.published(DEMO.ws.sales, w.id))?.graph).toEqual(saved.flow);
    // Saving the published graph back as it is leaves no draft.
    expect((await saveWorkflow(team.t, team.owner, saved, { flow: saved.flow })).json().data.draft).toBe(false);
  });

  it('refuses when there is nothing new to publish (409)', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect((await publish(w)).statusCode).toBe(200);
    const res = await publish(w);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There are no changes to publish.');
  });

  it('checks every node\'s settings and answers the problems naming the nodes; nothing is published', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const flow = {
      nodes: [startNode(), node('hand', 'WorkflowTransfer', {}, 'To billing'), node('no', 'Reject', { sipResponseCode: 404 }, 'Closed'), node('dnc', 'DoNotCall', {}, 'DNC')],
      edges: [edge('start', 'hand'), edge('hand', 'no')],
    };
    expect((await saveWorkflow(team.t, team.owner, w, { flow })).statusCode).toBe(200);
    const res = await publish(w);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'To billing: Field is required',
      code: 'VALIDATION',
      errors: [
        { path: 'nodes.hand.data.config.workflowId', message: 'To billing: Field is required' },
        { path: 'nodes.no.data.config.sipResponseCode', message: 'Closed: SIP response code must be between 500 and 599' },
        { path: 'nodes.dnc.data.config.ftcSanId', message: 'DNC: Field is required' },
      ],
    });
    expect(await getWorkflow(team.t, team.owner, w.id)).toMatchObject({ draft: true, publishedTimestamp: null });
    expect(await team.t.services.workflows.published(DEMO.ws.sales, w.id)).toBeNull();
  });

  it('is open to every role; 404 for another organisation or workspace; 401 without a token', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const w = await createWorkflow(team.t, team.owner);
      expect((await publish(w, s)).statusCode).toBe(200);
    }
    const w = await createWorkflow(team.t, team.owner);
    expect((await publish(w, team.otherOwner)).statusCode).toBe(404);
    expect((await publish(w, team.owner, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await publish(w, null)).statusCode).toBe(401);
    expect((await getWorkflow(team.t, team.owner, w.id)).draft).toBe(true);
  });

  it('stops serving a deleted workflow', async () => {
    const w = await createWorkflow(team.t, team.owner);
    await publish(w);
    expect(await team.t.services.workflows.published(DEMO.ws.sales, w.id)).not.toBeNull();
    await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}?confirm=DELETE`), team.owner);
    expect(await team.t.services.workflows.published(DEMO.ws.sales, w.id)).toBeNull();
  });
});

describe('workflows.revisions', () => {
  it('numbers each save by count, newest first, 10 per page, with its author', async () => {
    const w = await createWorkflow(team.t, team.owner);
    for (let i = 1; i <= 11; i++) expect((await saveWorkflow(team.t, i % 2 ? team.admin : team.owner, w, { name: `Version ${i}`, flow: acceptAll() })).statusCode).toBe(200);
    const first = await revisions(w);
    expect(first.totalElements).toBe(12);
    expect(first.content.map((r) => r.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.content[0]!.simpleUser).toEqual({ firstName: 'Adam', lastName: 'Admin' });
    expect(first.content[1]!.simpleUser).toEqual({ firstName: 'Olivia', lastName: 'Owner' });
    const second = await revisions(w, 1, team.admin);
    expect(second.content.map((r) => r.number)).toEqual([2, 1]);
    expect(Date.parse(second.content[1]!.timestamp)).toBeLessThanOrEqual(Date.parse(first.content[0]!.timestamp));
  });

  it('answers 404 for another organisation or workspace, 400 for a negative page', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${w.id}/revisions`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.collections, `/${w.id}/revisions`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${w.id}/revisions?page=-1`), team.owner)).statusCode).toBe(400);
  });
});

describe('workflows.revert', () => {
  it('replaces the saved name and graph with the revision\'s, recorded as a new revision', async () => {
    const w = await createWorkflow(team.t, team.owner);
    await saveWorkflow(team.t, team.owner, w, { name: 'Accept everyone', flow: acceptAll() });
    await saveWorkflow(team.t, team.owner, w, { name: 'Empty again', flow: w.flow });
    const [latest, second, first] = (await revisions(w)).content;
    expect([latest!.number, second!.number, first!.number]).toEqual([3, 2, 1]);
    const res = await revert(w, second!.id, team.admin);
    expect(res.statusCode, res.body).toBe(200);
    const reverted: Workflow = res.json().data;
    expect(reverted).toMatchObject({ name: 'Accept everyone', draft: true });
    expect(reverted.flow).toEqual(acceptAll());
    expect(await getWorkflow(team.t, team.owner, w.id)).toEqual(reverted);
    const after = await revisions(w);
    expect(after.totalElements).toBe(4);
    expect(after.content[0]!.simpleUser).toEqual({ firstName: 'Adam', lastName: 'Admin' });
  });

  it('answers 404 for a revision of another workflow, another organisation or workspace', async () => {
    const [a, b] = [await createWorkflow(team.t, team.owner), await createWorkflow(team.t, team.owner)];
    const [revOfB] = (await revisions(b)).content;
    expect((await revert(a, revOfB!.id)).statusCode).toBe(404);
    const [revOfA] = (await revisions(a)).content;
    expect((await revert(a, revOfA!.id, team.otherOwner)).statusCode).toBe(404);
    expect((await revert(a, revOfA!.id, team.owner, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await revert(a, revOfA!.id, null)).statusCode).toBe(401);
    expect((await revisions(a)).totalElements).toBe(1);
  });

  it('refuses a revision holding a node type the workspace has since turned off', async () => {
    const w = await createWorkflow(team.t, team.owner, 'RealTime', DEMO.ws.collections);
    const withDnc = { nodes: [startNode(), node('dnc', 'DoNotCall', { ftcSanId: 'x' }, 'DNC')], edges: [edge('start', 'dnc')] };
    const flags = (on: boolean) => call(team.t, 'PUT', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.collections}`, team.superadmin,
      { name: 'Collections', workspaceFeatures: { aegisFeatures: { doNotCall: on } } });
    expect((await flags(true)).statusCode).toBe(200);
    expect((await saveWorkflow(team.t, team.owner, w, { flow: withDnc }, DEMO.ws.collections)).statusCode).toBe(200);
    expect((await saveWorkflow(team.t, team.owner, w, { flow: w.flow }, DEMO.ws.collections)).statusCode).toBe(200);
    expect((await flags(false)).statusCode).toBe(200);
    const res = await call(team.t, 'GET', workflowsUrl(DEMO.ws.collections, `/${w.id}/revisions`), team.owner);
    const withDncRevision = (res.json().data as RevisionsPage).content.find((r) => r.number === 2)!;
    const refused = await revert(w, withDncRevision.id, team.owner, DEMO.ws.collections);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'nodes.dnc', message: `DNC: ${MESSAGES.nodeTypeDisabled}` }]);
  });
});

describe('demo workflows', () => {
  it('gives Sales Floor published real-time workflows (two hand off to shared rules), a published ETL workflow and a disabled draft', async () => {
    const rows = (await call(team.t, 'GET', workflowsUrl(), team.owner)).json().data as Workflow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(DEMO_WORKFLOWS.inbound)).toMatchObject({ name: 'Inbound screening', type: 'RealTime', status: 'Active', draft: false, folderId: DEMO_WORKFLOWS.folder });
    expect(byId.get(DEMO_WORKFLOWS.outbound)).toMatchObject({ name: 'Outbound compliance', type: 'RealTime', draft: false });
    expect(byId.get(DEMO_WORKFLOWS.nightlyLoad)).toMatchObject({ type: 'ETL', draft: false });
    expect(byId.get(DEMO_WORKFLOWS.afterHours)).toMatchObject({ status: 'Disabled', draft: true, publishedTimestamp: null });
    for (const id of [DEMO_WORKFLOWS.inbound, DEMO_WORKFLOWS.outbound]) {
      const published = await team.t.services.workflows.published(DEMO.ws.sales, id);
      expect(published?.graph.nodes.find((n) => n.type === 'WorkflowTransfer')?.data.config).toEqual({ workflowId: DEMO_WORKFLOWS.sharedRules });
    }
    expect(await team.t.services.workflows.published(DEMO.ws.sales, DEMO_WORKFLOWS.nightlyLoad)).toMatchObject({ type: 'ETL' });
    // Every seeded graph passes the publish checks (and so stays valid as the node types evolve).
    for (const id of Object.values(DEMO_WORKFLOWS).filter((id) => id !== DEMO_WORKFLOWS.folder)) {
      const w = await getWorkflow(team.t, team.owner, id);
      expect(graphProblems(w.flow, w.type, { ...Object.fromEntries(AEGIS_FEATURES.map((f) => [f, true])) }, { configs: true }), w.name).toEqual([]);
    }
    expect((await revisions({ id: DEMO_WORKFLOWS.inbound })).content[0]!.simpleUser).toEqual({ firstName: 'Olivia', lastName: 'Owner' });
  });
});
