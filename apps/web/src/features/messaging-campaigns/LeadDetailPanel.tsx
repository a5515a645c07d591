import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { MESSAGING_LIST_MESSAGES as M, type MessagingLead } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { formatDateTime } from '../../lib/format';
import { SidePanel } from '../../components/SidePanel';
import { formatPhone } from '../../components/phone';
import { ChatBubbles } from './ChatBubbles';
import { requestAgentLink, useLeadMessages } from './leads-api';

/** The fields shown as name and address; the lead's other data follows them. */
const NAMED = ['FirstName', 'LastName', 'Address1', 'Address2', 'City', 'State', 'Zip'];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 160, flexShrink: 0 }}>{label}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Stack>
  );
}

/**
 * A lead's detail (spec 3 §2.3 Leads): its status and data, and its SMS conversation (read again while `live`); the
 * agent chat opens in a new tab.
 */
export function LeadDetailPanel({ ws, lead, live, onClose }: { ws: string; lead: MessagingLead; live: boolean; onClose(): void }) {
  const notify = useSnackbar();
  const messages = useLeadMessages(ws, lead.id, live);
  const d = lead.leadData;
  const name = [d.FirstName, d.LastName].filter(Boolean).join(' ');
  const address = [d.Address1, d.Address2, [d.City, d.State].filter(Boolean).join(', '), d.Zip].filter(Boolean).join(' ');
  const extra = Object.entries(d).filter(([k]) => !NAMED.includes(k) && k !== 'Phone');
  const openChat = () => {
    // Opened at once (a window opened after an await is blocked), then pointed at the signed link.
    const win = window.open('', '_blank');
    requestAgentLink(ws, lead.id)
      .then(({ url }) => { if (win) win.location.href = url; else window.open(url, '_blank', 'noopener'); })
      .catch((err: unknown) => { win?.close(); notify(errorMessage(err), 'error'); });
  };
  return (
    <SidePanel open title={formatPhone(lead.phone)} width={800} onClose={onClose}
      actions={<Button variant="contained" startIcon={<OpenInNewIcon />} onClick={openChat}>{M.continueConversation}</Button>}>
      <Stack spacing={0.75} sx={{ mb: 2 }}>
        <Field label="Status" value={lead.status} />
        <Field label="Info" value={lead.statusMessage ?? ''} />
        <Field label="Sent" value={formatDateTime(lead.sent, '')} />
        <Field label="Finalized" value={formatDateTime(lead.finalized, '')} />
        <Field label="Disposition" value={lead.disposition?.disposition ?? ''} />
        <Field label="Disposition time" value={formatDateTime(lead.dispositionTimestamp, '')} />
        <Field label="Name" value={name} />
        <Field label="Address" value={address} />
        {extra.map(([k, v]) => <Field key={k} label={k} value={v} />)}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Conversation</Typography>
      {messages.isPending ? <LinearProgress aria-label="Loading conversation" /> : null}
      {messages.isError ? <Alert severity="error">{errorMessage(messages.error)}</Alert> : null}
      {messages.data ? <ChatBubbles messages={messages.data} /> : null}
    </SidePanel>
  );
}
