import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from '../lib/snackbar';
import { createQueryClient } from '../app/query-client';

/**
 * Wraps a component under test in the providers every screen has: a fresh query client built as the console's
 * (so a failed mutation shows the error snackbar as it does on screen), without query retries, and the snackbar.
 */
export const withProviders = (children: ReactNode) => (
  <QueryClientProvider client={createQueryClient({ retry: false })}>
    <SnackbarProvider>{children}</SnackbarProvider>
  </QueryClientProvider>
);
