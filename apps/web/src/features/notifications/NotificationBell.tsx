import { useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useNotifications } from './api';
import { NotificationDrawer } from './NotificationDrawer';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data = [] } = useNotifications();
  const unread = data.filter((n) => !n.read).length;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={`Notifications, ${unread} unread`}>
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
