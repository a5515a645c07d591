import type { ReactNode } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, LinearProgress, Stack, Table, TableBody, TableCell,
  TableRow, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import type { InteractionEventRecord, InteractionRow } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useInteraction } from './api';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { formatEventTime, formatTime, workflowLabel } from './format';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      <Grid container spacing={1.5}>{children}</Grid>
    </Box>
  );
}

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? null : v ? 'Yes' : 'No');
const EVENT_COLOR: Record<InteractionEventRecord['type'], 'success' | 'info' | 'warning' | 'error'> = { SUCCESS: 'success', INFO: 'info', WARNING: 'warning', ERROR: 'error' };

interface Props {
  ws: string;
  row: InteractionRow | null;
  zone: string;
  names: ReadonlyMap<string, string>;
  onClose(): void;
}

/** Call detail: every field of the interaction and the events of its decision, in the chosen time zone. */
export function CallDetailDialog({ ws, row, zone, names, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useInteraction(ws, row?.id ?? null);
  const ix = detail.data?.id === row?.id ? detail.data : undefined;
  const r = ix ?? row;
  const v = r?.validationResult;
  const sip = r?.sipCallResult;
  const data = Object.entries(r?.data ?? {});
  return (
    <Dialog open={Boolean(row)} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="call-detail-title">
      {r ? (
        <>
          <DialogTitle id="call-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            Call detail
            <StatusChip status={r.result} />
            {r.isTest ? <Chip size="small" label="Test call" variant="outlined" /> : null}
          </DialogTitle>
          <DialogContent dividers>
            <Section title="Call">
              <Field label="Time" value={formatTime(r.timestamp, zone)} />
              <Field label="Workflow" value={workflowLabel(r.workflowId, names)} />
              <Field label="Reason" value={r.reason} />
              <Field label="To" value={formatPhone(r.to)} />
              <Field label="From" value={formatPhone(r.from)} />
              <Field label="Caller ID (from pool)" value={formatPhone(r.pcidFromNumber)} />
              <Field label="Channel" value={r.channelType} />
              <Field label="Phone type" value={r.phoneType} />
              <Field label="Extern ID" value={r.externId} />
              <Field label="Run time" value={`${r.runTimeInSeconds.toFixed(3)} s`} />
              <Field label="SIP trunk" value={yesNo(r.isSipTrunk)} />
              <Field label="Interaction ID" value={r.id} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Box component="section" aria-label="Events" sx={{ mb: 2 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>Events</Typography>
              {detail.isLoading ? <LinearProgress aria-label="Loading events" /> : null}
              {detail.isError ? <Alert severity="error">{errorMessage(detail.error)}</Alert> : null}
              {ix && ix.events.length === 0 ? <Typography variant="body2" color="text.secondary">No events were logged.</Typography> : null}
              <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {ix?.events.map((e, i) => (
                  <Stack component="li" key={i} direction="row" spacing={1} alignItems="flex-start">
                    <Chip size="small" label={e.type} color={EVENT_COLOR[e.type]} variant="outlined" sx={{ minWidth: 84 }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{e.message}</Typography>
                      <Typography variant="caption" color="text.secondary">{formatEventTime(e.timestamp, zone)}</Typography>
                    </Box>
                  </Stack>
                ))}
              </Stack>
            </Box>
            <Divider sx={{ mb: 2 }} />
            <Section title="Callee">
              <Field label="City" value={r.city} />
              <Field label="State" value={r.state} />
              <Field label="Zip" value={r.zip} />
              <Field label="Zip given" value={r.originalZip} />
              <Field label="Time zone" value={r.timezone} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            {!v && !r.knownLitigatorCheck && !sip ? (
              <Box component="section" aria-label="Checks" sx={{ mb: 2 }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>Checks</Typography>
                <Typography variant="body2" color="text.secondary">No DataBoost, litigator or SIP result was recorded for this call.</Typography>
              </Box>
            ) : (
            <Section title="Checks">
              <Field label="Valid number" value={yesNo(v?.isValid)} />
              <Field label="Activity score" value={v?.activityScore} />
              <Field label="Line type" value={v?.lineType} />
              <Field label="Carrier" value={v?.carrier} />
              <Field label="Prepaid" value={yesNo(v?.isPrepaid)} />
              <Field label="Known litigator" value={r.knownLitigatorCheck ? (r.knownLitigatorCheck.Found ? 'Found' : 'Not found') : null} />
              <Field label="Litigator actions" value={r.knownLitigatorCheck?.actions} />
              <Field label="SIP status" value={sip?.status} />
              <Field label="Hang-up cause" value={sip?.hangupCause} />
              <Field label="Call duration" value={sip?.duration === null || sip?.duration === undefined ? null : `${sip.duration} s`} />
            </Section>
            )}
            {data.length > 0 ? (
              <Box component="section" aria-label="Data" sx={{ mb: 2 }}>
                <Divider sx={{ mb: 2 }} />
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>Data</Typography>
                <Table size="small" aria-label="Interaction data">
                  <TableBody>
                    {data.map(([k, value]) => (
                      <TableRow key={k}>
                        <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>{k}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
