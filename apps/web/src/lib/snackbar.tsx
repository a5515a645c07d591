import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Portal, Snackbar, type AlertColor } from '@mui/material';

/** Auto-dismiss per severity (spec 1 §2.3): errors stay until closed. */
export const AUTO_DISMISS_MS: Record<AlertColor, number | null> = { error: null, warning: 10_000, info: 7_000, success: 7_000 };

interface Message {
  id: number;
  text: string;
  severity: AlertColor;
}

type Notify = (text: string, severity?: AlertColor) => void;
const SnackbarContext = createContext<Notify>(() => undefined);
/** Closes the message on screen, whatever its severity. */
const SnackbarCloseContext = createContext<() => void>(() => undefined);

/** The mounted snackbars, so the query client's mutation cache (built outside React) can reach them. */
const mounted = new Set<Notify>();
/** Shows a message on the mounted snackbar: the bridge for the mutation cache's one error path (app/query-client.ts). */
export const notifyFromCache: Notify = (text, severity) => mounted.forEach((notify) => notify(text, severity));

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const notify = useCallback<Notify>((text, severity = 'info') => setMessage({ id: Date.now(), text, severity }), []);
  const close = useCallback(() => setMessage(null), []);
  const value = useMemo(() => notify, [notify]);
  useEffect(() => {
    mounted.add(notify);
    return () => void mounted.delete(notify);
  }, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      <SnackbarCloseContext.Provider value={close}>
        {children}
        {/* A portal per message: added after any open side panel or dialog, so the modal's aria-hidden does not hide it. */}
        <Portal key={message?.id}>
          <Snackbar
            open={Boolean(message)}
            autoHideDuration={message ? AUTO_DISMISS_MS[message.severity] : null}
            onClose={(_, reason) => reason !== 'clickaway' && close()}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            {message ? (
              <Alert severity={message.severity} variant="filled" onClose={close} sx={{ minWidth: 280 }} role="alert">
                {message.text}
              </Alert>
            ) : undefined}
          </Snackbar>
        </Portal>
      </SnackbarCloseContext.Provider>
    </SnackbarContext.Provider>
  );
}

export const useSnackbar = () => useContext(SnackbarContext);
/**
 * Closes the message on screen: for a moment that makes it stale, such as a successful sign-in after a failed one
 * (an error otherwise stays until closed, and would follow the user into the console).
 */
export const useCloseSnackbar = () => useContext(SnackbarCloseContext);
