import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Signed-in screens: an uninitialised session goes to /loader (remembering the address), a signed-out one to /sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const requested = `${location.pathname}${location.search}`;
  if (status === 'uninitialised') return <Navigate to={`/loader?redirect=${encodeURIComponent(requested)}`} replace />;
  if (status === 'signedOut') return <Navigate to="/sign-in" replace state={{ from: requested }} />;
  return <>{children}</>;
}
