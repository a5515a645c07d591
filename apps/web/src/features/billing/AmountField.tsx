import { InputAdornment, TextField } from '@mui/material';
import { keepAmountCharacters } from '@trueline/contract';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  error?: string;
  helperText?: string;
  /** A compact field inside a tier table. */
  dense?: boolean;
  /** The name a screen reader gives a field whose label is its column's heading. */
  ariaLabel?: string;
}

/** A dollar amount: keeps digits and one decimal point as typed (spec 3 §5). */
export function AmountField({ label, value, onChange, readOnly, error, helperText, dense, ariaLabel }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(keepAmountCharacters(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size={dense ? 'small' : undefined}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly, 'aria-readonly': readOnly, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        inputLabel: { shrink: true },
      }}
      sx={readOnly ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
    />
  );
}
