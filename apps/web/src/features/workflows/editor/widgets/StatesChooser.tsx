import { Chip, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { asList, type WidgetProps } from './widget-props';
import { STATE_DNC_STATES } from './vocabulary';

/** The State DNC lists to check (spec 3 §9: CO, FL, IN, LA, MA, MO, OK, PA, TN, TX, WY). */
export function StatesChooser({ field, value, issues, onChange }: WidgetProps) {
  const chosen = asList<string>(value);
  const toggle = (s: string) => onChange(chosen.includes(s) ? chosen.filter((x) => x !== s) : [...chosen, s]);
  const error = issues[0]?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ mb: 1 }}>{field.label}</FormLabel>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
        {STATE_DNC_STATES.map((s) => (
          <Chip key={s} label={s} clickable color={chosen.includes(s) ? 'primary' : 'default'} variant={chosen.includes(s) ? 'filled' : 'outlined'}
            onClick={() => toggle(s)} aria-pressed={chosen.includes(s)} />
        ))}
      </Stack>
      {error || field.helperText ? <FormHelperText>{error ?? field.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
