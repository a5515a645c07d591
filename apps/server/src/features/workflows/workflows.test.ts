import { describe, expect, it } from 'vitest';
import { MESSAGES, type Workflow, type WorkflowSummary } from '@trueline/contract';
import { GRAPH_MESSAGES } from '@trueline/workflow';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { acceptAll, createWorkflow, edge, getWorkflow, node, saveWorkflow, startNode, workflowsUrl } from './workflows.test-helpers';

const team = setUpDemoTeam();

async function list(s: Session = team.owner, ws: string = DEMO.ws.sales): Promise<WorkflowSummary[]> {
  const res = await call(team.t, 'GET', workflowsUrl(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const revisionCount = async (w: Workflow, ws: string = DEMO.ws.sales) =>
  (await call(team.t, 'GET', workflowsUrl(ws, `/${w.id}/revisions`), team.owner)).json().data.totalElements as number;

describe('workflows.create', () => {
  it('creates a real-time workflow by default, holding one Start node, as a draft never published', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect(w).toMatchObject({ name: 'New workflow', type: 'RealTime', status: 'Active', draft: true, publishedTimestamp: null, folderId: null });
    expect(w.flow.nodes.map((n) => n.type)).toEqual(['Start']);
    expect(w.flow.edges).toEqual([]);
    expect(await getWorkflow(team.t, team.owner, w.id)).toEqual(w);
  });

  it('creates an ETL workflow when asked, and refuses an unknown type', async () => {
    expect(await createWorkflow(team.t, team.owner, 'ETL')).toMatchObject({ name: 'New ETL workflow', type: 'ETL' });
    const res = await call(team.t, 'POST', workflowsUrl(DEMO.ws.sales, '?type=Outbound'), team.owner);
    expect(res.statusCode).toBe(400);
  });

  it('is open to every role of the organisation; 401 without a token; 404 for another organisation', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) expect((await createWorkflow(team.t, s, undefined, DEMO.ws.collections)).type).toBe('RealTime');
    expect((await call(team.t, 'POST', workflowsUrl())).statusCode).toBe(401);
    expect((await call(team.t, 'POST', workflowsUrl(), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'POST', workflowsUrl(DEMO.ws.other, '', DEMO.otherOrgId), team.owner)).statusCode).toBe(404);
  });

  it('is for team members only: a workspace API key gets 403', async () => {
    const me = { kind: 'user' as const, userId: team.owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
    const { key } = await team.t.services.apiKeys.create(await team.t.services.workspaces.scope(me, DEMO.orgId, DEMO.ws.sales), 'Workflow reader');
    expect((await team.t.app.inject({ url: workflowsUrl(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
    expect((await team.t.app.inject({ method: 'POST', url: workflowsUrl(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
  });
});

describe('workflows.list and get', () => {
  it('lists the workspace\'s workflows by name without their graphs', async () => {
    const w = await createWorkflow(team.t, team.admin);
    const rows = await list(team.admin);
    const row = rows.find((r) => r.id === w.id)!;
    expect(row).toEqual({ id: w.id, name: w.name, type: 'RealTime', status: 'Active', draft: true, publishedTimestamp: null, folderId: null, created: w.created, updated: w.updated });
    expect(row).not.toHaveProperty('flow');
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers 404 for another organisation, another workspace of the organisation, and an unknown id', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${w.id}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.collections, `/${w.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, '/nope'), team.owner)).statusCode).toBe(404);
    expect((await list(team.owner, DEMO.ws.collections)).map((r) => r.id)).not.toContain(w.id);
  });
});

describe('workflows.update', () => {
  it('saves the name, status and graph, records a revision, and stays a draft', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const res = await saveWorkflow(team.t, team.admin, w, { name: '  Inbound screening ', status: 'Disabled', flow: acceptAll() });
    expect(res.statusCode, res.body).toBe(200);
    const saved: Workflow = res.json().data;
    expect(saved).toMatchObject({ name: 'Inbound screening', status: 'Disabled', draft: true });
    expect(saved.flow).toEqual(acceptAll());
    expect(await getWorkflow(team.t, team.owner, w.id)).toEqual(saved);
    expect(await revisionCount(w)).toBe(2);
  });

  it('is open to every role; 401 without a token; 404 for another organisation or workspace', async () => {
    const w = await createWorkflow(team.t, team.owner);
    for (const s of [team.owner, team.admin, team.superadmin]) expect((await saveWorkflow(team.t, s, w, { flow: acceptAll() })).statusCode).toBe(200);
    expect((await saveWorkflow(team.t, undefined, w, { flow: acceptAll() })).statusCode).toBe(401);
    expect((await saveWorkflow(team.t, team.otherOwner, w, { flow: acceptAll() })).statusCode).toBe(404);
    expect((await saveWorkflow(team.t, team.owner, w, { flow: acceptAll() }, DEMO.ws.collections)).statusCode).toBe(404);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', MESSAGES.workflowNameRequired],
    ['a blank name', { name: '   ' }, 'name', MESSAGES.workflowNameRequired],
  ])('refuses %s with "%s"', async (_what, patch, path, message) => {
    const w = await createWorkflow(team.t, team.owner);
    const res = await saveWorkflow(team.t, team.owner, w, { flow: acceptAll(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ path, message }] });
    expect(await getWorkflow(team.t, team.owner, w.id)).toEqual(w);
  });

  const twoStarts = { nodes: [startNode(), node('start2', 'Start')], edges: [] };
  const noStart = { nodes: [node('ok', 'Accept')], edges: [] };
  const missingTarget = { nodes: [startNode()], edges: [edge('start', 'gone')] };
  const wrongOutput = { nodes: [startNode(), node('ok', 'Accept')], edges: [edge('start', 'ok', 'yes')] };
  const twoFromOneOutput = { nodes: [startNode(), node('a', 'Accept'), node('b', 'Reject')], edges: [edge('start', 'a', 'next', 'e1'), edge('start', 'b', 'next', 'e2')] };
  const intoStart = { nodes: [startNode(), node('h', 'WorkflowTransfer', { workflowId: 'x' })], edges: [edge('start', 'h'), edge('h', 'start')] };
  const fromNote = { nodes: [startNode(), node('n', 'Notes', {}, 'hello'), node('a', 'Accept')], edges: [edge('start', 'a'), edge('n', 'a')] };
  it.each([
    ['two Start nodes', twoStarts, 'nodes', GRAPH_MESSAGES.oneStart],
    ['no Start node', noStart, 'nodes', GRAPH_MESSAGES.oneStart],
    ['a connection to a missing node', missingTarget, 'edges.0', GRAPH_MESSAGES.edgeEnds],
    ['a connection from an output the node does not have', wrongOutput, 'edges.0', GRAPH_MESSAGES.edgeOutput],
    ['a second connection from one output', twoFromOneOutput, 'edges.1', GRAPH_MESSAGES.oneConnection],
    ['a connection into Start', intoStart, 'edges.1', GRAPH_MESSAGES.intoStart],
    ['a connection from a note', fromNote, 'edges.1', GRAPH_MESSAGES.notes],
  ])('refuses a graph with %s and changes nothing', async (_what, flow, path, message) => {
    const w = await createWorkflow(team.t, team.owner);
    const res = await saveWorkflow(team.t, team.owner, w, { flow });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await getWorkflow(team.t, team.owner, w.id)).toEqual(w);
    expect(await revisionCount(w)).toBe(1);
  });

  it('refuses a node type that is not a node type', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const res = await saveWorkflow(team.t, team.owner, w, { flow: { nodes: [startNode(), { ...node('x', 'Accept'), type: 'Teleport' as never }], edges: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('flow.nodes.1.type');
  });

  it('refuses a node type whose feature is off on the workspace with the spec\'s text, naming the node', async () => {
    const w = await createWorkflow(team.t, team.owner, 'RealTime', DEMO.ws.collections);
    const flow = { nodes: [startNode(), node('dnc', 'DoNotCall', { ftcSanId: 'x' }, 'National DNC')], edges: [edge('start', 'dnc')] };
    const res = await saveWorkflow(team.t, team.owner, w, { flow }, DEMO.ws.collections);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `National DNC: ${MESSAGES.nodeTypeDisabled}`, code: 'VALIDATION', errors: [{ path: 'nodes.dnc', message: `National DNC: ${MESSAGES.nodeTypeDisabled}` }],
    });
    expect(await getWorkflow(team.t, team.owner, w.id, DEMO.ws.collections)).toEqual(w);
    // The same node is welcome where the feature is on.
    const sales = await createWorkflow(team.t, team.owner);
    expect((await saveWorkflow(team.t, team.owner, sales, { flow })).statusCode).toBe(200);
  });

  it('refuses a node type the workflow\'s type cannot use (campaign inserts are for ETL workflows)', async () => {
    const flow = { nodes: [startNode(), node('ins', 'CoreCampaignInsert', {}, 'Load leads')], edges: [edge('start', 'ins')] };
    const realTime = await createWorkflow(team.t, team.owner);
    const res = await saveWorkflow(team.t, team.owner, realTime, { flow });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'nodes.ins', message: expect.stringMatching(/^Load leads: .* cannot be used in a real-time workflow$/) }]);
    const etl = await createWorkflow(team.t, team.owner, 'ETL');
    expect((await saveWorkflow(team.t, team.owner, etl, { flow })).statusCode).toBe(200);
  });
});

describe('workflows.remove', () => {
  it('asks for DELETE typed, then hides the workflow', async () => {
    const w = await createWorkflow(team.t, team.owner);
    for (const q of ['', '?confirm=delete', '?confirm=yes']) {
      const res = await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}${q}`), team.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Type DELETE to confirm.', errors: [{ path: 'confirm', message: 'Type DELETE to confirm.' }] });
    }
    expect((await list()).map((r) => r.id)).toContain(w.id);
    expect((await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}?confirm=DELETE`), team.admin)).json()).toEqual({ data: { ok: true } });
    expect((await list()).map((r) => r.id)).not.toContain(w.id);
    expect((await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${w.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}?confirm=DELETE`), team.owner)).statusCode).toBe(404);
  });

  it('answers 404 for another organisation and 401 without a token', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect((await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}?confirm=DELETE`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'DELETE', workflowsUrl(DEMO.ws.sales, `/${w.id}?confirm=DELETE`))).statusCode).toBe(401);
    expect((await getWorkflow(team.t, team.owner, w.id)).id).toBe(w.id);
  });
});
