import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { authRoutes, MESSAGES } from '@trueline/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { LANDING_PATH } from '../../app/landing';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { useTokenCheck } from './use-token-check';

export function ActivateAccountPage() {
  const { token, state } = useTokenCheck(authRoutes.activationTokenVerify);
  const [failed, setFailed] = useState(false);
  const { establish } = useSession();
  const navigate = useNavigate();

  return (
    <AuthLayout title="Activate your account" cardLinks={state === 'invalid' || failed ? ['/sign-in'] : []}>
      {state === 'checking' ? <LinearProgress aria-label="Checking the link" /> : null}
      {state === 'invalid' || failed ? (
        // A way forward: the link may have been used already (then sign in) or have expired (then a new invitation).
        <Stack spacing={2}>
          <Alert severity="error">{MESSAGES.activationLinkInvalid}</Alert>
          <Typography variant="body2">
            If you have already activated your account, sign in with your email and password. Otherwise ask your
            administrator to invite you again: an invitation link works once and expires after 7 days.
          </Typography>
          <Button variant="contained" onClick={() => navigate('/sign-in')}>
            Go to sign in
          </Button>
        </Stack>
      ) : null}
      {state === 'valid' && !failed ? (
        <NewPasswordForm
          submitLabel="Activate account"
          onSubmit={async (password) => {
            try {
              const user = await api(authRoutes.activateAccount, { body: { token, password } });
              navigate((await establish(user)) ? LANDING_PATH : '/sign-in', { replace: true });
            } catch {
              setFailed(true);
            }
          }}
        />
      ) : null}
    </AuthLayout>
  );
}
