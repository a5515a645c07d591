import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRequest, type WorkflowGraph, type WorkflowNode } from '@trueline/contract';
import type { Interaction } from '@trueline/workflow';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO } from '../../testing/session';
import type { RecordMeta, ScreeningPorts, WalkableWorkflow } from './ports';
import { screeningService } from './screening.service';

const node = (id: string, type: WorkflowNode['type'], label = '', config: Record<string, unknown> = {}): WorkflowNode =>
  ({ id, type, version: 1, position: { x: 0, y: 0 }, data: { label, config } });
const graph: WorkflowGraph = {
  nodes: [node('s', 'Start'), node('r', 'Reject', 'Blocked', { reasonMessage: 'Not today', sipResponseCode: 586 })],
  edges: [{ id: 'e', source: 's', sourceHandle: 'next', target: 'r' }],
};
const workflow: WalkableWorkflow = { id: 'wf-1', name: 'Screen', type: 'RealTime', status: 'Active', graph };
const apiKey = { kind: 'apiKey' as const, keyId: 'k', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales };

describe('screening.service', () => {
  let t: TestApp;
  const recorded: { ix: Interaction; meta: RecordMeta }[] = [];
  let service: ReturnType<typeof screeningService>;

  beforeAll(async () => {
    t = await testApp();
    const ports = {
      workspaces: t.services.workspaces,
      workflows: { published: async (ws: string, id: string) => (ws === DEMO.ws.sales && id === workflow.id ? workflow : id === 'off' ? { ...workflow, id: 'off', status: 'Disabled' } : null) },
      recorder: { record: (ix: Interaction, meta: RecordMeta) => void recorded.push({ ix, meta }) },
    } as unknown as ScreeningPorts;
    service = screeningService(t.deps, ports);
  });
  afterAll(() => t.close());

  it('decides a call with the published workflow, places the callee by ZIP, and records it', async () => {
    const body = screenRequest.parse({ workflowId: 'wf-1', to: '(512) 555-0147', from: '+1 212 555 0123', zip: '78701', data: { source: 'web', score: 7 } });
    const answer = await service.screen(apiKey, body);
    expect(answer).toEqual({ interactionId: expect.any(String), result: 'Rejected', reason: 'Not today', sipResponseCode: 586, pcidFromNumber: null, data: { source: 'web', score: '7' } });
    const last = recorded.at(-1)!;
    expect(last.meta).toMatchObject({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales });
    expect(last.ix).toMatchObject({ id: answer.interactionId, to: '5125550147', from: '2125550123', isTest: false, city: 'Austin', state: 'TX', zip: '78701', originalZip: '78701', timezone: 'America/Chicago' });
  });

  it('places the callee by area code without a ZIP, answers Ignored for a disabled workflow, 404 for one not published', async () => {
    await service.screen(apiKey, screenRequest.parse({ workflowId: 'wf-1', to: '2125550100' }));
    expect(recorded.at(-1)!.ix).toMatchObject({ state: 'NY', timezone: 'America/New_York', zip: null, originalZip: null });
    expect(await service.screen(apiKey, screenRequest.parse({ workflowId: 'off', to: '2125550100' }))).toMatchObject({ result: 'Ignored', reason: 'This workflow is disabled.' });
    await expect(service.screen(apiKey, screenRequest.parse({ workflowId: 'nope', to: '2125550100' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.screen({ ...apiKey, workspaceId: DEMO.ws.other }, screenRequest.parse({ workflowId: 'wf-1', to: '2125550100' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('runs a test call at an emulated time, marked as a test', async () => {
    const at = new Date('2026-07-04T13:00:00Z');
    const { ix } = await service.test(DEMO.ws.sales, workflow, screenRequest.parse({ workflowId: 'wf-1', to: '5125550147' }), at);
    expect(ix.isTest).toBe(true);
    expect(ix.timestamp.toISOString()).toBe(at.toISOString());
    expect(ix.events.at(-1)?.timestamp.getTime()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('refuses bad numbers with the texts of the API', () => {
    const bad = screenRequest.safeParse({ workflowId: 'wf-1', to: '555', from: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['To must be a valid US or Canadian phone number', 'From must be a valid US or Canadian phone number']);
  });
});
