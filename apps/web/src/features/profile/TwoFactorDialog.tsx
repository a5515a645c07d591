import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useZodForm } from '../../components/form/use-zod-form';
import { z } from 'zod';
import { MESSAGES, MFA_CODE_LENGTH, mfaCodeField } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useMfaQr, useVerifyMfa } from './api';

const QR_SIZE = 300;
const codeForm = z.object({ code: mfaCodeField });

interface Props {
  open: boolean;
  onClose(): void;
  /** Called once the device is confirmed (the profile then says mfaSet). */
  onEnabled(): Promise<void> | void;
}

/** 'Enable Two Factor Device': scan the QR code with an authenticator app, then type its 6-digit code (spec 3 §2.17). */
export function TwoFactorDialog({ open, onClose, onEnabled }: Props) {
  const notify = useSnackbar();
  const qr = useMfaQr(open);
  const verify = useVerifyMfa();
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const { errors } = form.formState;
  // A phone gets the whole screen, so the QR code keeps its 300 by 300 (spec 3 §2.17) at 375 px wide.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  useEffect(() => {
    if (!qr.data) return;
    const url = URL.createObjectURL(qr.data);
    setQrUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setQrUrl(null);
    };
  }, [qr.data]);

  const close = () => {
    form.reset({ code: '' });
    onClose();
  };

  useEffect(() => {
    if (qr.error) notify(`${MESSAGES.mfaQrError} ${errorMessage(qr.error)}`, 'error');
  }, [qr.error, notify]);

  const submit = form.handleSubmit(async ({ code }) => {
    if (verify.isPending) return;
    try {
      await verify.mutateAsync(code);
      notify(MESSAGES.mfaEnabled, 'success');
      await onEnabled();
      close();
    } catch (err) {
      notify(`${MESSAGES.mfaCodeNotValid} ${errorMessage(err)}`, 'error');
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  const field = form.register('code');
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth fullScreen={phone} aria-labelledby="mfa-dialog-title">
      <DialogTitle id="mfa-dialog-title">Enable Two Factor Device</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0, px: { xs: 2, sm: 3 } }}>
          <DialogContentText sx={{ mb: 2 }}>
            Scan this QR code with an authenticator app (for example Google Authenticator or Microsoft Authenticator), then enter the
            6-digit code the app shows.
          </DialogContentText>
          <Box sx={{ width: QR_SIZE, maxWidth: '100%', aspectRatio: '1', mx: 'auto', mb: 2, display: 'grid', placeItems: 'center', bgcolor: 'grey.50', borderRadius: 1 }}>
            {qrUrl ? (
              <img src={qrUrl} alt="QR code for your authenticator app" width={QR_SIZE} height={QR_SIZE} style={{ maxWidth: '100%', height: 'auto' }} />
            ) : qr.error ? (
              <Button onClick={() => void qr.refetch()}>Try again</Button>
            ) : (
              <CircularProgress aria-label="Loading QR code" />
            )}
          </Box>
          <TextField
            label="Six-digit code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MFA_CODE_LENGTH } }}
            {...field}
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, '');
              void field.onChange(e);
              if (e.target.value.length === MFA_CODE_LENGTH) void submit();
            }}
            autoFocus
            error={Boolean(errors.code)}
            helperText={errors.code?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={verify.isPending || !qrUrl}>
            Verify
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
