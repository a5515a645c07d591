import { useState, type ReactNode } from 'react';
import { Box, Drawer, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { applicationOf } from '../navigation';
import { useWorkspaces } from '../../lib/workspace-context';
import { TopBar } from './TopBar';
import { SideNav } from './SideNav';
import { usePageViews } from './use-page-views';

export const SIDE_NAV_WIDTH = 232;

/** The frame of every signed-in screen: top bar, the application's left navigation (a drawer list on mobile), content. */
export function AppShell({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const app = applicationOf(pathname);
  const { workspaces, loading } = useWorkspaces();
  usePageViews();
  // With no workspace there is nothing to navigate to inside an application: the toggle is hidden.
  const canNavigate = !loading && workspaces.length > 0;
  const showSideNav = Boolean(app) && canNavigate;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        application={app}
        showMenuToggle={showSideNav}
        onToggleMenu={() => (desktop ? setOpen((o) => !o) : setMobileOpen((o) => !o))}
      />
      {showSideNav && app ? (
        desktop ? (
          <Drawer
            variant="persistent"
            open={open}
            sx={{ width: open ? SIDE_NAV_WIDTH : 0, flexShrink: 0, transition: 'width 150ms', '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' } }}
          >
            <Toolbar />
            <SideNav application={app} />
          </Drawer>
        ) : (
          <Drawer variant="temporary" open={mobileOpen} onClose={() => setMobileOpen(false)} ModalProps={{ keepMounted: true }}
            sx={{ zIndex: (t) => t.zIndex.modal, '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH } }}>
            <SideNav application={app} mobile onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )
      ) : null}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
