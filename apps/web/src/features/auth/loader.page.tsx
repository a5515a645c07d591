import { useEffect, useRef } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { LANDING_PATH } from '../../app/landing';

/** Restores the session from the refresh cookie, then returns to the requested address (spec 1 §2.9). */
export function LoaderPage() {
  const { restore } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const requested = params.get('redirect');
    // Only addresses inside the console: never an open redirect.
    const target = requested && requested.startsWith('/') && !requested.startsWith('//') ? requested : LANDING_PATH;
    void restore().then((ok) => navigate(ok ? target : '/sign-in', { replace: true, state: ok ? undefined : { from: target } }));
  }, [restore, navigate, params]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading your session" />
    </Box>
  );
}
