import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  aegisFileName, duplicateName, matchesWorkflowStatusFilter, parseAegisFile, workflowBody, workflowTestRequest,
} from './workflows';

const flow = { nodes: [{ id: 'start', type: 'Start', position: { x: 0, y: 0 }, data: { label: 'Start', config: {} } }], edges: [] };

describe('workflowBody', () => {
  it('requires a name with the spec\'s text', () => {
    for (const name of ['', '   ', undefined]) {
      const r = workflowBody.safeParse({ name, flow });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(MESSAGES.workflowNameRequired);
    }
    expect(workflowBody.parse({ name: ' Inbound ', flow })).toMatchObject({ name: 'Inbound', status: 'Active' });
  });
});

describe('parseAegisFile', () => {
  it('reads an exported workflow and refuses what is not JSON or not a workflow', () => {
    expect(parseAegisFile(JSON.stringify({ aegisVersion: 1, name: 'A', type: 'ETL', status: 'Disabled', flow }))).toMatchObject({ name: 'A', type: 'ETL', status: 'Disabled' });
    expect(parseAegisFile(JSON.stringify({ name: 'A', type: 'RealTime', flow }))).toMatchObject({ aegisVersion: 1, status: 'Active' });
    expect(parseAegisFile('not json')).toBeNull();
    expect(parseAegisFile(JSON.stringify({ name: 'A', type: 'Outbound', flow }))).toBeNull();
    expect(parseAegisFile(JSON.stringify({ name: 'A', type: 'ETL', flow: { nodes: [{ id: 'x', type: 'Nope' }], edges: [] } }))).toBeNull();
  });

  it('names the file after the workflow', () => {
    expect(aegisFileName('Inbound: East / West')).toBe('Inbound-East-West.aegis');
    expect(aegisFileName('***')).toBe('workflow.aegis');
  });
});

describe('workflowTestRequest', () => {
  it('takes US and CA numbers as ten digits and the meta data as a map', () => {
    expect(workflowTestRequest.parse({ to: '+1 (212) 555-0142', from: '4165550199', data: { lead: '7' }, emulatedTime: '2026-03-02T14:00:00-05:00' })).toEqual({
      to: '2125550142', from: '4165550199', zip: null, externId: null, channelType: 'Voice', phoneType: null, data: { lead: '7' },
      emulatedTime: '2026-03-02T14:00:00-05:00',
    });
    expect(workflowTestRequest.parse({ to: '2125550142', from: '' }).from).toBeNull();
  });

  it('refuses other countries and bad numbers', () => {
    for (const to of ['+44 20 7946 0958', '123', '']) {
      const r = workflowTestRequest.safeParse({ to });
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.phoneInvalid);
    }
    expect(workflowTestRequest.safeParse({ to: '2125550142', channelType: 'ETL' }).success).toBe(false);
    expect(workflowTestRequest.safeParse({ to: '2125550142', emulatedTime: 'yesterday' }).error?.issues[0]?.message).toBe(MESSAGES.mustBeDate);
  });
});

describe('workflow list helpers', () => {
  it('filters by status and names copies', () => {
    expect(matchesWorkflowStatusFilter('Active', 'Active')).toBe(true);
    expect(matchesWorkflowStatusFilter('Disabled', 'Active')).toBe(false);
    expect(matchesWorkflowStatusFilter('Disabled', 'All')).toBe(true);
    expect(duplicateName('Inbound')).toBe('Copy of Inbound');
  });
});
