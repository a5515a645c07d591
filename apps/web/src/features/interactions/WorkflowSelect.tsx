import { INTERACTION_TEXTS, type InteractionWorkflow } from '@trueline/contract';
import { IdMultiSelect } from '../../components/IdMultiSelect';
import { workflowLabel } from './format';

/** Several workflows, or none for all of them (placeholder All workflows). */
export function WorkflowSelect({ workflows, value, onChange }: { workflows: InteractionWorkflow[]; value: string[]; onChange(ids: string[]): void }) {
  const names = new Map(workflows.map((w) => [w.id, w.name]));
  return (
    <IdMultiSelect
      label="Workflows" options={workflows.map((w) => ({ id: w.id, label: workflowLabel(w.id, names) }))} value={value} onChange={onChange}
      allLabel={INTERACTION_TEXTS.allWorkflows} emptyLabel="No workflows yet" labelOf={(id) => workflowLabel(id, names)}
    />
  );
}
