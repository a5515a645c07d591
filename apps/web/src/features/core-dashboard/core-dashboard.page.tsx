import { useEffect, useMemo, useState } from 'react';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Chip, Link, List, ListItem, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { CORE_DASHBOARD_TEXTS as T, type CoreDashboard } from '@trueline/contract';
import { PageHeader } from '../../components/PageHeader';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { TimezoneSelect, useStoredTimeZone } from '../../components/TimezoneSelect';
import { PeriodPicker } from '../../components/PeriodPicker';
import { PeriodLineChart } from '../../components/PeriodLineChart';
import { MetricBlock, MetricList } from '../../components/MetricBlock';
import { periodRange, type PeriodChoice } from '../../components/period';
import { errorMessage } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { useCoreDashboard } from './api';
import { ATTENTION_LABELS, attentionLink, dayPoints, formatRate, LEAD_SERIES } from './dashboard-data';

/**
 * /dashboard, the first screen after sign-in (the spec names it and gives no content): for the selected workspace and
 * a period, the calls placed with local caller IDs and the callbacks they brought, leads per day, pool health, the
 * campaigns that need attention, and Engage and Aegis headlines; refreshed by the workspace's live events.
 */
export function CoreDashboardPage() {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const [zone, setZone] = useStoredTimeZone();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'thisWeek' });
  const body = useMemo(() => {
    const range = periodRange(period, zone);
    return range ? { ...range, timezone: zone } : null;
  }, [period, zone]);
  const dashboard = useCoreDashboard(ws, body);
  const d = dashboard.data;
  useEffect(() => {
    if (dashboard.error) notify(`${T.loadFailed} ${errorMessage(dashboard.error)}`, 'error');
  }, [dashboard.error, notify]);
  const points = useMemo(() => (d ? dayPoints(d, DateTime.now().setZone(zone).toISODate()!) : undefined), [d, zone]);

  return (
    <>
      <PageHeader title={T.title}>
        <WorkspaceSelector />
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to see its calling floor.</Alert> : null}
      {ws ? (
        <>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <TimezoneSelect value={zone} onChange={setZone} />
            </Stack>
            <PeriodPicker value={period} onChange={setPeriod} zone={zone} />
          </Stack>
          <Totals d={d} />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <PeriodLineChart title="Leads and callbacks" series={LEAD_SERIES} points={points} interval="DAY" zone={zone}
              describes="leads loaded, valid, on a DNC list, invalid and landline, and the callbacks received" />
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <PoolHealth d={d} />
              <Attention d={d} />
            </Stack>
          </Box>
          {d && (d.engage || d.aegis) ? <Headlines d={d} /> : null}
        </>
      ) : null}
    </>
  );
}

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" alignItems="baseline" sx={{ mb: 1.5 }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>{title}</Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function Totals({ d }: { d: CoreDashboard | undefined }) {
  const t = d?.totals;
  const figure = (v: number | undefined) => (v === undefined ? <Skeleton width={60} /> : formatCount(v));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <MetricList columns={5}>
        <MetricBlock size="figure" label={T.callsPlaced} value={figure(t?.placed)} />
        <MetricBlock size="figure" label={T.callbacks} value={figure(t?.callbacks)} />
        <MetricBlock size="figure" label={T.callbackRate} value={t ? formatRate(t.callbackRate, t.placed) : <Skeleton width={60} />} />
        <MetricBlock size="figure" label={T.callbackMinutes} value={figure(t?.callbackMinutes)} />
        <MetricBlock size="figure" label={T.leadsLoaded} value={figure(t?.loaded)} />
      </MetricList>
    </Paper>
  );
}

function PoolHealth({ d }: { d: CoreDashboard | undefined }) {
  const p = d?.pool;
  const v = (n: number | undefined) => (n === undefined ? <Skeleton width={40} /> : formatCount(n));
  return (
    <Card title={T.poolHealth} action={<Link component={RouterLink} to="/pools">Pool numbers</Link>}>
      <MetricList columns={3}>
        <MetricBlock size="figure" label="In service" value={v(p?.inService)} />
        <MetricBlock size="figure" label="Aging" value={v(p?.aging)} />
        <MetricBlock size="figure" label="Flagged" value={v(p?.flagged)} />
        <MetricBlock size="figure" label="Replaced by Sentry" value={v(p?.replaced)} />
        <MetricBlock size="figure" label="10DLC pending" value={v(p?.tenDlcPending)} />
      </MetricList>
    </Card>
  );
}

function Attention({ d }: { d: CoreDashboard | undefined }) {
  return (
    <Card title={T.attention}>
      {!d ? <Skeleton variant="rounded" height={60} /> : d.attention.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{T.allClear}</Typography>
      ) : (
        <List dense disablePadding aria-label={T.attention}>
          {d.attention.map((a) => (
            <ListItem key={`${a.campaignId}:${a.reason}`} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Chip size="small" color={a.reason === 'FLAGGED_NUMBERS' ? 'warning' : 'error'} label={ATTENTION_LABELS[a.reason]} sx={{ mt: 0.25 }} />
              <ListItemText
                primary={<Link component={RouterLink} to={attentionLink(a)}>{a.name}</Link>}
                secondary={a.detail}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}

function Headlines({ d }: { d: CoreDashboard }) {
  type Headline = { title: string; to: string; link: string; figures: [string, number][] };
  const cards = ([
    d.engage && { title: 'Engage', to: '/engage/dashboard', link: 'Messaging dashboard', figures: [['Messages sent', d.engage.sent], ['Delivered', d.engage.delivered], ['Replies', d.engage.received]] },
    d.aegis && { title: 'Aegis One', to: '/aegis-one', link: 'Call dashboard', figures: [['Calls screened', d.aegis.screened], ['Accepted', d.aegis.accepted], ['Rejected', d.aegis.rejected]] },
  ] as (Headline | null)[]).filter((c): c is Headline => c !== null);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {cards.map((c) => (
        <Card key={c.title} title={c.title} action={<Link component={RouterLink} to={c.to}>{c.link}</Link>}>
          <MetricList columns={3}>
            {c.figures.map(([label, n]) => <MetricBlock key={label} size="figure" label={label} value={formatCount(n)} />)}
          </MetricList>
        </Card>
      ))}
    </Box>
  );
}
