import { useMemo, useState } from 'react';
import { Box, Button, IconButton, LinearProgress, MenuItem, Paper, Stack, TextField, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { MESSAGES, OPT_OUT_MESSAGES as M, type OptOut } from '@trueline/contract';
import { PeriodPicker } from '../../components/PeriodPicker';
import { TimezoneSelect, useStoredTimeZone } from '../../components/TimezoneSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { periodRange, type PeriodChoice } from '../../components/period';
import { formatPhone } from '../../components/phone';
import { ApiError } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspacePage } from '../../components/WorkspacePage';
import { requestOptOutsDownload, useMessagingCampaignOptions, useOptOutReviews, useOptOuts, useRemoveOptOut, useResolveReview, type OptOutFilters } from './api';
import { campaignOptions, matchesPhone } from './campaign-options';
import { OptOutsTable } from './OptOutsTable';
import { ReviewsPanel } from './ReviewsPanel';
import { AddOptOutDialog } from './AddOptOutDialog';
import { ImportOptOutsDialog } from './ImportOptOutsDialog';

const ALL = '';

/**
 * /engage/opt-outs (spec 3 §2.4): the numbers that must not be texted, by period (default today) and campaign, with a
 * client-side phone filter; Add opt-out, delete, an asynchronous download, a CSV import, and the replies flagged as
 * possible opt-outs for review.
 */
export function OptOutsPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const [zone, setZone] = useStoredTimeZone();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [campaignId, setCampaignId] = useState(ALL);
  const [phone, setPhone] = useState('');
  const filtersOf = (p = period, z = zone, c = campaignId): OptOutFilters | null => {
    const range = periodRange(p, z);
    return range ? { ...range, ...(c ? { campaignId: c } : {}) } : null;
  };
  const [filters, setFilters] = useState<OptOutFilters | null>(() => filtersOf());
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<OptOut | null>(null);
  const campaigns = useMessagingCampaignOptions(ws);
  const options = useMemo(() => campaignOptions(campaigns.data ?? []), [campaigns.data]);
  const addable = useMemo(() => campaignOptions(campaigns.data ?? [], { forAdding: true }), [campaigns.data]);
  const rows = useOptOuts(ws, filters);
  const reviews = useOptOutReviews(ws);
  const remove = useRemoveOptOut(ws ?? '');
  const resolve = useResolveReview(ws ?? '');
  const shown = (rows.data ?? []).filter((r) => matchesPhone(r.leadKey.phone, phone));

  const search = () => {
    const next = filtersOf();
    if (!next) notify('Choose the start and the end of the period (the end after the start).', 'warning');
    // The same filters again read the opt-outs again: a reply may have opted a number out since.
    else if (JSON.stringify(next) === JSON.stringify(filters)) void rows.refetch();
    else setFilters(next);
  };
  const download = async () => {
    if (!ws || !filters) return;
    try {
      notify((await requestOptOutsDownload(ws, filters)).message, 'info');
    } catch (err) {
      notify(err instanceof ApiError && err.message !== MESSAGES.errorOccurred ? err.message : M.downloadFailed, 'error');
    }
  };

  return (
    <WorkspacePage title="Opt-Outs" chooseText="Choose a workspace to see its opt-outs.">
      {(ws) => (
        <>
          <ReviewsPanel reviews={reviews.data ?? []} busy={resolve.isPending} onResolve={(reviewId, optOut) => resolve.mutate({ reviewId, optOut })} />
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Stack spacing={2}>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 200px) minmax(0, 280px) minmax(0, 280px)' } }}>
                <TextField label="Phone" size="small" value={phone} onChange={(e) => setPhone(e.target.value)} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
                <TextField select label="Campaign" size="small" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
                  <MenuItem value={ALL}>All campaigns</MenuItem>
                  {options.map((c) => <MenuItem key={c.id} value={c.id}>{c.label}</MenuItem>)}
                </TextField>
                <TimezoneSelect value={zone} onChange={setZone} />
              </Box>
              <PeriodPicker value={period} onChange={setPeriod} zone={zone} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={search}>Search</Button>
                <Tooltip title="Download">
                  <IconButton aria-label="Download opt-outs" onClick={() => void download()}><DownloadIcon /></IconButton>
                </Tooltip>
                <Box sx={{ flexGrow: 1 }} />
                <Button variant="outlined" onClick={() => setImporting(true)}>Import</Button>
                <Button variant="contained" onClick={() => setAdding(true)}>Add opt-out</Button>
              </Stack>
            </Stack>
          </Paper>
          {rows.isFetching ? <LinearProgress aria-label="Loading opt-outs" sx={{ mb: 0.5 }} /> : null}
          <OptOutsTable rows={shown} loading={rows.isLoading} onDelete={setDeleting} />
          <AddOptOutDialog ws={ws} campaigns={addable} open={adding} onClose={() => setAdding(false)} />
          <ImportOptOutsDialog ws={ws} campaigns={addable} open={importing} onClose={() => setImporting(false)} />
          <ConfirmDialog
            open={Boolean(deleting)} title="Delete opt-out" destructive confirmLabel="Delete" busy={remove.isPending}
            message={deleting ? `${formatPhone(deleting.leadKey.phone)}: ${M.confirmDelete}` : ''}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate({ campaignId: deleting.leadKey.campaignId, phone: deleting.leadKey.phone }, {
              onSuccess: () => { notify(M.removed, 'success'); setDeleting(null); },
            })}
          />
        </>
      )}
    </WorkspacePage>
  );
}
