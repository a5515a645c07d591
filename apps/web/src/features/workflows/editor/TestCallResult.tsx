import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { DateTime } from 'luxon';
import type { WorkflowTestResult } from '@trueline/contract';
import { formatPhone } from '../../../components/phone';
import { StatusChip } from '../../../components/StatusChip';

const EVENT_COLOURS = { SUCCESS: 'success', INFO: 'info', WARNING: 'warning', ERROR: 'error' } as const;

/** What a test call decided: the result, the reason, and the events of the run in order. */
export function TestCallResult({ result }: { result: WorkflowTestResult }) {
  return (
    <Box aria-label="Test call result" role="region">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <StatusChip status={result.result} />
        <Typography variant="body2"><strong>Reason:</strong> {result.reason || '—'}</Typography>
        {result.sipResponseCode ? <Typography variant="body2"><strong>SIP:</strong> {result.sipResponseCode}</Typography> : null}
        <Typography variant="body2" color="text.secondary">{result.runTimeInSeconds.toFixed(3)} s</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[result.city, result.state, result.zip].filter(Boolean).join(', ') || 'Place unknown'}
        {result.timezone ? ` · ${result.timezone}` : ''}
        {result.pcidFromNumber ? ` · caller ID ${formatPhone(result.pcidFromNumber)}` : ''}
      </Typography>
      <Typography variant="subtitle2">Events</Typography>
      <List dense aria-label="Events">
        {result.events.map((e, i) => (
          <ListItem key={i} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Chip size="small" label={e.type} color={EVENT_COLOURS[e.type]} variant="outlined" sx={{ minWidth: 84, flexShrink: 0 }} />
            <ListItemText primary={e.message} secondary={DateTime.fromISO(e.timestamp).toLocaleString(DateTime.TIME_WITH_SECONDS)} sx={{ m: 0 }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
