import { Stack, Typography } from '@mui/material';
import { ETL_MESSAGES, ETL_WEEK_DAYS, ETL_WEEK_DAY_LABELS, type EtlSchedule } from '@trueline/contract';
import { PeriodsEditor } from '../../components/PeriodsEditor';

interface Props {
  schedule: EtlSchedule;
  onChange(schedule: EtlSchedule): void;
  problems: Record<string, string>;
}

/** Task run windows (spec 3 §2.10): per weekday, Sunday to Saturday, in 15-minute steps; Disabled when a day has none. */
export function EtlRunWindows({ schedule, onChange, problems }: Props) {
  return (
    <Stack spacing={1.25} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>Task run windows</Typography>
      {ETL_WEEK_DAYS.map((day) => (
        <PeriodsEditor
          key={day}
          label={ETL_WEEK_DAY_LABELS[day]}
          periods={schedule[day]}
          closedText={ETL_MESSAGES.noWindows}
          onChange={(periods) => onChange({ ...schedule, [day]: periods })}
          issueAt={(p) => problems[`schedule.${day}.${p}`]}
        />
      ))}
    </Stack>
  );
}
