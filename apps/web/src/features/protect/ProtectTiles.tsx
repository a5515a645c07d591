import { ButtonBase, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { ProtectFilter, ProtectMetrics } from '@trueline/contract';

const TILES: { key: keyof ProtectMetrics; label: string; filter: ProtectFilter | null; alert?: boolean }[] = [
  { key: 'managedNumbers', label: 'Managed numbers', filter: null },
  { key: 'spamLikely', label: 'SPAM activity alerts', filter: 'spam', alert: true },
  { key: 'cnamError', label: 'CNAM Errors', filter: 'cnam', alert: true },
  { key: 'ftcComplaints', label: 'FTC Complaints', filter: 'ftc', alert: true },
  { key: 'pending', label: 'Registration pending', filter: 'pending' },
];

interface Props {
  metrics: ProtectMetrics | undefined;
  filter: ProtectFilter | null;
  onFilter(filter: ProtectFilter | null): void;
}

/** Five metric tiles: a tile with a filter toggles it; Managed numbers shows every number again. */
export function ProtectTiles({ metrics, filter, onFilter }: Props) {
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} role="group" aria-label="UC Protect metrics">
      {TILES.map((t) => {
        const value = metrics?.[t.key];
        const active = t.filter !== null && filter === t.filter;
        return (
          <Grid key={t.key} size={{ xs: 6, sm: 4, md: 12 / 5 }}>
            <Paper
              component={ButtonBase}
              variant="outlined"
              aria-pressed={t.filter === null ? filter === null : active}
              aria-label={`${t.label}: ${value ?? '…'}`}
              onClick={() => onFilter(t.filter === null || active ? null : t.filter)}
              sx={{
                width: '100%', p: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', height: '100%',
                borderColor: active ? 'primary.main' : undefined, borderWidth: active ? 2 : 1, bgcolor: active ? 'action.selected' : 'background.paper',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Typography variant="h2" component="span" color={t.alert && value ? 'error.main' : 'text.primary'}>
                {value === undefined ? <Skeleton width={48} /> : value.toLocaleString()}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.label}
              </Typography>
            </Paper>
          </Grid>
        );
      })}
    </Grid>
  );
}
