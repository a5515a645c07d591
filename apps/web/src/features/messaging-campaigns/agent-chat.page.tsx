import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { MESSAGING_LIST_LIMITS as L, MESSAGING_LIST_MESSAGES as M } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { formatPhone } from '../../components/phone';
import { ChatBubbles } from './ChatBubbles';
import { useAgentActions, useAgentConversation } from './leads-api';

/**
 * The agent chat (Continue the conversation, the conversation email's Endpoint.ChatWidget): outside the signed-in
 * console, the signed link is the credential. The agent reads the thread, replies through the campaign's number
 * (not to an opted-out lead) and sets the final disposition.
 */
export function AgentChatPage() {
  const { token = '' } = useParams();
  const conversation = useAgentConversation(token);
  const { send, dispose } = useAgentActions(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const c = conversation.data;
  const optedOut = c?.lead.status === 'OPTED_OUT';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) { setError(M.agentReplyRequired); return; }
    send.mutate(text, { onSuccess: () => setText(''), onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      {conversation.isPending ? <LinearProgress aria-label="Loading conversation" /> : null}
      {conversation.isError ? <Alert severity="error">{errorMessage(conversation.error) || M.agentLinkInvalid}</Alert> : null}
      {c ? (
        <Stack spacing={2}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>{c.campaignName}</Typography>
            <Typography color="text.secondary">
              {formatPhone(c.lead.phone)}{c.lead.leadData.FirstName ? ` · ${[c.lead.leadData.FirstName, c.lead.leadData.LastName].filter(Boolean).join(' ')}` : ''} · link valid until {formatDateTime(c.expires)}
            </Typography>
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}><ChatBubbles messages={c.messages} /></Paper>
          {optedOut ? <Alert severity="warning">{M.leadOptedOut}</Alert> : (
            <Stack component="form" aria-label="Reply" onSubmit={submit} noValidate direction="row" spacing={1} alignItems="flex-start">
              <TextField label="Message" multiline minRows={2} fullWidth value={text} error={Boolean(error)} helperText={error ?? ' '}
                onChange={(e) => { setText(e.target.value); setError(null); }} slotProps={{ htmlInput: { maxLength: L.agentReplyMax } }} />
              <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={send.isPending} sx={{ mt: 1 }}>Send</Button>
            </Stack>
          )}
          <TextField select label="Disposition" value={c.lead.disposition?.id ?? ''} sx={{ maxWidth: 320 }} disabled={dispose.isPending}
            onChange={(e) => dispose.mutate(e.target.value)}>
            {c.dispositions.map((d) => <MenuItem key={d.id} value={d.id}>{d.disposition}</MenuItem>)}
          </TextField>
          {dispose.isSuccess ? <Alert severity="success">{M.dispositionSaved}</Alert> : null}
          {dispose.isError ? <Alert severity="error">{errorMessage(dispose.error)}</Alert> : null}
        </Stack>
      ) : null}
    </Box>
  );
}
