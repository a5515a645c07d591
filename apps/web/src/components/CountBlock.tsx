import { useId } from 'react';
import { Box, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { formatCount, percentOf } from '../lib/format';
import { useShowMore } from './use-show-more';
import { ShowMoreButton } from './ShowMoreButton';

export interface CountItem {
  label: string;
  count: number;
}

interface Props {
  title: string;
  /** Busiest first; undefined while loading. */
  items: CountItem[] | undefined;
  /** What each item's share is of (the calls presented, the messages sent…). */
  total: number;
  /** Shown when the period has no items. */
  emptyText: string;
  loading?: boolean;
  /** How many items show before Show More (5, spec 3 §9). */
  rows?: number;
}

/**
 * One block of a dashboard (the call dashboard's Top Outcomes, By state…; the messaging dashboard's result,
 * dispositions, response actions and sentiment): its items, each with its share of the total; 5 at first, Show More
 * for the rest.
 */
export function CountBlock({ title, items, total, emptyText, loading, rows = 5 }: Props) {
  const listId = useId();
  const { visible, foldable, open, toggle } = useShowMore(items ?? [], rows);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {loading && !items ? <Skeleton variant="rounded" height={140} /> : null}
      {items && items.length === 0 ? <Typography variant="body2" color="text.secondary">{emptyText}</Typography> : null}
      <Stack component="ol" id={listId} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map((item) => (
          <Box component="li" key={item.label} aria-label={`${item.label}: ${formatCount(item.count)}`}>
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{item.label}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatCount(item.count)} <Typography component="span" variant="caption" color="text.secondary">{percentOf(item.count, total)}</Typography>
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={total > 0 ? Math.min(100, (item.count / total) * 100) : 0} aria-hidden sx={{ height: 4, borderRadius: 2, mt: 0.25 }} />
          </Box>
        ))}
      </Stack>
      {foldable ? <ShowMoreButton open={open} onToggle={toggle} controls={listId} /> : null}
    </Paper>
  );
}
