import { FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { WidgetProps } from './widget-props';

/** A script has 1 to 11 outputs (spec 3 §4; spec §9 says "up to 10", §4 gives both readings: 1 to 11 is kept). */
export const SCRIPT_OUTPUTS = { min: 1, max: 11 } as const;

/** The number of outputs of a Script node, with minus and plus. */
export function ScriptOutputs({ field, value, issues, onChange }: WidgetProps) {
  const n = Math.min(SCRIPT_OUTPUTS.max, Math.max(SCRIPT_OUTPUTS.min, Math.trunc(Number(value) || SCRIPT_OUTPUTS.min)));
  return (
    <Stack>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" sx={{ minWidth: 64 }}>{field.label}</Typography>
        <Tooltip title="One output fewer">
          <span><IconButton aria-label="Fewer outputs" disabled={n <= SCRIPT_OUTPUTS.min} onClick={() => onChange(n - 1)}><RemoveIcon fontSize="small" /></IconButton></span>
        </Tooltip>
        <Typography aria-live="polite" aria-label={`${n} outputs`} sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>{n}</Typography>
        <Tooltip title="One output more">
          <span><IconButton aria-label="More outputs" disabled={n >= SCRIPT_OUTPUTS.max} onClick={() => onChange(n + 1)}><AddIcon fontSize="small" /></IconButton></span>
        </Tooltip>
      </Stack>
      {issues[0] ? <FormHelperText error>{issues[0].message}</FormHelperText> : <FormHelperText>Connections from removed outputs are removed too.</FormHelperText>}
    </Stack>
  );
}
