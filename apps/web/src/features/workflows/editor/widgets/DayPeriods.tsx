import { PeriodsEditor } from '../../../../components/PeriodsEditor';
import type { Period } from '../../../../components/time-choices';
import { asList, issueAt, type WidgetProps } from './widget-props';

/** One weekday of a Time of day node (its field is the day: `monday`), in 15-minute steps (spec 3 §5). */
export function DayPeriods({ field, value, issues, onChange }: WidgetProps) {
  return <PeriodsEditor label={field.label} periods={asList<Period>(value)} onChange={onChange} issueAt={(p) => issueAt(issues, field.name, p)} />;
}
