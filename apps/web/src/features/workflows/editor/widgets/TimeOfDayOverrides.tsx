import { TextField } from '@mui/material';
import { DateTime } from 'luxon';
import { itemId } from '../form/form-values';
import { ListRows } from './ListRows';
import { PeriodsEditor } from '../../../../components/PeriodsEditor';
import type { Period } from '../../../../components/time-choices';
import { asList, issueAt, type WidgetProps } from './widget-props';

interface Override {
  id?: string;
  date: string;
  periods: Period[];
}

/** Dates whose periods replace their weekday's (a holiday closed all day, a late opening); the callee's local date. */
export function TimeOfDayOverrides({ field, value, issues, onChange }: WidgetProps) {
  const list = asList<Override>(value);
  const update = (i: number, patch: Partial<Override>) => onChange(list.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  const nextDate = () => {
    const taken = new Set(list.map((o) => o.date));
    let d = DateTime.now().plus({ days: 1 });
    while (taken.has(d.toISODate()!)) d = d.plus({ days: 1 });
    return d.toISODate()!;
  };
  return (
    <ListRows<Override>
      label={field.label}
      helperText={field.helperText ?? 'A date with no periods is closed all day.'}
      items={list}
      itemName="override"
      columns="170px 1fr"
      empty="No overrides."
      onRemove={(i) => onChange(list.filter((_, k) => k !== i))}
      onAdd={() => onChange([...list, { id: itemId(), date: nextDate(), periods: [] }])}
      addLabel="Add override"
      row={(o, i) => (
        <>
          <TextField type="date" label="Date" value={o.date} onChange={(e) => update(i, { date: e.target.value })} slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(issueAt(issues, field.name, `${i}.date`))} helperText={issueAt(issues, field.name, `${i}.date`)} />
          <PeriodsEditor label="Periods" periods={o.periods ?? []} onChange={(periods) => update(i, { periods })} closedText="Closed all day"
            issueAt={(p) => issueAt(issues, field.name, `${i}.periods.${p}`)} />
        </>
      )}
    />
  );
}
