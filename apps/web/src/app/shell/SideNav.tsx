import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { usePublicConfig } from '../../lib/public-config';
import { visibleEntries, type Application } from '../navigation';

/** The application's entries, exactly as the navigation table lists them. */
export function SideNav({ application, mobile, onNavigate }: { application: Application; mobile?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { data: config } = usePublicConfig();
  const entries = visibleEntries(application, { superAdmin: user?.userType === 'SuperAdmin', outboxEnabled: config?.outboxEnabled });
  return (
    <List
      component="nav"
      aria-label={`${application.name} navigation`}
      dense
      subheader={mobile ? <ListSubheader>{application.name}</ListSubheader> : undefined}
      data-testid={mobile ? 'mobile-nav' : 'side-nav'}
    >
      {entries.map((e) => {
        const active = pathname === e.path || pathname.startsWith(`${e.path}/`);
        return (
          <ListItemButton key={e.path} component={NavLink} to={e.path} selected={active} onClick={onNavigate}>
            <ListItemText primary={e.title} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
