import { useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow,
  useMediaQuery, useTheme,
} from '@mui/material';
import { DateTime } from 'luxon';
import { REVISIONS_PAGE_SIZE, type Workflow, type WorkflowRevision } from '@trueline/contract';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { useRevertWorkflow, useRevisions } from '../api';

interface Props {
  open: boolean;
  ws: string;
  workflowId: string;
  /** Reverting drops the editor's unsaved changes: the confirmation says so. */
  dirty: boolean;
  onClose(): void;
  onReverted(w: Workflow): void;
  onError(message: string): void;
}

/** Revision history (spec 3 §2.8): 10 per page, newest first, numbered by count, with timestamp and author; a revision can be reverted. */
export function RevisionHistoryDialog({ open, ws, workflowId, dirty, onClose, onReverted, onError }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const revisions = useRevisions(ws, workflowId, page, open);
  const revert = useRevertWorkflow(ws, workflowId);
  const [reverting, setReverting] = useState<WorkflowRevision | null>(null);

  const confirm = () => {
    if (!reverting) return;
    revert.mutate(reverting.id, {
      onSuccess: (w) => {
        setReverting(null);
        setPage(0);
        onReverted(w);
      },
      onError: (err) => {
        setReverting(null);
        onError(errorMessage(err));
      },
    });
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="revisions-title">
        <DialogTitle id="revisions-title">Revision history</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {revisions.isPending ? <LinearProgress aria-label="Loading revisions" /> : null}
          {revisions.isError ? <Alert severity="error" sx={{ m: 2 }}>{errorMessage(revisions.error)}</Alert> : null}
          <Table size="small" aria-label="Revisions">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Timestamp</TableCell>
                <TableCell>Author</TableCell>
                <TableCell align="right"><Box component="span" sx={visuallyHiddenSx}>Actions</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(revisions.data?.content ?? []).map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.number}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{DateTime.fromISO(r.timestamp).toLocaleString(DateTime.DATETIME_MED_WITH_SECONDS)}</TableCell>
                  <TableCell>{`${r.simpleUser.firstName} ${r.simpleUser.lastName}`.trim() || '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setReverting(r)} aria-label={`Revert to revision ${r.number}`}>Revert</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={revisions.data?.totalElements ?? 0}
            page={page}
            rowsPerPage={REVISIONS_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_e, p) => setPage(p)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={Boolean(reverting)}
        title="Revert workflow"
        message={`Replace the workflow with revision ${reverting?.number ?? ''}?${dirty ? ' Your unsaved changes will be lost.' : ''}`}
        confirmLabel="Revert"
        busy={revert.isPending}
        onClose={() => setReverting(null)}
        onConfirm={confirm}
      />
    </>
  );
}
