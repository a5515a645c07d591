import { useState } from 'react';
import { Alert, IconButton, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { CARRIER_LABELS, MESSAGING_LIST_MESSAGES as M, messagingLeadsRoutes, type MessagingCampaign, type MessagingLead } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { formatDateTime } from '../../lib/format';
import { PrefixSearchForm } from '../../components/PrefixSearchForm';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { formatPhone } from '../../components/phone';
import { LeadDetailPanel } from './LeadDetailPanel';
import { requestLeadsDownload, useLeadSearch } from './leads-api';

const prefixRule = messagingLeadsRoutes.search.query!.shape.prefix;

/** The Sent cell: when it was sent, and for a waiting lead when it is next tried ("[Next: date]"). */
export function sentCell(lead: Pick<MessagingLead, 'status' | 'sent' | 'retryAfter'>): string {
  const sent = formatDateTime(lead.sent, '');
  const next = lead.status === 'READY' && lead.retryAfter ? `[${M.nextPrefix.replace('{date}', formatDateTime(lead.retryAfter))}]` : '';
  return [sent, next].filter(Boolean).join(' ') || '—';
}
const carrierOf = (l: MessagingLead) => (l.normalizedCarrier ? CARRIER_LABELS[l.normalizedCarrier] : l.carrier ?? '—');

/**
 * The Leads tab (spec 3 §2.3): search by number, download, the table, and a lead's detail. While the campaign is ACTIVE
 * (it sends) the found leads and the open lead's conversation are read again every SENDING_REFRESH_MS, as the Lists tab.
 */
export function LeadsTab({ ws, campaign }: { ws: string; campaign: MessagingCampaign }) {
  const notify = useSnackbar();
  const live = campaign.campaignStatus === 'ACTIVE';
  const [prefix, setPrefix] = useState<string | null>(null);
  const [open, setOpen] = useState<MessagingLead | null>(null);
  const search = useLeadSearch(ws, campaign.id, prefix, live);
  // The open lead as last read, so its status follows the refreshes.
  const shown = open ? search.data?.find((l) => l.id === open.id) ?? open : null;
  const download = () => {
    requestLeadsDownload(ws, campaign.id).then((a) => notify(a.message, 'info')).catch((err: unknown) => notify(errorMessage(err), 'error'));
  };
  return (
    <Stack spacing={2}>
      <PrefixSearchForm label="Lead search" schema={prefixRule} hint={M.leadSearchShort} onSearch={(p) => (p === prefix ? void search.refetch() : setPrefix(p))}>
        <Tooltip title="Download leads">
          <IconButton aria-label="Download leads" onClick={download}><FileDownloadOutlinedIcon /></IconButton>
        </Tooltip>
      </PrefixSearchForm>
      {/* The five-second re-reads of a sending campaign go without the bar (it would flash under the form). */}
      {search.isFetching && (search.isLoading || !live) ? <LinearProgress aria-label="Searching leads" /> : null}
      {search.isError ? <Alert severity="error">{errorMessage(search.error)}</Alert> : null}
      {prefix ? (
        <Table size="small" aria-label="Leads">
          <TableHead>
            <TableRow><TableCell>Phone</TableCell><TableCell>Status</TableCell><TableCell>Info</TableCell><TableCell>Carrier</TableCell><TableCell>Sent</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {search.data && search.data.length === 0 ? <EmptyTableRow columns={5}>No leads match.</EmptyTableRow> : null}
            {(search.data ?? []).map((l) => (
              <ClickableRow key={l.id} aria-label={`Open lead ${formatPhone(l.phone)}`} onActivate={() => setOpen(l)}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(l.phone)}</TableCell>
                <TableCell>{l.status}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.statusMessage ?? ''}</TableCell>
                <TableCell>{carrierOf(l)}</TableCell>
                <TableCell>{sentCell(l)}</TableCell>
              </ClickableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {shown ? <LeadDetailPanel ws={ws} lead={shown} live={live} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
