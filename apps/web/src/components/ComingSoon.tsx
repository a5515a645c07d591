import { Alert, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** A route whose feature arrives in a later release: says so plainly, and nothing on it pretends to work. */
export function ComingSoon({ title, summary, headerExtras }: { title: string; summary: string; headerExtras?: ReactNode }) {
  return (
    <>
      <PageHeader title={title}>{headerExtras}</PageHeader>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          Coming soon: {title} is not available yet.
        </Alert>
        <Typography color="text.secondary">{summary}</Typography>
      </Paper>
    </>
  );
}
