import { useState } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useNavigate } from 'react-router';
import { authRoutes, MESSAGES } from '@trueline/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { useTokenCheck } from './use-token-check';

export function ActivateAccountPage() {
  const { token, state } = useTokenCheck(authRoutes.activationTokenVerify);
  const [failed, setFailed] = useState(false);
  const { establish } = useSession();
  const navigate = useNavigate();

  return (
    <AuthLayout title="Activate your account">
      {state === 'checking' ? <LinearProgress aria-label="Checking the link" /> : null}
      {state === 'invalid' || failed ? <Alert severity="error">{MESSAGES.activationLinkInvalid}</Alert> : null}
      {state === 'valid' && !failed ? (
        <NewPasswordForm
          submitLabel="Activate account"
          onSubmit={async (password) => {
            try {
              const user = await api(authRoutes.activateAccount, { body: { token, password } });
              navigate((await establish(user)) ? '/home' : '/sign-in', { replace: true });
            } catch {
              setFailed(true);
            }
          }}
        />
      ) : null}
    </AuthLayout>
  );
}
