import { Alert, Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Controller, get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES as M, WEEK_DAYS, WEEK_DAY_LABELS } from '@trueline/contract';
import { PeriodsEditor } from '../../components/PeriodsEditor';
import { nextExceptionDate, type CampaignForm } from './campaign-form';

/** The first error message under a form path, if any. */
function useErrorAt() {
  const { errors } = useFormState<CampaignForm>();
  return (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
}

/** The Schedule tab (spec 3 §2.3): sending hours per weekday, dated exceptions, in the lead's time zone. */
export function ScheduleTab() {
  const { control, getValues } = useFormContext<CampaignForm>();
  const errorAt = useErrorAt();
  const exceptions = useFieldArray({ control, name: 'schedule.exceptions', keyName: 'key' });
  const add = () => exceptions.append({ date: nextExceptionDate(getValues('schedule.exceptions').map((e) => e.date)), schedule: [] });
  return (
    <Stack spacing={3}>
      <Alert severity="info">{M.scheduleNote}</Alert>
      <Stack spacing={1.25} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>Sending hours</Typography>
        {WEEK_DAYS.map((day) => (
          <Controller
            key={day}
            control={control}
            name={`schedule.${day}`}
            render={({ field }) => (
              <PeriodsEditor label={WEEK_DAY_LABELS[day]} periods={field.value} closedText={M.closed} onChange={field.onChange}
                issueAt={(p) => errorAt(`schedule.${day}.${p}`)} />
            )}
          />
        ))}
      </Stack>
      <Stack spacing={1.5} component="section" aria-label="Schedule exceptions">
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>Schedule exceptions</Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={exceptions.fields.length >= MESSAGING_LIMITS.exceptionsMax}>Add new</Button>
        </Stack>
        {exceptions.fields.length === 0 ? <Typography variant="body2" color="text.secondary">No exceptions: every date follows the week above.</Typography> : null}
        {exceptions.fields.map((e, i) => (
          <Paper key={e.key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Exception ${i + 1}`}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <Controller
                  control={control}
                  name={`schedule.exceptions.${i}.date`}
                  render={({ field, fieldState }) => (
                    <TextField type="date" size="small" label="Date" name={field.name} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}
                      error={Boolean(fieldState.error)} helperText={fieldState.error?.message} slotProps={{ inputLabel: { shrink: true } }} />
                  )}
                />
                <Tooltip title="Remove exception">
                  <IconButton aria-label={`Remove exception ${i + 1}`} onClick={() => exceptions.remove(i)}><DeleteOutlineIcon fontSize="small" /></IconButton>
                </Tooltip>
              </Stack>
              <Controller
                control={control}
                name={`schedule.exceptions.${i}.schedule`}
                render={({ field }) => (
                  <PeriodsEditor label={`Exception ${i + 1}`} periods={field.value} closedText={M.closed} onChange={field.onChange}
                    issueAt={(p) => errorAt(`schedule.exceptions.${i}.schedule.${p}`)} />
                )}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
