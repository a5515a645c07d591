import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface Props {
  label: string;
  value: ReactNode;
  /** A figure (counts, scores) shows large; a setting or a name shows as body text. */
  size?: 'figure' | 'text';
}

/**
 * One labelled value of a read-only summary: campaign settings, list metrics (Supplied, Landline, Invalid…).
 * The label is a term and the value its definition, so screen readers read them as a pair inside a <dl>.
 */
export function MetricBlock({ label, value, size = 'text' }: Props) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={size === 'figure' ? 'h3' : 'body2'}
        sx={{ m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
}

/** A list of MetricBlocks: a <dl> laid out in `columns` (one on phones). */
export function MetricList({ children, columns = 1 }: { children: ReactNode; columns?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>
      {children}
    </Box>
  );
}
