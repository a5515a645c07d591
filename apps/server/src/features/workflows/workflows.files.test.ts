import { describe, expect, it } from 'vitest';
import { MESSAGES, type AegisFile, type Folder, type PickerOption, type Workflow } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { DEMO_COMPLIANCE } from '../../db/seed/04-compliance';
import { acceptAll, createWorkflow, edge, getWorkflow, node, saveWorkflow, startNode, workflowsUrl } from './workflows.test-helpers';

const team = setUpDemoTeam();

const revisionCount = async (id: string) => (await call(team.t, 'GET', workflowsUrl(DEMO.ws.sales, `/${id}/revisions`), team.owner)).json().data.totalElements as number;
const importFile = (file: unknown, s: Session | null = team.owner, ws: string = DEMO.ws.sales) => call(team.t, 'POST', workflowsUrl(ws, '/import'), s ?? undefined, file as object);
const exportFile = (id: string, s: Session | null = team.owner, ws: string = DEMO.ws.sales) => call(team.t, 'GET', workflowsUrl(ws, `/${id}/export`), s ?? undefined);
const listIds = async (ws: string = DEMO.ws.sales) => ((await call(team.t, 'GET', workflowsUrl(ws), team.owner)).json().data as Workflow[]).map((w) => w.id);

describe('workflows.duplicate', () => {
  it('copies the saved graph into a new unpublished workflow named "Copy of …", in the same folder', async () => {
    const w = await createWorkflow(team.t, team.owner, 'ETL');
    await saveWorkflow(team.t, team.owner, w, { name: 'Nightly load', status: 'Disabled', flow: acceptAll() });
    await call(team.t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/publish`), team.owner);
    const res = await call(team.t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/duplicate`), team.admin);
    expect(res.statusCode, res.body).toBe(200);
    const copy: Workflow = res.json().data;
    expect(copy).toMatchObject({ name: 'Copy of Nightly load', type: 'ETL', status: 'Disabled', draft: true, publishedTimestamp: null, folderId: null });
    expect(copy.id).not.toBe(w.id);
    expect(copy.flow).toEqual(acceptAll());
    expect(await revisionCount(copy.id)).toBe(1);
    expect(await listIds()).toContain(copy.id);
  });

  it('answers 404 for another organisation or workspace, 401 without a token', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const before = (await listIds()).length;
    expect((await call(team.t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/duplicate`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'POST', workflowsUrl(DEMO.ws.collections, `/${w.id}/duplicate`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/duplicate`))).statusCode).toBe(401);
    expect((await listIds()).length).toBe(before);
  });
});

