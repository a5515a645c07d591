import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { authRoutes, MESSAGES } from '@trueline/contract';
import { api, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { useTokenCheck } from './use-token-check';

export function ResetPasswordPage() {
  const { token, state } = useTokenCheck(authRoutes.resetPasswordVerify);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const notify = useSnackbar();

  return (
    <AuthLayout title="Choose a new password">
      {state === 'checking' ? <LinearProgress aria-label="Checking the link" /> : null}
      {state === 'invalid' ? (
        <Stack spacing={2}>
          <Alert severity="error">{MESSAGES.resetLinkInvalid}</Alert>
          <Button onClick={() => navigate('/forgot-password')}>Request reset link</Button>
        </Stack>
      ) : null}
      {state === 'valid' && done ? (
        <Stack spacing={2}>
          <Alert severity="success">{MESSAGES.resetDone}</Alert>
          <Button variant="contained" onClick={() => navigate('/sign-in')}>
            Return to sign in
          </Button>
        </Stack>
      ) : null}
      {state === 'valid' && !done ? (
        <NewPasswordForm
          submitLabel="Update password"
          onSubmit={async (password) => {
            try {
              await api(authRoutes.resetPassword, { body: { token, password } });
              setDone(true);
            } catch (err) {
              notify(errorMessage(err), 'error');
            }
          }}
        />
      ) : null}
    </AuthLayout>
  );
}
