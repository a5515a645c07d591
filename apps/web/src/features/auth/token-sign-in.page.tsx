import { useEffect, useRef } from 'react';
import { LinearProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { authRoutes, MESSAGES } from '@trueline/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { LANDING_PATH } from '../../app/landing';
import { AuthLayout } from './AuthLayout';

/** Signs in with a one-time token (spec 1 §2.8, 3 §2.19): on failure the user goes to /sign-in. */
export function TokenSignInPage() {
  const [params] = useSearchParams();
  const { establish } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const user = await api(authRoutes.token, { query: { token: params.get('token') ?? '' }, noRefresh: true });
        navigate((await establish(user)) ? LANDING_PATH : '/sign-in', { replace: true });
      } catch (err) {
        // Spec 1 §2.8 / 3 §2.19: the failed exchange is logged, then the user signs in the usual way.
        console.error('Token sign-in failed', err);
        navigate('/sign-in', { replace: true });
      }
    })();
  }, [params, establish, navigate]);

  return (
    <AuthLayout title="Signing in">
      <Typography sx={{ mb: 2 }}>{MESSAGES.authenticatingSession}</Typography>
      <LinearProgress aria-label="Signing in" />
    </AuthLayout>
  );
}
