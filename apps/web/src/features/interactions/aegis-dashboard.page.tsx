import { useCallback, useEffect } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { AEGIS_DASHBOARD, INTERACTION_TEXTS } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { periodRange } from '../../components/period';
import { WorkspacePage } from '../../components/WorkspacePage';
import { useAegisDashboard } from './api';
import { useInteractionFilters } from './use-interaction-filters';
import { dashboardTotals, workflowRows } from './chart-data';
import { DashboardFilters } from './DashboardFilters';
import { DashboardTotals } from './DashboardTotals';
import { InteractionsChart } from './InteractionsChart';
import { WorkflowTable } from './WorkflowTable';
import { CountBlock } from '../../components/CountBlock';

/**
 * /aegis-one: the call dashboard (spec 3 §2.5) — interactions over a period in a time zone, per workflow, with the
 * top outcomes, states, carriers and line types; refreshed every 30 seconds while the period is today.
 */
export function AegisDashboardPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const { zone, setZone, period, setPeriod, workflows, names, workflowIds, setWorkflowIds } = useInteractionFilters(ws);

  // Another workspace has other workflows.
  useEffect(() => setWorkflowIds([]), [ws, setWorkflowIds]);

  // Computed when the query runs: a refresh of today asks for today as it is then (a new day after midnight).
  const request = useCallback(() => {
    const range = periodRange(period, zone);
    return range ? { ...range, workflowId: workflowIds, timezone: zone } : null;
  }, [period, zone, workflowIds]);
  const live = period.period === 'today';
  const dashboard = useAegisDashboard(ws, [period, zone, workflowIds], request, live);
  const data = dashboard.data;

  useEffect(() => {
    const err = dashboard.error ?? workflows.error;
    if (err) notify(errorMessage(err), 'error');
  }, [dashboard.error, workflows.error, notify]);

  const totals = dashboardTotals(data);
  const blocks = [
    { title: 'Top Outcomes', items: data?.reasonCounts.map((r) => ({ label: r.reason, count: r.count })) },
    { title: 'By state', items: data?.stateCounts.map((r) => ({ label: r.state, count: r.count })) },
    { title: 'By carrier', items: data?.carrierCounts.map((r) => ({ label: r.carrier, count: r.count })) },
    { title: 'By line type', items: data?.lineTypeCounts.map((r) => ({ label: r.lineType, count: r.count })) },
  ];

  return (
    <WorkspacePage title="Aegis dashboard" chooseText="Choose a workspace to see its calls.">
      {() => (
        <>
          <DashboardFilters
            workflows={workflows.data ?? []} workflowIds={workflowIds} onWorkflows={setWorkflowIds}
            zone={zone} onZone={setZone} period={period} onPeriod={setPeriod}
          />
          {period.period === 'between' && !request() ? (
            <Alert severity="info" sx={{ mb: 2 }}>Choose the start and the end of the period (the end after the start).</Alert>
          ) : null}
          {live ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} aria-live="polite">
              Today refreshes every 30 seconds{data && dashboard.dataUpdatedAt ? ` · updated ${new Date(dashboard.dataUpdatedAt).toLocaleTimeString('en-US')}` : ''}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateRows: 'auto 1fr' }}>
              <DashboardTotals totals={totals} loading={!data} />
              <InteractionsChart data={data} zone={zone} />
            </Box>
            <WorkflowTable rows={data ? workflowRows(data, names) : undefined} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
            {blocks.map((b) => <CountBlock key={b.title} title={b.title} items={b.items} total={totals.presented} emptyText={INTERACTION_TEXTS.noData} rows={AEGIS_DASHBOARD.blockRows} loading={dashboard.isLoading} />)}
          </Box>
        </>
      )}
    </WorkspacePage>
  );
}
