import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';

interface LoadingValue {
  /** Shows the overlay (with an optional message) while `work` runs. */
  run<T>(work: Promise<T>, message?: string): Promise<T>;
}

const LoadingContext = createContext<LoadingValue>({ run: (w) => w });

export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ count: number; message?: string }>({ count: 0 });
  const run = useCallback(async <T,>(work: Promise<T>, message?: string) => {
    setPending((p) => ({ count: p.count + 1, message: message ?? p.message }));
    try {
      return await work;
    } finally {
      setPending((p) => ({ count: p.count - 1, message: p.count > 1 ? p.message : undefined }));
    }
  }, []);
  const value = useMemo(() => ({ run }), [run]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      <Backdrop open={pending.count > 0} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}>
        <Stack alignItems="center" spacing={2}>
          <CircularProgress color="inherit" aria-label="Loading" />
          {pending.message ? <Typography>{pending.message}</Typography> : null}
        </Stack>
      </Backdrop>
    </LoadingContext.Provider>
  );
}

export const useLoadingOverlay = () => useContext(LoadingContext);
