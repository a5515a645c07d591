import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A screen's title row: the title on the left, selectors and actions on the right (stacked on phones). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ xs: 'stretch', sm: 'center' }} spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
