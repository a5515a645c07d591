import { autoMapColumns, type MappedCol, type MappingField, type MappingTemplate } from '@trueline/contract';
import { setColumn } from '../../components/ColumnMapper';

/** The editor's mapping and the template it came from (null: none, or edited by hand since). */
export interface TemplateMapping {
  templateId: string | null;
  mapping: MappedCol[];
}

export type MappingAction =
  | { type: 'start'; headers: readonly string[]; fields: readonly MappingField[]; template: MappingTemplate | null }
  | { type: 'template'; template: MappingTemplate | null; headers: readonly string[]; fields: readonly MappingField[] }
  | { type: 'edit'; columnIndex: number; columnId: string | null };

/** A template's columns that exist in this file. */
const fit = (t: MappingTemplate, headers: readonly string[]) => t.mapping.filter((m) => m.columnIndex < headers.length);
const auto = (headers: readonly string[], fields: readonly MappingField[]) => autoMapColumns(headers, fields.map((f) => f.columnId));

/**
 * Spec 2 §2: choosing a template fills the mapping; a manual edit clears the chosen template (the mapping stays);
 * with no template the mapping is auto-matched by header.
 */
export function mappingReducer(state: TemplateMapping, action: MappingAction): TemplateMapping {
  switch (action.type) {
    case 'start':
    case 'template':
      return action.template
        ? { templateId: action.template.id, mapping: fit(action.template, action.headers) }
        : { templateId: null, mapping: auto(action.headers, action.fields) };
    case 'edit':
      return { templateId: null, mapping: setColumn(state.mapping, action.columnIndex, action.columnId) };
  }
}

/** The campaign's default template, named by id or by name (in any case, as the server accepts it). */
export function defaultTemplate(templates: readonly MappingTemplate[], ref: string | null): MappingTemplate | null {
  const key = ref?.trim().toLowerCase();
  if (!key) return null;
  return templates.find((t) => t.id === ref) ?? templates.find((t) => t.name.trim().toLowerCase() === key) ?? null;
}
