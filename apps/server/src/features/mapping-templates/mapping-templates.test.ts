import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignList, MappingTemplate } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;

const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
const url = (id = '') => `${ws}/mappingTemplates${id ? `/${id}` : ''}`;
const MAPPING = [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }];

/** Saves a template the only way there is: processing an uploaded list with saveAsTemplate. */
async function saveTemplate(name: string, s: Session = owner) {
  const body = await multipartBody({ file: { bytes: Buffer.from('phone,state\n2125550101,NY\n'), filename: 'leads.csv' } });
  const lists = `${ws}/campaigns/${DEMO_CAMPAIGNS.winBackMetro}/lists`;
  const up = await t.app.inject({ method: 'POST', url: lists, headers: { ...s.headers, ...body.headers }, payload: body.payload });
  const list = up.json().data as CampaignList;
  return call(t, 'POST', `${lists}/${list.id}/process`, s, { dialerListId: 'Win-back East list 1', mappedCols: MAPPING, saveAsTemplate: true, templateName: name });
}

beforeAll(async () => {
  t = await testApp();
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

describe('mappingTemplates', () => {
  it('every role saves templates (through process), lists them by name and reads one', async () => {
    for (const [name, s] of [['Zeta', owner], ['alpha', admin], ['Mid', superadmin]] as const) expect((await saveTemplate(name, s)).statusCode).toBe(200);
    const res = await call(t, 'GET', url(), admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as MappingTemplate[];
    // With the demo template seeded for the workspace.
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'Five9 standard', 'Mid', 'Zeta']);
    expect(rows[0]!.mapping).toEqual(MAPPING);
    const one = await call(t, 'GET', url(rows[2]!.id), superadmin);
    expect(one.json().data).toEqual(rows[2]);
  });

  it('refuses a blank, too long or taken name', async () => {
    expect((await saveTemplate('  ')).json().message).toBe('Field is required');
    expect((await saveTemplate('x'.repeat(101))).json().message).toBe('Name must be at most 100 characters');
    const taken = await saveTemplate('ZETA');
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'A mapping template with this name already exists.']);
  });

  it('deletes a template; a missing one, another organisation or another workspace answers 404', async () => {
    const [first] = (await call(t, 'GET', url(), owner)).json().data as MappingTemplate[];
    expect((await call(t, 'DELETE', url(first!.id), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(first!.id), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.collections}/mappingTemplates/${first!.id}`, owner)).statusCode).toBe(404);
    const res = await call(t, 'DELETE', url(first!.id), admin);
    expect(res.json().data).toEqual({ ok: true });
    expect((await call(t, 'GET', url(first!.id), owner)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url(first!.id), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url())).statusCode).toBe(401);
    expect((await call(t, 'GET', url(), otherOwner)).statusCode).toBe(404);
  });
});
