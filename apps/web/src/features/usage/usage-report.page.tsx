import { useEffect, useMemo, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import {
  CALLBACK_STATUS_LABELS, MESSAGES, USAGE_TEXTS, type SmsUsageRow, type UsageType, type VoiceUsageRow,
} from '@trueline/contract';
import { useZodForm } from '../../components/form/use-zod-form';
import { WorkspacePage } from '../../components/WorkspacePage';
import { useStoredTimeZone } from '../../components/TimezoneSelect';
import { periodRange, type PeriodChoice } from '../../components/period';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { ApiError } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { requestUsageDownload, useCampaignOptions, useUsageSearch } from './api';
import { UsageFilters } from './UsageFilters';
import { UsageTable } from './UsageTable';
import { EMPTY_USAGE_FORM, usageFilters, usageForm, type UsageFilters as Filters, type UsageForm } from './usage-form';

/** The server's message, or the spec's fallback when it gave none (spec 3 §8). */
const messageOr = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message && err.message !== MESSAGES.errorOccurred ? err.message : fallback;

const minutesAndSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** /usage/calls, titled Callbacks (spec 3 §2.12): calls back to the workspace's pool numbers. */
export function CallbacksPage() {
  return <UsageReport type="calls" />;
}

/** /usage/messaging, titled Messages (spec 3 §2.12): every text of the workspace's Engage campaigns. */
export function MessagesPage() {
  return <UsageReport type="messaging" />;
}

function UsageReport({ type }: { type: UsageType }) {
  const calls = type === 'calls';
  return (
    <WorkspacePage title={calls ? USAGE_TEXTS.callsTitle : USAGE_TEXTS.messagingTitle} chooseText={`Choose a workspace to see its ${calls ? 'callbacks' : 'messages'}.`}>
      {(ws) => <UsageReportOf key={ws} type={type} ws={ws} />}
    </WorkspacePage>
  );
}

function UsageReportOf({ type, ws }: { type: UsageType; ws: string }) {
  const calls = type === 'calls';
  const notify = useSnackbar();
  const [zone, setZone] = useStoredTimeZone();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'thisWeek' });
  const [campaignIds, setCampaignIds] = useState<string[]>([]);
  const form = useZodForm(usageForm, { defaultValues: EMPTY_USAGE_FORM, mode: 'onSubmit' });
  const [filters, setFilters] = useState<Filters | null>(() => {
    const range = periodRange({ period: 'thisWeek' }, zone);
    return range ? usageFilters(EMPTY_USAGE_FORM, { range, campaignIds: [], zone }) : null;
  });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [downloading, setDownloading] = useState(false);
  const [run, setRun] = useState(0);

  const options = useCampaignOptions(type, ws);
  const campaigns = useMemo(() => options.data ?? [], [options.data]);
  const names = useMemo(() => new Map(campaigns.map((c) => [c.id, c.label])), [campaigns]);

  const apply = (values: UsageForm) => {
    const range = periodRange(period, zone);
    if (!range) {
      notify('Choose the start and the end of the period (the end after the start).', 'warning');
      return;
    }
    setFilters(usageFilters(values, { range, campaignIds, zone }));
    setPage(0);
    setRun((n) => n + 1);
  };
  const body = filters ? { ...filters, page, size, sortBy: 'timestamp' as const, sortOrder } : null;
  const search = useUsageSearch(type, ws, body, run);
  useEffect(() => {
    if (search.error) notify(messageOr(search.error, USAGE_TEXTS.loadFailed), 'error');
  }, [search.error, notify]);

  const download = async () => {
    if (!filters) return;
    setDownloading(true);
    try {
      notify(await requestUsageDownload(type, ws, { ...filters, sortBy: 'timestamp', sortOrder }), 'info');
    } catch (err) {
      notify(messageOr(err, USAGE_TEXTS.preconditionsFailed), 'error');
    } finally {
      setDownloading(false);
    }
  };

  const campaignName = (id: string) => names.get(id) ?? id;
  const table = {
    pageIndex: page, size, sortOrder, zone, total: search.data?.totalElements ?? 0, totalCapped: search.data?.totalCapped ?? false,
    onPage: setPage, onSize: (s: number) => { setSize(s); setPage(0); }, onSort: (o: 'asc' | 'desc') => { setSortOrder(o); setPage(0); },
  };
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1.5 }}>{calls ? USAGE_TEXTS.callsHeader : USAGE_TEXTS.messagingHeader}</Typography>
      <UsageFilters
        label={calls ? 'Search callbacks' : 'Search messages'} form={form} onSearch={apply} onDownload={() => void download()} downloading={downloading}
        campaigns={campaigns} campaignIds={campaignIds} onCampaigns={setCampaignIds} zone={zone} onZone={setZone} period={period} onPeriod={setPeriod}
      />
      <Box sx={{ height: 4, mb: 0.5 }}>{search.isFetching ? <LinearProgress aria-label={`Loading ${calls ? 'callbacks' : 'messages'}`} /> : null}</Box>
      {calls ? (
        <UsageTable<VoiceUsageRow> label="Callbacks" empty={USAGE_TEXTS.noCalls} rows={search.data?.content as VoiceUsageRow[] | undefined} {...table} columns={[
          { heading: 'Caller', cell: (r) => formatPhone(r.caller), narrow: true },
          { heading: 'Called', cell: (r) => formatPhone(r.called) },
          { heading: 'Forwarded to', cell: (r) => (r.forwardedTo ? `${formatPhone(r.forwardedTo)} (${r.routing === 'SIP' ? 'SIP trunk' : 'PSTN'})` : '—'), wraps: true },
          { heading: 'Campaign', cell: (r) => campaignName(r.campaignId), wraps: true },
          { heading: 'Status', cell: (r) => <StatusChip status={r.callStatus} label={CALLBACK_STATUS_LABELS[r.callStatus]} />, narrow: true },
          { heading: 'Billable', cell: (r) => minutesAndSeconds(r.billableDuration), numeric: true },
        ]} />
      ) : (
        <UsageTable<SmsUsageRow> label="Messages" empty={USAGE_TEXTS.noMessages} rows={search.data?.content as SmsUsageRow[] | undefined} {...table} columns={[
          { heading: 'Status', cell: (r) => <StatusChip status={r.status} label={r.direction === 'INBOUND' ? 'Received' : r.status.charAt(0) + r.status.slice(1).toLowerCase()} />, narrow: true },
          { heading: 'From', cell: (r) => formatPhone(r.from) || r.from },
          { heading: 'To', cell: (r) => formatPhone(r.to) || r.to, narrow: true },
          { heading: 'Campaign', cell: (r) => campaignName(r.messagingCampaignId), wraps: true },
          { heading: 'Message', cell: (r) => <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }}>{r.message}</Box>, wraps: true },
          { heading: 'Segments', cell: (r) => r.segments, numeric: true },
        ]} />
      )}
    </>
  );
}
