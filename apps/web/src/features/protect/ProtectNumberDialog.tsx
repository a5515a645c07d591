import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import { MESSAGES, SCORE_HINTS, spamFlags, type ProtectNumber } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { formatScanTime, protectStatus, RISK_COLOR } from './protect-format';

function Field({ label, value, hint, alert }: { label: string; value: ReactNode; hint?: string; alert?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" color={alert ? 'error.main' : undefined} sx={{ fontWeight: 500 }}>
        {value ?? '—'}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      ) : null}
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={1.5}>
        {children}
      </Grid>
    </Box>
  );
}

const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? 'Yes' : 'No');

/** Every field of one managed number, with what each checker's score means. */
export function ProtectNumberDialog({ number: n, recordName, onClose }: { number: ProtectNumber | null; recordName?: string; onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const s = n?.spamResult;
  const flags = s ? spamFlags(s) : null;
  const v = n?.validationResult;
  return (
    <Dialog open={Boolean(n)} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="protect-number-title">
      {n ? (
        <>
          <DialogTitle id="protect-number-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {formatPhone(n.number)}
            {s ? <Chip size="small" label={`${s.riskLevel} risk`} color={RISK_COLOR[s.riskLevel]} /> : null}
          </DialogTitle>
          <DialogContent dividers>
            {n.scanError ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {MESSAGES.protectScanFailed} {n.scanError} ({formatScanTime(n.lastScanAttempt)})
                {n.lastScanTime ? ' The results below are from the last successful scan.' : ''}
              </Alert>
            ) : null}
            <Section title="Registration">
              <Field label="Description" value={n.description} />
              <Field label="Status" value={<StatusChip {...protectStatus(n)} />} hint={n.statusReason ?? undefined} />
              <Field label="Registration pending" value={yesNo(n.registrationPending)} />
              <Field label="Business record" value={recordName ?? n.businessRecordId} />
              <Field label="Last scan" value={formatScanTime(n.lastScanTime)} />
              <Field label="Added" value={formatScanTime(n.created)} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Spam">
              <Field label="Spam risk level" value={s?.riskLevel} alert={s?.riskLevel === 'HIGH'} hint={SCORE_HINTS.riskLevel} />
              <Field
                label="TrueSpam score"
                value={s ? `${s.trueSpam.spam_score}${s.trueSpam.spam_score_match ? ' (matched)' : ' (no match)'}` : undefined}
                alert={flags?.trueSpam}
                hint={SCORE_HINTS.trueSpam}
              />
              <Field label="NomoRobo score" value={s?.nomoRobo.score} alert={flags?.nomoRobo} hint={SCORE_HINTS.nomoRobo} />
              <Field
                label="IceHook Scout risk rating"
                value={s ? `${s.icehookScout.risk_rating} (${s.icehookScout.risk_level})` : undefined}
                alert={flags?.iceHook}
                hint={SCORE_HINTS.iceHook}
              />
              <Field label="CleanCall recommendation" value={s?.cleanCall.recommendation} alert={flags?.cleanCall} hint={SCORE_HINTS.cleanCall} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Caller name and complaints">
              <Field label="CNAM shown" value={n.cnam?.name} alert={n.cnam?.invalid} />
              <Field label="Registered name" value={n.cnam?.expected} />
              <Field label="CNAM error" value={yesNo(n.cnam?.invalid)} alert={n.cnam?.invalid} />
              <Field label="FTC complaints" value={n.ftcComplaints?.count} alert={(n.ftcComplaints?.count ?? 0) > 0} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Line">
              <Field label="Usage (activity score)" value={v?.activity_score} hint={SCORE_HINTS.usage} />
              <Field label="Line type" value={v?.line_type} />
              <Field label="Carrier" value={v?.carrier} />
              <Field label="Valid number" value={yesNo(v?.is_valid)} alert={v ? !v.is_valid : false} />
            </Section>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