describe('workflows export and import', () => {
  it('round-trips a workflow through its .aegis file', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const flow = { nodes: [startNode(), node('note', 'Notes', {}, 'Screens the spring campaign', 300), ...acceptAll().nodes.slice(1)], edges: acceptAll().edges };
    await saveWorkflow(team.t, team.owner, w, { name: 'Spring screening', status: 'Disabled', flow });
    const exported = await exportFile(w.id, team.admin);
    expect(exported.statusCode).toBe(200);
    const file: AegisFile = exported.json().data;
    expect(file).toEqual({ aegisVersion: 1, name: 'Spring screening', type: 'RealTime', status: 'Disabled', flow });

    // What the browser saved is read back as text, parsed, and posted.
    const res = await importFile(JSON.parse(JSON.stringify(file)), team.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    const imported: Workflow = res.json().data;
    expect(imported).toMatchObject({ name: 'Spring screening', type: 'RealTime', status: 'Disabled', draft: true, publishedTimestamp: null });
    expect(imported.id).not.toBe(w.id);
    expect(imported.flow).toEqual(flow);
    expect(await getWorkflow(team.t, team.owner, imported.id)).toEqual(imported);
    expect(await revisionCount(imported.id)).toBe(1);
  });

  it('places a Start node when the file has none', async () => {
    const res = await importFile({ name: 'Bare', type: 'ETL', flow: { nodes: [node('ok', 'Accept')], edges: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Workflow).flow.nodes.map((n) => n.type)).toEqual(['Start', 'Accept']);
  });

  it.each([
    ['no file at all', undefined],
    ['a list', [1, 2]],
    ['a workflow without a name', { type: 'RealTime', flow: acceptAll() }],
    ['an unknown workflow type', { name: 'X', type: 'Outbound', flow: acceptAll() }],
    ['a node of no known type', { name: 'X', type: 'RealTime', flow: { nodes: [startNode(), { ...node('x', 'Accept'), type: 'Teleport' }], edges: [] } }],
    ['a broken graph', { name: 'X', type: 'RealTime', flow: { nodes: [startNode(), node('s2', 'Start')], edges: [] } }],
  ])('refuses %s with "Failed to import workflow" and creates nothing', async (_what, file) => {
    const before = await listIds();
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.workflowImportFailed);
    expect(await listIds()).toEqual(before);
  });

  it('refuses a file using a node type the workspace has not enabled, naming the node', async () => {
    const file = { name: 'With DNC', type: 'RealTime', flow: { nodes: [startNode(), node('dnc', 'DoNotCall', { ftcSanId: 'x' }, 'Fed DNC')], edges: [edge('start', 'dnc')] } };
    const res = await importFile(file, team.owner, DEMO.ws.collections);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.workflowImportFailed, code: 'VALIDATION', errors: [{ path: 'nodes.dnc', message: `Fed DNC: ${MESSAGES.nodeTypeDisabled}` }] });
    expect((await importFile(file)).statusCode).toBe(200);
  });

  it('answers 404 for another organisation or workspace, 401 without a token', async () => {
    const w = await createWorkflow(team.t, team.owner);
    expect((await exportFile(w.id, team.otherOwner)).statusCode).toBe(404);
    expect((await exportFile(w.id, team.owner, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await exportFile(w.id, null)).statusCode).toBe(401);
    const file = (await exportFile(w.id)).json().data;
    expect((await importFile(file, team.otherOwner)).statusCode).toBe(404);
    expect((await importFile(file, null)).statusCode).toBe(401);
    expect((await importFile(file, team.admin)).statusCode).toBe(200);
  });
});

