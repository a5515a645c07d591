import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageViewsRoutes } from '@trueline/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Records each page view; SuperAdmins (our own staff) are left out here and on the server. */
export function usePageViews() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useEffect(() => {
    if (!user || user.userType === 'SuperAdmin') return;
    void api(pageViewsRoutes.create, { body: { path: pathname } }).catch(() => undefined);
  }, [pathname, user]);
}
