import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import CancelIcon from '@mui/icons-material/Cancel';
import { ETL_EXECUTION_STATUS_LABELS, isExecutionActive, type EtlExecution, type EtlNodeOutput, type EtlTask } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { downloadNodeFile, downloadResult, useCancelExecution, useExecutions } from './api';
import { StatusChip } from '../../components/StatusChip';
import { mediumDateTime } from './etl-format';

const DELIVERY_LABELS: Record<EtlNodeOutput['status'], string> = {
  PENDING: 'Pending', DELIVERED: 'Sent as a list', FAILED: 'Not delivered', EMPTY: 'No records',
};

function NodeRow({ node, kind, onDownload }: { node: EtlNodeOutput; kind: string; onDownload(): void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {kind} <strong>{node.label}</strong>: {node.records} records · {DELIVERY_LABELS[node.status]}{node.message && node.status !== 'DELIVERED' ? ` — ${node.message}` : ''}
      </Typography>
      {node.fileId ? <Button size="small" startIcon={<DownloadIcon />} onClick={onDownload} aria-label={`Download ${node.label} file`}>File</Button> : null}
    </Stack>
  );
}

/** The Executions tab (Execution history): each run with its counts and status; cancel while it runs; the result and node files. */
export function EtlExecutions({ ws, task }: { ws: string; task: EtlTask }) {
  const executions = useExecutions(ws, task.id);
  const cancel = useCancelExecution(ws, task.id);
  const notify = useSnackbar();
  // Downloads are not mutations: their failures are shown here.
  const fail = (err: unknown) => notify(errorMessage(err), 'error');
  if (executions.isError) return <Alert severity="error">{errorMessage(executions.error)}</Alert>;
  if (executions.isPending) return <LinearProgress aria-label="Loading executions" />;
  if (executions.data.length === 0) return <Typography color="text.secondary">No executions yet. Use Run now to start one.</Typography>;
  return (
    <Stack spacing={1.5} aria-label="Executions">
      {executions.data.map((e: EtlExecution) => (
        <Paper key={e.id} variant="outlined" sx={{ p: 1.5 }} aria-label={`Execution ${mediumDateTime(e.startTime ?? e.created)}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
            <StatusChip status={e.status} label={ETL_EXECUTION_STATUS_LABELS[e.status]} sx={{ alignSelf: 'flex-start' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2">
                {mediumDateTime(e.startTime ?? e.created)} – {mediumDateTime(e.endTime)} · {e.trigger === 'MANUAL' ? 'Run now' : 'Scheduled'}
              </Typography>
              <Typography variant="body2" color="text.secondary">Success {e.success} · Failure {e.failure}{e.statusMessage ? ` · ${e.statusMessage}` : ''}</Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              {isExecutionActive(e.status) ? (
                <Button size="small" color="warning" startIcon={<CancelIcon />} disabled={e.cancelRequested || cancel.isPending}
                  onClick={() => cancel.mutate(e.id)}>{e.cancelRequested ? 'Cancelling…' : 'Cancel'}</Button>
              ) : null}
              {e.hasResultFile ? <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadResult(ws, task, e).catch(fail)}>Results</Button> : null}
            </Stack>
          </Stack>
          {isExecutionActive(e.status) ? <LinearProgress sx={{ mt: 1 }} aria-label="Execution in progress" /> : null}
          {[...e.coreCampaigns, ...e.messageCampaigns].length > 0 ? (
            <Stack spacing={0.5} sx={{ mt: 1, pl: { sm: 1 } }}>
              {e.coreCampaigns.map((n) => <NodeRow key={n.nodeId} node={n} kind="Core campaign" onDownload={() => downloadNodeFile(ws, task, e, n).catch(fail)} />)}
              {e.messageCampaigns.map((n) => <NodeRow key={n.nodeId} node={n} kind="Messaging campaign" onDownload={() => downloadNodeFile(ws, task, e, n).catch(fail)} />)}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
