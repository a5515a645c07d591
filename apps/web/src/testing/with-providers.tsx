import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from '../app/snackbar';

/** Wraps a component under test in the providers every screen has: a fresh query client and the snackbar. */
export const withProviders = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SnackbarProvider>{children}</SnackbarProvider>
  </QueryClientProvider>
);
