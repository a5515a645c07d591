import type { FormField, NodeDefinition, ShowIf } from '@trueline/workflow';

/** What the edit panel edits: the node's label and its settings. */
export interface NodeDraft {
  label: string;
  config: Record<string, unknown>;
}

/** A settings problem at a path of the config (`conditions.0.value`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Form fields named `label` edit the node's label; every other name is a path into its settings (dots for nesting). */
export function valueOf(draft: NodeDraft, name: string): unknown {
  if (name === 'label') return draft.label;
  return name.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), draft.config);
}

export function withValue(draft: NodeDraft, name: string, value: unknown): NodeDraft {
  if (name === 'label') return { ...draft, label: String(value ?? '') };
  const keys = name.split('.');
  const set = (obj: Record<string, unknown>, i: number): Record<string, unknown> => {
    const key = keys[i]!;
    if (i === keys.length - 1) return { ...obj, [key]: value };
    const inner = obj[key];
    return { ...obj, [key]: set(inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, i + 1) };
  };
  return { ...draft, config: set(draft.config, 0) };
}

/** Whether a field shows with these settings (spec: fields with showIf appear only when another field has a value). */
export function isShown(field: Pick<FormField, 'showIf'>, draft: NodeDraft): boolean {
  const rule: ShowIf | undefined = field.showIf;
  if (!rule) return true;
  const v = valueOf(draft, rule.field);
  if ('equals' in rule && v !== rule.equals) return false;
  if ('notEquals' in rule && v === rule.notEquals) return false;
  if (rule.in && !rule.in.includes(v)) return false;
  return true;
}

/** The settings' problems as the node type's schema finds them (the same texts the server answers when publishing). */
export function configIssues(def: Pick<NodeDefinition, 'config'>, config: Record<string, unknown>): FieldIssue[] {
  const parsed = def.config.safeParse(config);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The problems of one field: at its path or below it (a list widget reads `conditions.2.value`). */
export function issuesOf(issues: readonly FieldIssue[], name: string): FieldIssue[] {
  return issues.filter((i) => i.path === name || i.path.startsWith(`${name}.`));
}

/** The problems no shown field covers (a rule across fields), shown at the top of the form. */
export function looseIssues(issues: readonly FieldIssue[], fields: readonly FormField[]): FieldIssue[] {
  return issues.filter((i) => !fields.some((f) => i.path === f.name || i.path.startsWith(`${f.name}.`)));
}

/** A short id for list items (conditions, scopes, mappings), as React keys and the settings' `id`. */
export const itemId = () => crypto.randomUUID().slice(0, 8);
