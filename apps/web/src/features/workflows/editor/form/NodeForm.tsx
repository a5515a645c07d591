import { Alert, Stack } from '@mui/material';
import type { NodeDefinition } from '@trueline/workflow';
import { NodeFormField } from './NodeFormField';
import { configIssues, isShown, looseIssues, type NodeDraft } from './form-values';

/**
 * A node's edit form, rendered from its type's declarative description (design §6): each field by kind, shown when its
 * showIf holds, with the settings' problems from the type's own schema under the fields they concern.
 */
export function NodeForm({ def, draft, onChange }: { def: NodeDefinition; draft: NodeDraft; onChange(next: NodeDraft): void }) {
  const fields = def.form.filter((f) => isShown(f, draft));
  const issues = configIssues(def, draft.config);
  const loose = looseIssues(issues, def.form);
  return (
    <Stack spacing={2.25}>
      {loose.map((i) => <Alert key={`${i.path}:${i.message}`} severity="warning">{i.message}</Alert>)}
      {fields.map((f) => <NodeFormField key={f.name} field={f} draft={draft} issues={issues} onChange={onChange} />)}
      {def.form.length === 0 ? <Alert severity="info">This node has no settings.</Alert> : null}
    </Stack>
  );
}
