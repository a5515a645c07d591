import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authRoutes, type AuthorizedUser, type Profile } from '@trueline/contract';
import { api, configureApi, setApiOrg, type TokenStore } from './api';
import { realtime } from './realtime';

/** uninitialised → (loader) → authenticated | signedOut (spec 1 §4.1). */
export type SessionStatus = 'uninitialised' | 'authenticated' | 'signedOut';

interface SessionValue {
  status: SessionStatus;
  user: AuthorizedUser | null;
  profile: Profile | null;
  /** Completes a sign-in: keeps the access token, loads the profile; a failed profile load signs out. */
  establish(user: AuthorizedUser): Promise<boolean>;
  /** Tries the refresh cookie; true when a session was restored. */
  restore(): Promise<boolean>;
  reloadProfile(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

let accessToken: string | null = null;
let refreshing: Promise<AuthorizedUser | null> | null = null;

/** One refresh at a time, however many requests got a 401 together. */
function refreshOnce(): Promise<AuthorizedUser | null> {
  refreshing ??= api(authRoutes.refresh, { query: { force: true }, noRefresh: true })
    .then((u) => {
      accessToken = u.accessToken;
      return u;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('uninitialised');
  const [user, setUser] = useState<AuthorizedUser | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const queryClient = useQueryClient();
  const statusRef = useRef(status);
  statusRef.current = status;

  const clear = useCallback(() => {
    accessToken = null;
    setApiOrg(null);
    realtime.disconnect();
    queryClient.clear();
    setUser(null);
    setProfile(null);
    setStatus('signedOut');
  }, [queryClient]);

  // The API client and the realtime client share one token source: one refresh, and the same way out when it fails.
  const tokens = useMemo<TokenStore>(
    () => ({
      get: () => accessToken,
      refresh: async () => (await refreshOnce())?.accessToken ?? null,
      onSignedOut: () => {
        if (statusRef.current === 'authenticated') clear();
      },
    }),
    [clear],
  );
  useEffect(() => configureApi(tokens), [tokens]);

  const establish = useCallback(
    async (u: AuthorizedUser) => {
      accessToken = u.accessToken;
      setApiOrg(u.orgId);
      try {
        const p = await api(authRoutes.me, { noRefresh: true });
        setUser(u);
        setProfile(p);
        setStatus('authenticated');
        realtime.connect(tokens, [`user:${u.id}`, `org:${u.orgId}`]);
        return true;
      } catch {
        await api(authRoutes.logout, { noRefresh: true }).catch(() => undefined);
        clear();
        return false;
      }
    },
    [clear, tokens],
  );

  const restore = useCallback(async () => {
    const u = await refreshOnce();
    return u ? establish(u) : (clear(), false);
  }, [establish, clear]);

  const reloadProfile = useCallback(async () => {
    setProfile(await api(authRoutes.me));
  }, []);

  const signOut = useCallback(async () => {
    await api(authRoutes.logout, { noRefresh: true }).catch(() => undefined);
    clear();
  }, [clear]);

  const value = useMemo(
    () => ({ status, user, profile, establish, restore, reloadProfile, signOut }),
    [status, user, profile, establish, restore, reloadProfile, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in user; only for screens behind the guard. */
export function useUser(): AuthorizedUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser without a session');
  return user;
}
