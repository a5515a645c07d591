import { Alert, Paper, Typography } from '@mui/material';
import { PageHeader } from './PageHeader';

/** A route whose feature arrives in a later release: says so plainly, and nothing on it pretends to work. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          Coming soon: {title} is not available yet.
        </Alert>
        <Typography color="text.secondary">{summary}</Typography>
      </Paper>
    </>
  );
}
