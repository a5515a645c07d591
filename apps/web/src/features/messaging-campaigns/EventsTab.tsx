import { useState } from 'react';
import { IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { MessagingCampaign } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { formatDateTime } from '../../lib/format';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { downloadEvents } from './api';

/** The Events tab (spec 3 §2.3): Date, Category, Message, newest first, and the log as CSV. */
export function EventsTab({ ws, campaign }: { ws: string; campaign: MessagingCampaign }) {
  const notify = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadEvents(ws, campaign.id).catch((err: unknown) => notify(errorMessage(err), 'error')).finally(() => setBusy(false));
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center">
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>Event log</Typography>
        <Tooltip title="Download events">
          <span><IconButton aria-label="Download events" onClick={download} disabled={busy}><FileDownloadOutlinedIcon /></IconButton></span>
        </Tooltip>
      </Stack>
      <Table size="small" aria-label="Events">
        <TableHead>
          <TableRow><TableCell sx={{ width: 190 }}>Date</TableCell><TableCell sx={{ width: 160 }}>Category</TableCell><TableCell>Message</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {campaign.events.length === 0 ? <EmptyTableRow columns={3}>No events yet.</EmptyTableRow> : null}
          {campaign.events.map((e, i) => (
            <TableRow key={`${e.timestamp}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.timestamp)}</TableCell>
              <TableCell>{e.category}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', color: e.type === 'ERROR' ? 'error.main' : undefined }}>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
