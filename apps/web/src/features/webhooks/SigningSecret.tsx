import { useState } from 'react';
import { Box, Button, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { MESSAGES, WEBHOOK_HEADERS } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCopy } from '../../components/CopyId';
import { useWebhookActions } from './api';

/**
 * The webhook's signing secret: revealed on request (the receiver's owner needs it to check signatures), copied, or
 * rotated after confirmation. A new webhook gets one when it is saved.
 */
export function SigningSecret({ ws, webhookId }: { ws: string; webhookId: string | null }) {
  const { revealSecret, rotateSecret } = useWebhookActions(ws);
  const notify = useSnackbar();
  const copy = useCopy();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<{ signingSecret: string }>, done?: string) => {
    setBusy(true);
    try {
      setSecret((await work()).signingSecret);
      if (done) notify(done, 'success');
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">Signing secret</Typography>
      <Typography variant="body2" color="text.secondary">
        Every delivery carries <Box component="code">{WEBHOOK_HEADERS.signature}: sha256=…</Box>, the HMAC-SHA256 of its exact body keyed with this
        secret, and <Box component="code">{WEBHOOK_HEADERS.timestamp}</Box> (the body’s sentAt), so your system can check where it came from and when.
      </Typography>
      {webhookId === null ? (
        <Typography variant="body2" color="text.secondary">A secret of its own is made when the webhook is saved.</Typography>
      ) : (
        <>
          {secret ? (
            <TextField label="Signing secret" value={secret} size="small" slotProps={{
              input: {
                readOnly: true, sx: { fontFamily: 'monospace' },
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copy">
                      <IconButton aria-label="Copy signing secret" edge="end" onClick={() => void copy(secret)}><ContentCopyIcon fontSize="small" /></IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }} />
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button size="small" disabled={busy} onClick={() => (secret ? setSecret(null) : void run(() => revealSecret(webhookId)))}>
              {secret ? 'Hide secret' : 'Reveal secret'}
            </Button>
            <Button size="small" color="warning" disabled={busy} onClick={() => setConfirming(true)}>Rotate secret</Button>
          </Stack>
          <ConfirmDialog
            open={confirming} title="Rotate signing secret" message={MESSAGES.webhookSecretRotateConfirm} confirmLabel="Rotate" busy={busy}
            onConfirm={() => void run(() => rotateSecret(webhookId), MESSAGES.webhookSecretRotated)} onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}
