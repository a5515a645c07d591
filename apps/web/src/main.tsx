import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from './app/theme';
import { router } from './app/router';
import { SessionProvider } from './lib/session';
import { SnackbarProvider } from './lib/snackbar';
import { LoadingOverlayProvider } from './app/loading-overlay';
import { createQueryClient } from './app/query-client';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <LoadingOverlayProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </LoadingOverlayProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
