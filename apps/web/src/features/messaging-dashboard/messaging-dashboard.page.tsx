import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { MESSAGING_DASHBOARD, MESSAGING_DASHBOARD_TEXTS as T } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { TimezoneSelect, useStoredTimeZone } from '../../components/TimezoneSelect';
import { PeriodPicker } from '../../components/PeriodPicker';
import { periodRange, type PeriodChoice } from '../../components/period';
import { IdMultiSelect } from '../../components/IdMultiSelect';
import { PeriodLineChart } from '../../components/PeriodLineChart';
import { CountBlock } from '../../components/CountBlock';
import { useDashboardCampaigns, useMessagingDashboard } from './api';
import { activityPoints, carrierLabel, countItems, keyLabel, messagingTotals, sumOf } from './dashboard-data';
import { MessagingTotals } from './MessagingTotals';
import { StatusCountTable } from './StatusCountTable';

const SERIES = [
  { key: 'outbound', label: T.series.outbound, colour: '#0b3d91' },
  { key: 'inbound', label: T.series.inbound, colour: '#6a1b9a' },
  { key: 'delivered', label: T.series.delivered, colour: '#2e7d32' },
  { key: 'failed', label: T.series.failed, colour: '#c62828' },
] as const;

/**
 * /engage/dashboard: the messaging dashboard (spec 3 §2.1) — activity over a period in a time zone, the totals, and
 * the campaign, carrier, result, disposition, response-action and sentiment blocks; refreshed every 30 seconds while
 * the period is today. A campaign row toggles that campaign in the filter.
 */
export function MessagingDashboardPage() {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const [zone, setZone] = useStoredTimeZone();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [campaignIds, setCampaignIds] = useState<string[]>([]);
  const campaigns = useDashboardCampaigns(ws);
  const options = useMemo(
    () => [...(campaigns.data ?? [])].filter((c) => c.status !== 'DELETED').sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ id: c.id, label: c.name })),
    [campaigns.data],
  );

  // Another workspace has other campaigns.
  useEffect(() => setCampaignIds([]), [ws]);

  const request = useCallback(() => {
    const range = periodRange(period, zone);
    return range ? { ...range, messagingCampaignIds: campaignIds, timezone: zone } : null;
  }, [period, zone, campaignIds]);
  const live = period.period === 'today';
  const dashboard = useMessagingDashboard(ws, [period, zone, campaignIds], request, live);
  const data = dashboard.data;

  useEffect(() => {
    const err = dashboard.error ?? campaigns.error;
    if (err) notify(errorMessage(err), 'error');
  }, [dashboard.error, campaigns.error, notify]);

  const toggleCampaign = (id: string) => setCampaignIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const totals = messagingTotals(data);
  const points = useMemo(() => (data ? activityPoints(data) : undefined), [data]);
  const blocks = [
    { title: T.blocks.result, items: countItems(data?.statusCounts) },
    { title: T.blocks.dispositions, items: countItems(data?.dispositionCounts) },
    { title: T.blocks.nextActions, items: countItems(data?.nextActionCounts) },
    { title: T.blocks.sentiment, items: countItems(data?.sentimentCounts, 'unknown') },
  ];

  return (
    <>
      <PageHeader title={T.title}>
        <WorkspaceSelector />
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">{T.chooseWorkspace}</Alert> : null}
      {ws ? (
        <>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <IdMultiSelect
                label={T.campaignsLabel} options={options} value={campaignIds} onChange={setCampaignIds}
                allLabel={T.allCampaigns} emptyLabel={T.noCampaigns}
                labelOf={(id) => data?.campaignCounts.find((c) => c.id === id)?.name ?? id}
              />
              <TimezoneSelect value={zone} onChange={setZone} />
            </Stack>
            <PeriodPicker value={period} onChange={setPeriod} zone={zone} labels={{ between: T.custom }} />
          </Stack>
          {period.period === 'between' && !request() ? (
            <Alert severity="info" sx={{ mb: 2 }}>{T.periodIncomplete}</Alert>
          ) : null}
          {live ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} aria-live="polite">
              {T.refreshing}{data && dashboard.dataUpdatedAt ? ` · updated ${new Date(dashboard.dataUpdatedAt).toLocaleTimeString('en-US')}` : ''}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateRows: 'auto 1fr' }}>
              <MessagingTotals totals={totals} loading={!data} />
              <PeriodLineChart
                title={T.activity} series={SERIES} points={points} interval={data?.interval ?? 'HOUR'} zone={zone}
                describes={T.activityDescribed} maxTicks={MESSAGING_DASHBOARD.maxTicks}
              />
            </Box>
            <StatusCountTable
              title={T.blocks.campaigns} nameHeading={T.headings.campaign} selected={campaignIds} onToggle={toggleCampaign}
              rows={data?.campaignCounts.map((c) => ({ ...c, label: c.name || keyLabel(c.id) }))}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
            <StatusCountTable
              title={T.blocks.carriers} nameHeading={T.headings.carrier}
              rows={data?.carrierStatusCounts.map((c) => ({ ...c, label: carrierLabel(c.id) }))}
            />
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {blocks.map((b) => (
                <CountBlock
                  key={b.title} title={b.title} items={b.items} total={sumOf(b.items)} emptyText={T.noData}
                  rows={MESSAGING_DASHBOARD.rowsShown} loading={dashboard.isLoading}
                />
              ))}
            </Box>
          </Box>
        </>
      ) : null}
    </>
  );
}
