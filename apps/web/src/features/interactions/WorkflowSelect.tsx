import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { INTERACTION_TEXTS, type InteractionWorkflow } from '@trueline/contract';
import { workflowLabel } from './format';

/** Several workflows, or none for all of them (placeholder All workflows). */
export function WorkflowSelect({ workflows, value, onChange }: { workflows: InteractionWorkflow[]; value: string[]; onChange(ids: string[]): void }) {
  const names = new Map(workflows.map((w) => [w.id, w.name]));
  return (
    <TextField
      select
      label="Workflows"
      value={value}
      onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as unknown as string[]))}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' }, minWidth: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (ids) => {
            const chosen = ids as string[];
            return chosen.length === 0 ? INTERACTION_TEXTS.allWorkflows : chosen.map((id) => workflowLabel(id, names)).join(', ');
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {workflows.map((w) => (
        <MenuItem key={w.id} value={w.id} dense>
          <Checkbox size="small" checked={value.includes(w.id)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={workflowLabel(w.id, names)} />
        </MenuItem>
      ))}
      {workflows.length === 0 ? <MenuItem disabled>No workflows yet</MenuItem> : null}
    </TextField>
  );
}
