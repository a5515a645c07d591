import { useMemo, useState } from 'react';
import { useStoredTimeZone } from '../../components/TimezoneSelect';
import type { PeriodChoice } from '../../components/period';
import { useInteractionWorkflows } from './api';

/**
 * The filters both call screens start from: the stored time zone, today, and the workspace's workflows (their names by
 * id) with none of them chosen.
 */
export function useInteractionFilters(ws: string | undefined) {
  const [zone, setZone] = useStoredTimeZone();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [workflowIds, setWorkflowIds] = useState<string[]>([]);
  const workflows = useInteractionWorkflows(ws);
  const names = useMemo(() => new Map((workflows.data ?? []).map((w) => [w.id, w.name])), [workflows.data]);
  return { zone, setZone, period, setPeriod, workflows, names, workflowIds, setWorkflowIds };
}
