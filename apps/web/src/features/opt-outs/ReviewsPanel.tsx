import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { OPT_OUT_MESSAGES as M, type OptOutReview } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { formatDateTimeUs } from '../../lib/format';

/** Replies that read like "stop texting me" (FCC 24-24), waiting for a person: opt the number out, or dismiss. */
export function ReviewsPanel({ reviews, busy, onResolve }: { reviews: readonly OptOutReview[]; busy: boolean; onResolve(id: string, optOut: boolean): void }) {
  if (!reviews.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={M.reviewTitle}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 0.5 }}>{M.reviewTitle}</Typography>
      <Alert severity="info" sx={{ mb: 1.5 }}>{M.reviewNote}</Alert>
      <Stack spacing={1.25}>
        {reviews.map((r) => (
          <Stack key={r.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2"><strong>{formatPhone(r.phone)}</strong> · {r.campaignName} · {formatDateTimeUs(r.timestamp)}</Typography>
              <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>“{r.message}”</Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" disabled={busy} onClick={() => onResolve(r.id, true)}>Opt out</Button>
              <Button size="small" disabled={busy} onClick={() => onResolve(r.id, false)}>Dismiss</Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
