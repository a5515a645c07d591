import type { FormField } from '@trueline/workflow';
import type { FieldIssue, NodeDraft } from '../form/form-values';

/** What every widget gets: its field, the value at the field's name, the whole draft, and the problems under the field. */
export interface WidgetProps {
  field: Extract<FormField, { kind: 'widget' }>;
  value: unknown;
  draft: NodeDraft;
  issues: readonly FieldIssue[];
  onChange(value: unknown): void;
  onDraftChange(next: NodeDraft): void;
}

/** The message of the problem at exactly `path` (below the widget's name: `0.value`). */
export function issueAt(issues: readonly FieldIssue[], fieldName: string, path: string): string | undefined {
  return issues.find((i) => i.path === `${fieldName}.${path}`)?.message;
}

/** The list a list widget edits (anything else reads as empty). */
export const asList = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
