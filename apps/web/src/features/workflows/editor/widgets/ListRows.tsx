import type { ReactNode } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

interface Props<T> {
  label: string;
  helperText?: string;
  items: readonly T[];
  /** Each row's fields, laid out in a grid of `columns` (one column on phones). */
  row(item: T, index: number): ReactNode;
  columns: string;
  itemName: string;
  onRemove(index: number): void;
  /** The add control: a button, or a chooser that adds once something is chosen. */
  adder?: ReactNode;
  onAdd?(): void;
  addLabel?: string;
  /** A problem of the whole list (none yet, none of a kind). */
  error?: string;
  empty?: string;
}

/** A list of rows with a remove button each and an add control below (conditions, scopes, mappings, periods). */
export function ListRows<T extends { id?: string }>({ label, helperText, items, row, columns, itemName, onRemove, adder, onAdd, addLabel, error, empty }: Props<T>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>{label}</Typography>
      {helperText ? <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{helperText}</Typography> : null}
      <Stack spacing={1.5}>
        {items.length === 0 && empty ? <Typography variant="body2" color="text.secondary">{empty}</Typography> : null}
        {items.map((item, i) => (
          <Stack key={item.id || i} direction="row" spacing={1} alignItems="flex-start">
            <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: columns } }}>{row(item, i)}</Box>
            <Tooltip title={`Remove ${itemName}`}>
              <IconButton aria-label={`Remove ${itemName} ${i + 1}`} onClick={() => onRemove(i)} sx={{ mt: 0.25 }}><DeleteOutlineIcon fontSize="small" /></IconButton>
            </Tooltip>
          </Stack>
        ))}
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        {adder ?? (onAdd ? <Button size="small" startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>{addLabel}</Button> : null)}
      </Stack>
    </Box>
  );
}
