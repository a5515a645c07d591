import { Checkbox, FormControlLabel, FormHelperText, ListItemText, MenuItem, Switch, TextField, Typography } from '@mui/material';
import type { FormField } from '@trueline/workflow';
import { useNodeFormContext } from './form-context';
import { issuesOf, valueOf, withValue, type FieldIssue, type NodeDraft } from './form-values';
import { PickerField } from './PickerField';
import { WIDGETS } from '../widgets/registry';

interface Props {
  field: FormField;
  draft: NodeDraft;
  issues: readonly FieldIssue[];
  onChange(next: NodeDraft): void;
}

const menuProps = { slotProps: { select: { MenuProps: { sx: { zIndex: 1400 } } } } };

/** A text field may hold a list (lead key fields): shown as comma-separated text, handed back as typed. */
const asText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v == null ? '' : String(v));

/** One field of a node's form, drawn from its declarative description (design §6). */
export function NodeFormField({ field, draft, issues, onChange }: Props) {
  const ctx = useNodeFormContext();
  const value = valueOf(draft, field.name);
  const own = issuesOf(issues, field.name);
  const error = own.find((i) => i.path === field.name)?.message;
  const set = (v: unknown) => onChange(withValue(draft, field.name, v));
  const helper = error ?? field.helperText;

  switch (field.kind) {
    case 'text':
      return (
        <TextField label={field.label} value={asText(value)} onChange={(e) => set(e.target.value)} multiline={field.multiline} minRows={field.multiline ? 3 : undefined}
          placeholder={field.placeholder} error={Boolean(error)} helperText={helper} />
      );
    case 'number':
      return (
        <TextField label={field.label} type="number" value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
          slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.step ?? 1 } }} error={Boolean(error)} helperText={helper} />
      );
    case 'switch':
      return (
        <div>
          <FormControlLabel control={<Switch checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />} label={field.label} />
          {helper ? <FormHelperText error={Boolean(error)} sx={{ mt: -0.5 }}>{helper}</FormHelperText> : null}
        </div>
      );
    case 'select':
      return (
        <TextField select label={field.label} value={value == null ? '' : String(value)} onChange={(e) => set(e.target.value)} error={Boolean(error)} helperText={helper} {...menuProps}>
          {field.options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <TextField select label={field.label} value={chosen} error={Boolean(error) || own.length > 0} helperText={error ?? own[0]?.message ?? field.helperText}
          slotProps={{
            select: {
              multiple: true, MenuProps: { sx: { zIndex: 1400 } },
              renderValue: (v) => field.options.filter((o) => (v as string[]).includes(o.value)).map((o) => o.label).join(', '),
            },
          }}
          onChange={(e) => set(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}>
          {field.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              <Checkbox size="small" checked={chosen.includes(o.value)} />
              <ListItemText primary={o.label} />
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'picker':
      return <PickerField field={field} draft={draft} error={error} onChange={onChange} />;
    case 'recordSetAttribute': {
      const set0 = ctx.recordSets.find((r) => r.id === valueOf(draft, field.recordSetField));
      const attributes = set0?.attributes ?? [];
      return (
        <TextField select label={field.label} value={value == null ? '' : String(value)} onChange={(e) => set(e.target.value)} disabled={!set0}
          error={Boolean(error)} helperText={error ?? (set0 ? field.helperText : 'Choose the record set first')} {...menuProps}>
          <MenuItem value=""><em>None</em></MenuItem>
          {attributes.map((a) => <MenuItem key={a.name} value={a.name}>{a.name}</MenuItem>)}
        </TextField>
      );
    }
    case 'widget': {
      const Widget = WIDGETS[field.widget];
      if (!Widget) return <Typography color="error">{field.label}: this setting cannot be edited here.</Typography>;
      return <Widget field={field} value={value} draft={draft} issues={own} onChange={set} onDraftChange={onChange} />;
    }
  }
}
