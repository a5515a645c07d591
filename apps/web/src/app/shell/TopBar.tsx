import { useState } from 'react';
import { AppBar, Avatar, Box, IconButton, ListItemIcon, Menu, MenuItem, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import AppsIcon from '@mui/icons-material/Apps';
import PersonIcon from '@mui/icons-material/PersonOutline';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import HelpIcon from '@mui/icons-material/HelpOutline';
import CodeIcon from '@mui/icons-material/Code';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession, useUser } from '../../lib/session';
import { useSupportUrl } from '../../lib/public-config';
import { APPLICATIONS, API_DOCS_URL, type Application } from '../navigation';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { OrganizationPanel } from '../../features/organizations/OrganizationPanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface Props {
  application: Application | null;
  showMenuToggle: boolean;
  onToggleMenu(): void;
}

export function TopBar({ application, showMenuToggle, onToggleMenu }: Props) {
  const user = useUser();
  const { profile, signOut } = useSession();
  // The profile is fresher than the sign-in answer after "Update Profile".
  const firstName = profile?.firstName ?? user.firstName;
  const lastName = profile?.lastName ?? user.lastName;
  const navigate = useNavigate();
  const supportUrl = useSupportUrl();
  const [appsAnchor, setAppsAnchor] = useState<HTMLElement | null>(null);
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const [orgOpen, setOrgOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);

  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        {showMenuToggle ? (
          <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label="Toggle navigation">
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box component={RouterLink} to="/home" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }} aria-label="Trueline home">
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 30, height: 30, borderRadius: '8px', boxShadow: '0 0 0 2px rgba(255,255,255,0.9)' }} />
          <Typography variant="h3" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Trueline
          </Typography>
        </Box>
        {application ? (
          <Typography component="span" sx={{ ml: 1, opacity: 0.85, whiteSpace: 'nowrap' }} data-testid="application-name">
            {application.name}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <Tooltip title="Applications">
          <IconButton color="inherit" onClick={(e) => setAppsAnchor(e.currentTarget)} aria-label="Switch application">
            <AppsIcon />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={appsAnchor} open={Boolean(appsAnchor)} onClose={() => setAppsAnchor(null)}>
          {APPLICATIONS.map((a) => (
            <MenuItem key={a.key} selected={a.key === application?.key} onClick={() => { setAppsAnchor(null); navigate(a.defaultRoute); }}>
              {a.name}
            </MenuItem>
          ))}
        </Menu>
        <Tooltip title="Account">
          <IconButton onClick={(e) => setUserAnchor(e.currentTarget)} aria-label="User menu" size="small">
            <Avatar src={profile?.profilePictureUrl ?? undefined} sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }}>
              {firstName.charAt(0)}
              {lastName.charAt(0)}
            </Avatar>
          </IconButton>
        </Tooltip>
        <Menu anchorEl={userAnchor} open={Boolean(userAnchor)} onClose={() => setUserAnchor(null)} onClick={() => setUserAnchor(null)}>
          <MenuItem disabled sx={{ opacity: '1 !important' }}>
            <Typography variant="body2">
              {firstName} {lastName}
              <br />
              <Typography component="span" variant="caption" color="text.secondary">{user.email}</Typography>
            </Typography>
          </MenuItem>
          <MenuItem component={RouterLink} to="/profile">
            <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>My Profile
          </MenuItem>
          <MenuItem onClick={() => setOrgOpen(true)}>
            <ListItemIcon><BusinessIcon fontSize="small" /></ListItemIcon>Organization
          </MenuItem>
          {supportUrl ? (
            <MenuItem component="a" href={supportUrl} target="_blank" rel="noopener noreferrer">
              <ListItemIcon><HelpIcon fontSize="small" /></ListItemIcon>Support center
            </MenuItem>
          ) : null}
          <MenuItem component="a" href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">
            <ListItemIcon><CodeIcon fontSize="small" /></ListItemIcon>API Documentation
          </MenuItem>
          <MenuItem onClick={() => setConfirmLogout(true)}>
            <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>Log Out
          </MenuItem>
        </Menu>
      </Toolbar>
      <OrganizationPanel open={orgOpen} onClose={() => setOrgOpen(false)} />
      <ConfirmDialog
        open={confirmLogout}
        title="Log out"
        message="Are you sure you want to log out?"
        confirmLabel="Log Out"
        onClose={() => setConfirmLogout(false)}
        onConfirm={async () => {
          setConfirmLogout(false);
          // Leave the guarded screen first, so the guard does not remember it as the address to return to.
          navigate('/sign-in', { replace: true });
          await signOut();
        }}
      />
    </AppBar>
  );
}
