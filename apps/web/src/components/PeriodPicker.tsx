import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';
import { PERIOD_LABELS, PERIODS, type Period, type PeriodChoice } from './period';

interface Props {
  value: PeriodChoice;
  onChange(value: PeriodChoice): void;
  /** The time zone the pickers show and mean. */
  zone: string;
  /** Other names for some buttons (the messaging dashboard calls Between Custom). */
  labels?: Partial<Record<Period, string>>;
}

/**
 * The period buttons (today … last year, between) and, for between, a date-time picker for each end, in the chosen
 * time zone. The buttons wrap on a phone.
 */
export function PeriodPicker({ value, onChange, zone, labels }: Props) {
  const picked = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : DateTime.fromMillis(ms, { zone }));
  const toMs = (d: DateTime | null) => (d && d.isValid ? d.toMillis() : null);
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Period"
        value={value.period}
        onChange={(_, period: PeriodChoice['period'] | null) => period && onChange({ ...value, period })}
        sx={{
          flexWrap: 'wrap', gap: 0.5,
          '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.25, py: 0.5, whiteSpace: 'nowrap' },
          '& .MuiToggleButtonGroup-grouped:not(:first-of-type)': { borderLeft: 1, borderColor: 'divider', ml: 0 },
        }}
      >
        {PERIODS.map((p) => (
          <ToggleButton key={p} value={p}>
            {labels?.[p] ?? PERIOD_LABELS[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'between' ? (
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' } }}>
            <DateTimePicker
              label="From"
              timezone={zone}
              value={picked(value.from)}
              onChange={(d) => onChange({ ...value, from: toMs(d) })}
              slotProps={{ textField: { size: 'small' } }}
            />
            <DateTimePicker
              label="To"
              timezone={zone}
              value={picked(value.to)}
              minDateTime={picked(value.from) ?? undefined}
              onChange={(d) => onChange({ ...value, to: toMs(d) })}
              slotProps={{ textField: { size: 'small' } }}
            />
          </Box>
        </LocalizationProvider>
      ) : null}
    </Stack>
  );
}
