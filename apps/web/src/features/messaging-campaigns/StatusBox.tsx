import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, TextField } from '@mui/material';
import { canTransition, MESSAGING_MESSAGES as M, type MessagingCampaign, type MessagingTransition } from '@trueline/contract';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessagingStatusChip } from './campaign-columns';

interface Props {
  campaign: MessagingCampaign;
  superAdmin: boolean;
  /** The approval texts are all filled (in the form as typed): Request approval may show. */
  approvalReady: boolean;
  busy: boolean;
  /** Runs an action; Request approval saves first (the caller does). */
  onAction(action: MessagingTransition, comment?: string): Promise<unknown>;
}

const LABELS: Record<MessagingTransition, string> = {
  requestApproval: 'Request approval', approve: 'Approve campaign', reject: 'Reject campaign', returnToDraft: 'Return to draft',
  activate: 'Start campaign', pause: 'Stop campaign',
};
/** The actions asking a confirmation first, with their contract texts. */
const CONFIRMS: Partial<Record<MessagingTransition, string>> = {
  requestApproval: M.confirmRequestApproval, approve: M.confirmApprove, returnToDraft: M.confirmReturnToDraft,
};
const ORDER: MessagingTransition[] = ['requestApproval', 'approve', 'reject', 'activate', 'pause', 'returnToDraft'];

/** The actions this user may take on the campaign now (spec 3 §4, §6). */
export function availableActions(campaign: MessagingCampaign, superAdmin: boolean, approvalReady: boolean): MessagingTransition[] {
  return ORDER.filter((a) => canTransition(a, campaign.campaignStatus)
    && (a !== 'requestApproval' || approvalReady)
    && ((a !== 'approve' && a !== 'reject') || superAdmin));
}

/** The Overview's status, created and updated box with the action buttons the status allows. */
export function StatusBox({ campaign, superAdmin, approvalReady, busy, onAction }: Props) {
  const [confirming, setConfirming] = useState<MessagingTransition | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const actions = availableActions(campaign, superAdmin, approvalReady);
  const click = (a: MessagingTransition) => {
    if (a === 'reject') {
      setReason('');
      setReasonError(null);
      setRejecting(true);
    } else if (CONFIRMS[a]) setConfirming(a);
    else onAction(a).catch(() => undefined);
  };
  const reject = () => {
    if (!reason.trim()) {
      setReasonError(M.rejectReasonRequired);
      return;
    }
    void onAction('reject', reason.trim()).then(() => setRejecting(false), () => undefined);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Campaign status">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, alignItems: 'center', '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
        <dt>Status</dt><dd><MessagingStatusChip status={campaign.campaignStatus} /></dd>
        <dt>Created</dt><dd>{formatDateTime(campaign.created)}</dd>
        <dt>Updated</dt><dd>{formatDateTime(campaign.updated)}</dd>
        {campaign.forecastFinish ? <><dt>Forecast finish</dt><dd>{formatDateTime(campaign.forecastFinish)}</dd></> : null}
      </Box>
      {campaign.rejectionReason && campaign.campaignStatus === 'DRAFT' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>{`Rejected: ${campaign.rejectionReason}`}</Alert>
      ) : null}
      {campaign.campaignStatus === 'DRAFT' && !approvalReady ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>{M.approvalMessagesMissing}</Alert>
      ) : null}
      {actions.length > 0 ? (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1.5 }}>
          {actions.map((a) => (
            <Button key={a} size="small" variant={a === 'reject' || a === 'returnToDraft' || a === 'pause' ? 'outlined' : 'contained'}
              color={a === 'reject' ? 'error' : 'primary'} disabled={busy} onClick={() => click(a)}>
              {LABELS[a]}
            </Button>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? LABELS[confirming] : ''}
        message={confirming ? (CONFIRMS[confirming] ?? '') : ''}
        confirmLabel={confirming ? LABELS[confirming] : 'Confirm'}
        busy={busy}
        onConfirm={() => {
          const a = confirming;
          setConfirming(null);
          if (a) onAction(a).catch(() => undefined);
        }}
        onClose={() => setConfirming(null)}
      />
      <Dialog open={rejecting} onClose={() => setRejecting(false)} maxWidth="xs" fullWidth aria-labelledby="reject-title">
        <DialogTitle id="reject-title">Reject campaign</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{M.rejectReasonLabel}</DialogContentText>
          <TextField autoFocus fullWidth multiline minRows={3} required label="Reason" value={reason}
            onChange={(e) => (setReason(e.target.value), setReasonError(null))} error={Boolean(reasonError)} helperText={reasonError} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={reject} disabled={busy}>Reject campaign</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
