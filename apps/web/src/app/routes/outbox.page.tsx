import { useState } from 'react';
import { Alert, Box, Link, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, timeAgo } from '../../lib/format';
import { outboxRoutes, type OutboxMail } from '@trueline/contract';
import { api, errorMessage } from '../../lib/api';
import { useUser } from '../../lib/session';
import { usePublicConfig } from '../../lib/public-config';
import { PageHeader } from '../../components/PageHeader';

/** Mail kept locally when no SMTP server is configured (SuperAdmin only), so invitation and reset links work on a laptop. */
export function OutboxPage() {
  const user = useUser();
  const { data: config } = usePublicConfig();
  const enabled = user.userType === 'SuperAdmin' && config?.outboxEnabled === true;
  const query = useQuery({ queryKey: ['outbox'], queryFn: () => api(outboxRoutes.list), enabled, refetchInterval: 5000 });
  const [selected, setSelected] = useState<OutboxMail | null>(null);
  if (user.userType !== 'SuperAdmin') return <Alert severity="warning">Only a SuperAdmin can read the outbox.</Alert>;
  if (config && !config.outboxEnabled) return <Alert severity="info">Mail is sent through the SMTP server, so there is no local outbox.</Alert>;
  const mails = query.data ?? [];
  const current = selected ?? mails[0] ?? null;
  return (
    <>
      <PageHeader title="Outbox" />
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      {mails.length === 0 && query.isSuccess ? <Typography color="text.secondary">No mail has been sent yet.</Typography> : null}
      {mails.length > 0 ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Paper variant="outlined" sx={{ width: { md: 360 }, flexShrink: 0 }}>
            <List dense aria-label="Sent mail">
              {mails.map((m) => (
                <ListItemButton key={m.id} selected={m.id === current?.id} onClick={() => setSelected(m)}>
                  <ListItemText primary={m.subject} secondary={`${m.to} · ${timeAgo(m.sentAt)}`} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          {current ? (
            <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h3">{current.subject}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                To {current.to} · {formatDateTime(current.sentAt)}
              </Typography>
              <Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-body">
                {current.text.split(/(https?:\/\/\S+)/g).map((part, i) =>
                  /^https?:\/\//.test(part) ? <Link key={i} href={part}>{part}</Link> : <span key={i}>{part}</span>,
                )}
              </Box>
            </Paper>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
