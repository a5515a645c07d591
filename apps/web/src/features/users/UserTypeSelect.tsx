import { MenuItem, TextField } from '@mui/material';
import type { UserType } from '@trueline/contract';
import type { UserTypeChoice } from './permissions';

interface Props {
  value: UserType;
  onChange(value: UserType): void;
  choice: UserTypeChoice;
  helperText?: string;
}

/** The user type choice; a single possible value is shown disabled. */
export function UserTypeSelect({ value, onChange, choice, helperText }: Props) {
  return (
    <TextField
      select
      label="User type"
      value={value}
      disabled={choice.locked}
      helperText={helperText}
      onChange={(e) => onChange(e.target.value as UserType)}
    >
      {choice.options.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
}
