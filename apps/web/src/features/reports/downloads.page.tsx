import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { MESSAGES, REPORT_LIFETIME_DAYS, type ReportDownload } from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useReportActions, useReports } from './api';
import { ReportsTable } from './ReportsTable';

/** /downloads (spec 3 §2.14): the files I asked for in this workspace, newest first, following Report events live. */
export function DownloadsPage() {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
  return (
    <>
      <PageHeader title="Downloads">
        <WorkspaceSelector />
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to see its downloads.</Alert> : null}
      {ws ? <Downloads key={ws} ws={ws} /> : null}
    </>
  );
}

function Downloads({ ws }: { ws: string }) {
  const reports = useReports(ws);
  const { download, remove } = useReportActions(ws);
  const notify = useSnackbar();
  const [deleting, setDeleting] = useState<ReportDownload | null>(null);

  const onDownload = (r: ReportDownload) => {
    download(r.id).catch((err: unknown) => notify(err instanceof ApiError && err.message ? err.message : MESSAGES.downloadFailed, 'error'));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify(MESSAGES.deletedSuccessfully, 'success'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Files you asked for are made in the background; you are notified when each is ready. A file can be downloaded for {REPORT_LIFETIME_DAYS} days.
      </Typography>
      {reports.isError ? <Alert severity="error">{errorMessage(reports.error)}</Alert> : null}
      <ReportsTable rows={reports.data} loading={reports.isPending} onDownload={onDownload} onDelete={setDeleting} />
      <ConfirmDialog
        open={Boolean(deleting)} title="Delete report" message={MESSAGES.reportDeleteConfirm} confirmLabel="Delete" destructive busy={remove.isPending}
        onConfirm={confirmDelete} onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
