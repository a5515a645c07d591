import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { asList, type WidgetProps } from './widget-props';
import { HOLIDAYS, HOLIDAY_LABELS } from './vocabulary';

/** The holidays State dialing leaves out of its state rules (spec 3 §9). */
export function HolidaysChooser({ field, value, issues, onChange }: WidgetProps) {
  const chosen = asList<string>(value);
  const toggle = (h: string, on: boolean) => onChange(on ? [...chosen, h] : chosen.filter((x) => x !== h));
  return (
    <FormControl component="fieldset" error={issues.length > 0}>
      <FormLabel component="legend">{field.label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {HOLIDAYS.map((h) => (
          <FormControlLabel key={h} label={HOLIDAY_LABELS[h]} control={<Checkbox size="small" checked={chosen.includes(h)} onChange={(e) => toggle(h, e.target.checked)} />} />
        ))}
      </FormGroup>
      {issues[0] ? <FormHelperText>{issues[0].message}</FormHelperText> : field.helperText ? <FormHelperText>{field.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
