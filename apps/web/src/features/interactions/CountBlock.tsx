import { useId } from 'react';
import { Box, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { AEGIS_DASHBOARD, INTERACTION_TEXTS } from '@trueline/contract';
import { formatCount, percentOf } from './format';
import { useShowMore } from './use-show-more';
import { ShowMoreButton } from './ShowMoreButton';

export interface CountItem {
  label: string;
  count: number;
}

/**
 * One block of the dashboard (Top Outcomes, By state, By carrier, By line type): its items busiest first, each with
 * its share of the calls presented; 5 at first, Show More for the rest.
 */
export function CountBlock({ title, items, presented, loading }: { title: string; items: CountItem[] | undefined; presented: number; loading?: boolean }) {
  const listId = useId();
  const { visible, foldable, open, toggle } = useShowMore(items ?? [], AEGIS_DASHBOARD.blockRows);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {loading && !items ? <Skeleton variant="rounded" height={140} /> : null}
      {items && items.length === 0 ? <Typography variant="body2" color="text.secondary">{INTERACTION_TEXTS.noData}</Typography> : null}
      <Stack component="ol" id={listId} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map((item) => (
          <Box component="li" key={item.label} aria-label={`${item.label}: ${formatCount(item.count)}`}>
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{item.label}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatCount(item.count)} <Typography component="span" variant="caption" color="text.secondary">{percentOf(item.count, presented)}</Typography>
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={presented > 0 ? Math.min(100, (item.count / presented) * 100) : 0} aria-hidden sx={{ height: 4, borderRadius: 2, mt: 0.25 }} />
          </Box>
        ))}
      </Stack>
      {foldable ? <ShowMoreButton open={open} onToggle={toggle} controls={listId} /> : null}
    </Paper>
  );
}
