import { useState } from 'react';
import { Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TIME_CHOICES, TOO_LATE, nextPeriod, timeLabel, type Period } from './time-choices';

interface Props {
  label: string;
  periods: readonly Period[];
  onChange(periods: Period[]): void;
  /** Problems by period index and key (`0.end`). */
  issueAt(path: string): string | undefined;
  closedText?: string;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

/** One day's periods (start and end in 15-minute steps), with the spec's add rule and its texts. */
export function PeriodsEditor({ label, periods, onChange, issueAt, closedText = 'Closed' }: Props) {
  const [tooLate, setTooLate] = useState(false);
  const add = () => {
    const p = nextPeriod(periods);
    setTooLate(!p);
    if (p) onChange([...periods, p]);
  };
  const update = (i: number, patch: Partial<Period>) => onChange(periods.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 92 }}>{label}</Typography>
        {periods.length === 0 ? <Typography variant="body2" color="text.secondary">{closedText}</Typography> : null}
        <Button size="small" startIcon={<AddIcon />} onClick={add} aria-label={`Add period to ${label}`}>Add</Button>
      </Stack>
      {periods.map((p, i) => {
        const startError = issueAt(`${i}.start`);
        const endError = issueAt(`${i}.end`);
        return (
          <Stack key={i} role="group" aria-label={`${label} period ${i + 1}`} direction="row" spacing={1} alignItems="flex-start" sx={{ pl: { sm: 2 } }}>
            <TextField select label="Start" value={p.start} onChange={(e) => update(i, { start: Number(e.target.value) })} error={Boolean(startError)} helperText={startError} slotProps={menu}>
              {TIME_CHOICES.map((m) => <MenuItem key={m} value={m}>{timeLabel(m)}</MenuItem>)}
            </TextField>
            <TextField select label="End" value={p.end} onChange={(e) => update(i, { end: Number(e.target.value) })} error={Boolean(endError)} helperText={endError} slotProps={menu}>
              {TIME_CHOICES.map((m) => <MenuItem key={m} value={m}>{timeLabel(m)}</MenuItem>)}
            </TextField>
            <Tooltip title="Remove period">
              <IconButton aria-label={`Remove ${label} period ${i + 1}`} onClick={() => (setTooLate(false), onChange(periods.filter((_, k) => k !== i)))} sx={{ mt: 0.25 }}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      })}
      {tooLate ? <FormHelperText error>{TOO_LATE}</FormHelperText> : null}
    </Stack>
  );
}
