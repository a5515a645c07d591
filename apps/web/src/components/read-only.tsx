import { InputAdornment } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** A text field that shows a value the user cannot change: a shaded box. */
export const readOnlyFieldSx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** slotProps for such a field; `locked` adds a padlock for values that never change (an email). */
export function readOnlySlotProps(locked = false) {
  return {
    htmlInput: { readOnly: true },
    inputLabel: { shrink: true },
    ...(locked ? { input: { endAdornment: <InputAdornment position="end"><LockOutlinedIcon fontSize="small" aria-hidden /></InputAdornment> } } : {}),
  };
}
