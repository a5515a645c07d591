import { Box, Stack, Typography } from '@mui/material';
import type { SmsMessage } from '@trueline/contract';
import { formatDateTime } from '../../lib/format';

/** A conversation as chat bubbles: the lead's messages (status RECEIVED) on the left, ours on the right. */
export function ChatBubbles({ messages, label = 'Conversation' }: { messages: readonly SmsMessage[]; label?: string }) {
  if (!messages.length) return <Typography color="text.secondary">No messages yet.</Typography>;
  return (
    <Stack component="ol" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((m) => {
        const inbound = m.status === 'RECEIVED';
        return (
          <Box component="li" key={m.id} data-direction={inbound ? 'inbound' : 'outbound'} sx={{ display: 'flex', justifyContent: inbound ? 'flex-start' : 'flex-end' }}>
            <Box sx={{
              maxWidth: '80%', px: 1.5, py: 1, borderRadius: 2, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap',
              bgcolor: inbound ? 'grey.200' : 'primary.main', color: inbound ? 'text.primary' : 'primary.contrastText',
            }}>
              <Typography variant="body2">{m.message}</Typography>
              <Typography variant="caption" sx={{ opacity: 0.8, display: 'block' }}>
                {formatDateTime(m.timestamp)}{inbound ? '' : ` · ${m.status}`}{m.errorMessage ? ` · ${m.errorMessage}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
