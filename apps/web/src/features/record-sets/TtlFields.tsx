import { Alert, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, RECORD_SET_TIME_UNITS, RECORD_SET_TIME_ZONES, isCalendarUnit, ttlChanged, type RecordSet,
} from '@trueline/contract';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { TIME_UNIT_LABELS, timeZoneLabel, type RecordSetFormValues } from './record-set-form';

/**
 * TTL on or off, its duration and unit, and the time zone calendar units need (spec 3 §2.9, §4, §9). On a saved set,
 * a changed TTL warns that existing records keep their expiry.
 */
export function TtlFields({ form, saved }: { form: UseFormReturn<RecordSetFormValues>; saved: RecordSet | null }) {
  const { errors } = form.formState;
  const [ttlEnabled, ttl] = form.watch(['ttlEnabled', 'ttl']);
  const calendar = isCalendarUnit(ttl.timeUnit);
  const warn = saved !== null && ttlChanged(saved, { ttlEnabled, ttl });
  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="ttlEnabled"
        render={({ field: f }) => (
          <FormControlLabel label="Expire records (TTL)" control={<Switch checked={f.value} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} inputRef={f.ref} />} />
        )}
      />
      {ttlEnabled ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Duration"
            type="number"
            required
            {...form.register('ttl.duration', { valueAsNumber: true })}
            error={Boolean(errors.ttl?.duration)}
            helperText={errors.ttl?.duration?.message}
            slotProps={{ htmlInput: { min: 1, max: RECORD_SET_LIMITS.maxDuration, step: 1 } }}
            sx={{ width: { sm: 120 }, flexShrink: 0 }}
          />
          <Controller
            control={form.control}
            name="ttl.timeUnit"
            render={({ field: f }) => (
              <TextField select label="Time unit" value={f.value} onBlur={f.onBlur} sx={{ flex: 1 }} slotProps={sidePanelSelectSlotProps}
                onChange={(e) => {
                  f.onChange(e.target.value);
                  void form.trigger('ttl.timeZone');
                }}>
                {RECORD_SET_TIME_UNITS.map((u) => <MenuItem key={u} value={u}>{TIME_UNIT_LABELS[u]}</MenuItem>)}
              </TextField>
            )}
          />
          {calendar ? (
            <Controller
              control={form.control}
              name="ttl.timeZone"
              render={({ field: f }) => (
                <TextField select label="Time zone" required value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value || null)} onBlur={f.onBlur}
                  error={Boolean(errors.ttl?.timeZone)} helperText={errors.ttl?.timeZone?.message} sx={{ flex: 1 }} slotProps={sidePanelSelectSlotProps}>
                  {RECORD_SET_TIME_ZONES.map((z) => <MenuItem key={z} value={z}>{timeZoneLabel(z)}</MenuItem>)}
                </TextField>
              )}
            />
          ) : null}
        </Stack>
      ) : null}
      {warn ? <Alert severity="warning">{M.ttlChangeWarning}</Alert> : null}
    </Stack>
  );
}
