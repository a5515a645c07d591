import { expect } from 'vitest';
import type { Workflow, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@trueline/contract';
import type { TestApp } from '../../testing/test-app';
import { DEMO, call, type Session } from '../../testing/session';

export const workflowsUrl = (ws: string = DEMO.ws.sales, rest = '', orgId: string = DEMO.orgId) =>
  `/api/orgs/${orgId}/workspaces/${ws}/aegis/workflows${rest}`;

export const node = (id: string, type: WorkflowNode['type'], config: Record<string, unknown> = {}, label = '', x = 0): WorkflowNode =>
  ({ id, type, version: 1, position: { x, y: 0 }, data: { label, config } });
export const edge = (source: string, target: string, sourceHandle = 'next', id = `${source}-${sourceHandle}-${target}`): WorkflowEdge =>
  ({ id, source, sourceHandle, target });
export const startNode = () => node('start', 'Start', {}, 'Start');
/** Start → Accept: the smallest workflow that decides. */
export const acceptAll = (): WorkflowGraph => ({ nodes: [startNode(), node('ok', 'Accept', {}, 'Welcome')], edges: [edge('start', 'ok')] });

export async function createWorkflow(t: TestApp, s: Session, type?: 'RealTime' | 'ETL', ws: string = DEMO.ws.sales): Promise<Workflow> {
  const res = await call(t, 'POST', workflowsUrl(ws, type ? `?type=${type}` : ''), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export const saveWorkflow = (t: TestApp, s: Session | undefined, w: Pick<Workflow, 'id' | 'name' | 'status'> & Partial<Pick<Workflow, 'flow'>>, patch: Partial<Pick<Workflow, 'name' | 'status' | 'flow'>>, ws: string = DEMO.ws.sales) =>
  call(t, 'PUT', workflowsUrl(ws, `/${w.id}`), s, { name: w.name, status: w.status, flow: w.flow, ...patch });

export async function getWorkflow(t: TestApp, s: Session, id: string, ws: string = DEMO.ws.sales): Promise<Workflow> {
  const res = await call(t, 'GET', workflowsUrl(ws, `/${id}`), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
