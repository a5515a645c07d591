import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { BILLING_USAGE_MESSAGES, type BillingUsageLine } from '@trueline/contract';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useUser } from '../../lib/session';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { downloadBillableUsage, useAdjustments, useBillableUsage } from './api';
import { AdjustmentDialog } from './AdjustmentDialog';
import { UsageLinesTable } from './UsageLinesTable';
import { UsageAlertsCard } from './UsageAlertsCard';
import { billingPeriods, viewFor } from './usage-view';

const ALL = 'all';

/**
 * /usage/billing (spec 3 §2.13): a month's usage rated with the billing profile. The period chooser offers this month
 * (an estimate to date) and six closed ones; the workspace chooser shows one workspace's part; SuperAdmin adds and
 * deletes adjustments.
 */
export function BillingUsagePage() {
  const { userType } = useUser();
  const superAdmin = userType === 'SuperAdmin';
  const notify = useSnackbar();
  const periods = useMemo(() => billingPeriods(), []);
  const [periodIndex, setPeriodIndex] = useState(0);
  const [workspaceId, setWorkspaceId] = useState(ALL);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BillingUsageLine | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { workspaces } = useWorkspaces();
  const { remove } = useAdjustments();
  const chosen = periods[periodIndex]!;
  const usage = useBillableUsage(chosen.year, chosen.month, periodIndex === 0);
  const view = usage.data ? viewFor(usage.data, workspaceId === ALL ? null : workspaceId) : null;

  const download = () => {
    setDownloading(true);
    downloadBillableUsage(chosen.year, chosen.month, chosen.period).catch((err: unknown) => notify(errorMessage(err), 'error')).finally(() => setDownloading(false));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify(BILLING_USAGE_MESSAGES.adjustmentDeleted, 'success'),
      onError: (err) => notify(errorMessage(err), 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader title={BILLING_USAGE_MESSAGES.title}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField select size="small" label="Period" value={periodIndex} onChange={(e) => setPeriodIndex(Number(e.target.value))} sx={{ minWidth: 160 }}>
            {periods.map((p, i) => <MenuItem key={p.period} value={i}>{p.label}</MenuItem>)}
          </TextField>
          <TextField select size="small" label="Workspace" value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value={ALL}>{BILLING_USAGE_MESSAGES.allWorkspaces}</MenuItem>
            {workspaces.filter((w) => w.status === 'ACTIVE').map((w) => <MenuItem key={w.id} value={w.id}>{w.name}</MenuItem>)}
          </TextField>
          <Button variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={download} disabled={downloading || !usage.data}>{BILLING_USAGE_MESSAGES.download}</Button>
          {superAdmin ? <Button variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => setAdding(true)}>{BILLING_USAGE_MESSAGES.addAdjustment}</Button> : null}
        </Stack>
      </PageHeader>
      {usage.isPending ? <LinearProgress aria-label="Loading billing usage" /> : null}
      {usage.isError ? <Alert severity="error">{BILLING_USAGE_MESSAGES.loadFailed} {errorMessage(usage.error)}</Alert> : null}
      {usage.data && view ? (
        <Paper variant="outlined">
          <Box sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Chip size="small" color={usage.data.status === 'ESTIMATE' ? 'info' : 'default'} label={usage.data.status === 'CLOSED' ? BILLING_USAGE_MESSAGES.closed : periodIndex === 0 ? 'Estimate' : 'Closing'} />
            <Typography variant="body2" color="text.secondary">
              {usage.data.status === 'CLOSED'
                ? `Frozen ${formatDateTime(usage.data.asOf)}; months are counted in US Eastern time.`
                : periodIndex === 0
                  ? `${BILLING_USAGE_MESSAGES.estimate} Worked out ${formatDateTime(usage.data.asOf)}.`
                  : BILLING_USAGE_MESSAGES.closing.replace('{date}', formatDateTime(usage.data.closesAt))}
            </Typography>
          </Box>
          <UsageLinesTable lines={view.lines} total={view.total} onDelete={superAdmin ? setDeleting : undefined} />
        </Paper>
      ) : null}
      <UsageAlertsCard canEdit={superAdmin || userType === 'Owner'} />
      {superAdmin ? <AdjustmentDialog key={chosen.period} open={adding} periods={periods} period={chosen.period} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete adjustment"
        message={deleting ? `Delete the adjustment "${deleting.description}"? The month's total changes at once.` : ''}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
