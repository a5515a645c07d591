import { describe, expect, it } from 'vitest';
import type { MappingField, MappingTemplate } from '@trueline/contract';
import { defaultTemplate, mappingReducer, type TemplateMapping } from './template-mapping';

const fields: MappingField[] = ['number1', 'first_name', 'last_name', 'zip'].map((columnId) => ({ columnId, columnName: columnId, reserved: false }));
const headers = ['NUMBER1', 'Col B', 'Col C', 'zip'];
const template: MappingTemplate = {
  id: 't1', name: 'Leads layout', created: '2026-01-01T00:00:00.000Z',
  mapping: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }, { columnIndex: 7, columnId: 'last_name' }],
};
const empty: TemplateMapping = { templateId: null, mapping: [] };

describe('the list editor mapping', () => {
  it('auto-matches headers equal to dialer column ids when no template is used', () => {
    expect(mappingReducer(empty, { type: 'start', headers, fields, template: null })).toEqual({
      templateId: null,
      mapping: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 3, columnId: 'zip' }],
    });
  });

  it('fills the mapping from a chosen template (columns the file lacks left out)', () => {
    const s = mappingReducer(empty, { type: 'start', headers, fields, template: null });
    expect(mappingReducer(s, { type: 'template', template, headers, fields })).toEqual({
      templateId: 't1',
      mapping: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }],
    });
  });

  it('clears the chosen template on a manual edit and keeps the mapping', () => {
    const s = mappingReducer(empty, { type: 'template', template, headers, fields });
    expect(mappingReducer(s, { type: 'edit', columnIndex: 2, columnId: 'last_name' })).toEqual({
      templateId: null,
      mapping: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }, { columnIndex: 2, columnId: 'last_name' }],
    });
    expect(mappingReducer(s, { type: 'edit', columnIndex: 0, columnId: null })).toEqual({ templateId: null, mapping: [{ columnIndex: 1, columnId: 'first_name' }] });
  });

  it('goes back to auto-matching when the template is cleared', () => {
    const s = mappingReducer(empty, { type: 'template', template, headers, fields });
    expect(mappingReducer(s, { type: 'template', template: null, headers, fields }).mapping).toEqual([{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 3, columnId: 'zip' }]);
  });

  it('finds the campaign default template by id or name', () => {
    expect(defaultTemplate([template], 't1')).toBe(template);
    expect(defaultTemplate([template], 'Leads layout')).toBe(template);
    expect(defaultTemplate([template], 'other')).toBeNull();
    expect(defaultTemplate([template], null)).toBeNull();
  });

  it('finds it by name in any case, as the server accepted it (else bulk upload asked for a template again)', () => {
    expect(defaultTemplate([template], 'leads LAYOUT')).toBe(template);
    expect(defaultTemplate([template], ' Leads layout ')).toBe(template);
  });
});
