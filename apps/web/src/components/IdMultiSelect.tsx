import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';

export interface IdOption {
  id: string;
  label: string;
}

interface Props {
  label: string;
  options: readonly IdOption[];
  value: string[];
  onChange(ids: string[]): void;
  /** Shown when nothing is chosen, which means all of them (All workflows, All campaigns). */
  allLabel: string;
  /** The menu's line when there are no options. */
  emptyLabel: string;
  /** How a chosen id without an option reads (one no longer listed). */
  labelOf?: (id: string) => string;
}

/** Several items by id, or none for all of them: the dashboards' workflow and campaign filters. */
export function IdMultiSelect({ label, options, value, onChange, allLabel, emptyLabel, labelOf }: Props) {
  const labels = new Map(options.map((o) => [o.id, o.label]));
  const name = (id: string) => labels.get(id) ?? labelOf?.(id) ?? id;
  return (
    <TextField
      select
      label={label}
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
            return chosen.length === 0 ? allLabel : chosen.map(name).join(', ');
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} dense>
          <Checkbox size="small" checked={value.includes(o.id)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
      {options.length === 0 ? <MenuItem disabled>{emptyLabel}</MenuItem> : null}
    </TextField>
  );
}
