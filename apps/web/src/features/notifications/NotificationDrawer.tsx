import { useEffect } from 'react';
import { Box, Button, Divider, Drawer, IconButton, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { timeAgo } from '../../lib/format';
import { useWorkspaces } from '../../lib/workspace-context';
import { useNotificationActions, useNotifications } from './api';

/** The right drawer of notifications; opening it marks every unread one as read. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { data = [] } = useNotifications();
  const { readAll, remove, removeAll, test } = useNotificationActions();
  const { select } = useWorkspaces();
  const unread = data.some((n) => !n.read);

  useEffect(() => {
    if (open && unread && !readAll.isPending) readAll.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, unread]);

  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (t) => t.zIndex.modal }} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h2" sx={{ flexGrow: 1 }}>
          Notifications
        </Typography>
        <IconButton onClick={onClose} aria-label="Close notifications">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            You have no notifications.
          </Typography>
        ) : (
          <List dense aria-label="Notification list">
            {data.map((n) => (
              <ListItem
                key={n.id}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={`Delete notification ${n.notificationPayload.heading}`} onClick={() => remove.mutate(n.id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={n.notificationPayload.heading}
                  secondary={
                    <>
                      {n.notificationPayload.message}
                      <br />
                      {n.notificationType === 'Report' ? (
                        <>
                          {/* A report's file waits in Downloads, in the workspace it was asked for. */}
                          <Link component={RouterLink} to="/downloads" onClick={() => {
                            if (n.notificationPayload.workspaceId) select(n.notificationPayload.workspaceId);
                            onClose();
                          }}>
                            Open Downloads
                          </Link>
                          <br />
                        </>
                      ) : null}
                      {timeAgo(n.sentAt)}
                    </>
                  }
                  slotProps={{ primary: { fontWeight: n.read ? 400 : 700 } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 1.5 }}>
        <Button size="small" onClick={() => test.mutate()}>
          Send test notification
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" color="error" disabled={data.length === 0} onClick={() => removeAll.mutate()}>
          Delete all
        </Button>
      </Stack>
    </Drawer>
  );
}