describe('workflows in folders', () => {
  const foldersUrl = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`;
  const move = (id: string, folderId?: string, s: Session = team.owner) =>
    call(team.t, 'PUT', workflowsUrl(DEMO.ws.sales, `/${id}/folder${folderId ? `?folderId=${folderId}` : ''}`), s);

  it('moves a workflow into a Workflow folder and out; a folder holding one cannot be deleted', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const folder: Folder = (await call(team.t, 'POST', foldersUrl, team.owner, { scope: 'Workflow', name: 'Inbound' })).json().data;
    const res = await move(w.id, folder.id, team.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: w.id, folderId: folder.id });
    expect(await revisionCount(w.id)).toBe(1);
    const refused = await call(team.t, 'DELETE', `${foldersUrl}/${folder.id}`, team.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.folderNotEmpty);
    expect((await move(w.id)).json().data.folderId).toBeNull();
    expect((await call(team.t, 'DELETE', `${foldersUrl}/${folder.id}`, team.owner)).statusCode).toBe(200);
  });

  it('refuses a folder of another scope or workspace (404), and another organisation', async () => {
    const w = await createWorkflow(team.t, team.owner);
    const campaignFolder: Folder = (await call(team.t, 'POST', foldersUrl, team.owner, { scope: 'Campaign', name: 'Not for workflows' })).json().data;
    expect((await move(w.id, campaignFolder.id)).statusCode).toBe(404);
    expect((await move(w.id, undefined, team.otherOwner)).statusCode).toBe(404);
    expect((await getWorkflow(team.t, team.owner, w.id)).folderId).toBeNull();
  });
});

describe('workflows pickers', () => {
  const picker = (source: string, s: Session = team.owner, ws: string = DEMO.ws.sales, query = '') =>
    call(team.t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${ws}/aegis/pickers/${source}${query}`, s);
  const options = async (source: string, ws?: string, query?: string): Promise<PickerOption[]> => {
    const res = await picker(source, team.owner, ws, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('offers the workspace\'s workflows with their type, campaigns with their status, FTC SANs and connections', async () => {
    const etl = await createWorkflow(team.t, team.owner, 'ETL');
    expect(await options('workflows')).toContainEqual({ id: etl.id, name: 'New ETL workflow', type: 'ETL' });
    expect((await options('workflows', DEMO.ws.collections)).map((o) => o.id)).not.toContain(etl.id);
    const campaigns = await options('coreCampaigns');
    expect(campaigns.length).toBeGreaterThan(0);
    expect(campaigns.every((c) => typeof c.status === 'string')).toBe(true);
    expect(await options('ftcSans')).toContainEqual({ id: DEMO_COMPLIANCE.ftcSanFull, name: 'Demo Co', detail: 'A7K2M9Q4TX' });
    expect(await options('rndConnections')).toContainEqual(expect.objectContaining({ id: DEMO_COMPLIANCE.rndConnection, name: 'Demo Co' }));
    expect(await options('activeProspectConnections')).toContainEqual(expect.objectContaining({ id: DEMO_COMPLIANCE.activeProspect, name: 'Demo Co' }));
    expect(await options('veriskConnections')).toContainEqual(expect.objectContaining({ id: DEMO_COMPLIANCE.verisk, name: 'Demo Co' }));
  });

  it('offers the dialer lists of the chosen campaign\'s dialer campaign, nothing before one is chosen', async () => {
    expect(await options('dialerLists')).toEqual([]);
    const base = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
    const campaign = ((await call(team.t, 'GET', `${base}/campaigns`, team.owner)).json().data as { id: string; dialerCampaignId: string | null }[])
      .find((c) => c.dialerCampaignId)!;
    const dialerCampaign = (await call(team.t, 'GET', `${base}/dialers/campaigns/${encodeURIComponent(campaign.dialerCampaignId!)}`, team.owner)).json().data;
    const lists = await options('dialerLists', DEMO.ws.sales, `?campaignId=${campaign.id}`);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists).toEqual(dialerCampaign.lists.map((l: { id: string; name: string }) => ({ id: l.id, name: l.name })));
  });

  it('offers the ACTIVE record sets with their attributes, and the AegisEvent webhooks only', async () => {
    const sets = await options('recordSets');
    expect(sets.map((s) => s.name)).toEqual(expect.arrayContaining(['EBR Customers', 'Internal Do Not Call']));
    expect(sets.every((s) => s.status === 'ACTIVE' && s.attributes?.some((a) => a.name === 'phone'))).toBe(true);
    expect(await options('webhooks')).toEqual([{ id: expect.any(String), name: 'Screened calls to the CRM', eventType: 'AegisEvent' }]);
  });

  it('answers 404 for another organisation, 400 for an unknown source, 401 without a token', async () => {
    expect((await picker('workflows', team.otherOwner)).statusCode).toBe(404);
    expect((await picker('spaceships')).statusCode).toBe(400);
    expect((await call(team.t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/aegis/pickers/workflows`)).statusCode).toBe(401);
  });
});

describe('workflows in the API document', () => {
  it('documents the workflow routes, the import among them', async () => {
    const doc = (await team.t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const base = '/api/orgs/{orgId}/workspaces/{ws}/aegis';
    expect(doc.paths[`${base}/workflows`]).toHaveProperty('get');
    expect(doc.paths[`${base}/workflows/import`]).toHaveProperty('post');
    expect(doc.paths[`${base}/workflows/{id}/revisions/{revisionId}/revert`]).toHaveProperty('post');
    expect(doc.paths[`${base}/pickers/{source}`]).toHaveProperty('get');
  });
});
