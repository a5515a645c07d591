import { describe, expect, it } from 'vitest';
import type { CampaignList, MappingTemplate } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';

const team = setUpDemoTeam();

const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
const url = (id = '') => `${ws}/mappingTemplates${id ? `/${id}` : ''}`;
const MAPPING = [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }];

/** Saves a template the only way there is: processing an uploaded list with saveAsTemplate. */
async function saveTemplate(name: string, s: Session = team.owner) {
  const body = await multipartBody({ file: { bytes: Buffer.from('phone,state\n2125550101,NY\n'), filename: 'leads.csv' } });
  const lists = `${ws}/campaigns/${DEMO_CAMPAIGNS.winBackMetro}/lists`;
  const up = await team.t.app.inject({ method: 'POST', url: lists, headers: { ...s.headers, ...body.headers }, payload: body.payload });
  const list = up.json().data as CampaignList;
  return call(team.t, 'POST', `${lists}/${list.id}/process`, s, { dialerListId: 'Win-back East list 1', mappedCols: MAPPING, saveAsTemplate: true, templateName: name });
}

describe('mappingTemplates', () => {
  it('every role saves templates (through process), lists them by name and reads one', async () => {
    for (const [name, s] of [['Zeta', team.owner], ['alpha', team.admin], ['Mid', team.superadmin]] as const) expect((await saveTemplate(name, s)).statusCode).toBe(200);
    const res = await call(team.t, 'GET', url(), team.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as MappingTemplate[];
    // With the demo template seeded for the workspace.
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'Five9 standard', 'Mid', 'Zeta']);
    expect(rows[0]!.mapping).toEqual(MAPPING);
    const one = await call(team.t, 'GET', url(rows[2]!.id), team.superadmin);
    expect(one.json().data).toEqual(rows[2]);
  });

  it('refuses a blank, too long or taken name', async () => {
    expect((await saveTemplate('  ')).json().message).toBe('Field is required');
    expect((await saveTemplate('x'.repeat(101))).json().message).toBe('Name must be at most 100 characters');
    const taken = await saveTemplate('ZETA');
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'A mapping template with this name already exists.']);
  });

  it('deletes a template; a missing one, another organisation or another workspace answers 404', async () => {
    const [first] = (await call(team.t, 'GET', url(), team.owner)).json().data as MappingTemplate[];
    expect((await call(team.t, 'DELETE', url(first!.id), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(first!.id), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.collections}/mappingTemplates/${first!.id}`, team.owner)).statusCode).toBe(404);
    const res = await call(team.t, 'DELETE', url(first!.id), team.admin);
    expect(res.json().data).toEqual({ ok: true });
    expect((await call(team.t, 'GET', url(first!.id), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'DELETE', url(first!.id), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url())).statusCode).toBe(401);
    expect((await call(team.t, 'GET', url(), team.otherOwner)).statusCode).toBe(404);
  });
});
