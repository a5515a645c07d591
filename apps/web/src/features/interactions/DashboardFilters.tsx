import { Stack } from '@mui/material';
import type { InteractionWorkflow } from '@trueline/contract';
import { TimezoneSelect } from '../../components/TimezoneSelect';
import { PeriodPicker } from '../../components/PeriodPicker';
import type { PeriodChoice } from '../../components/period';
import { WorkflowSelect } from './WorkflowSelect';

interface Props {
  workflows: InteractionWorkflow[];
  workflowIds: string[];
  onWorkflows(ids: string[]): void;
  zone: string;
  onZone(zone: string): void;
  period: PeriodChoice;
  onPeriod(p: PeriodChoice): void;
}

/** Workflows, time zone and period: what the dashboard and call search count over. */
export function DashboardFilters({ workflows, workflowIds, onWorkflows, zone, onZone, period, onPeriod }: Props) {
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <WorkflowSelect workflows={workflows} value={workflowIds} onChange={onWorkflows} />
        <TimezoneSelect value={zone} onChange={onZone} />
      </Stack>
      <PeriodPicker value={period} onChange={onPeriod} zone={zone} />
    </Stack>
  );
}
