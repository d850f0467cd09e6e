import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { useAppApi } from '../../core/lazy-ant-app';
import { useShellData } from '../../core/shell-data';
import { MeQuery, type AuthMentor, type Me, type Role } from './queries';
import { touchSession } from './session-touch';

/** Client auth state (spec 1 §3): loading, isAuthenticated, data (the mentor record, null when none), email, sub. */
export interface AuthState {
  loading: boolean;
  isAuthenticated: boolean;
  data: AuthMentor | null;
  email: string;
  sub: string;
  role: Role;
  /** Reads the session again (after signing in, confirming a code, applying as a mentor). */
  refresh(): Promise<AuthSnapshot>;
}

export type AuthSnapshot = Omit<AuthState, 'refresh'>;
type Snapshot = AuthSnapshot;

const SIGNED_OUT: Snapshot = {
  loading: false,
  isAuthenticated: false,
  data: null,
  email: '',
  sub: '',
  role: 'VISITOR',
};

import { LOGGED_OUT_FLAG } from './logged-out-flag';

export { LOGGED_OUT_FLAG };

function fromMe(me: Me | undefined | null): Snapshot {
  if (!me?.isAuthenticated) return SIGNED_OUT;
  return {
    loading: false,
    isAuthenticated: true,
    data: me.mentor,
    email: me.email ?? '',
    sub: me.sub ?? '',
    role: me.role,
  };
}

const AuthContext = createContext<AuthState>({ ...SIGNED_OUT, refresh: () => Promise.resolve(SIGNED_OUT) });

const LOADING: Snapshot = { ...SIGNED_OUT, loading: true };

/**
 * The session as the first load's query answered it (core/shell-data.tsx: asked at once on load, with the shell's
 * and the landing page's data, never holding the page back), showing `loading` meanwhile; then as `refresh()`
 * reads it again. The navigation, the private routes and the account pages read it with `useAuth()`.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const shell = useShellData();
  const { notification } = useAppApi();
  // The session read again since the first load (after signing in, confirming a code, applying as a mentor).
  const [refreshed, setRefreshed] = useState<Snapshot | null>(null);
  const snapshot = useMemo(() => refreshed ?? (shell.done ? fromMe(shell.data?.me) : LOADING), [refreshed, shell]);

  const refresh = useCallback(async (): Promise<Snapshot> => {
    const result = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    const next = fromMe(result.data?.me);
    setRefreshed(next);
    return next;
  }, [client]);

  useEffect(() => {
    // Extends the session cookie now and then (the server does it at most once a day).
    touchSession();
    if (readFlag()) {
      notification.success({
        title: 'Logged Out!',
        description: 'You have been logged out successfully.',
        duration: 5,
      });
    }
  }, [notification]);

  const value = useMemo<AuthState>(() => ({ ...snapshot, refresh }), [snapshot, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function readFlag(): boolean {
  try {
    const set = window.sessionStorage.getItem(LOGGED_OUT_FLAG) === '1';
    window.sessionStorage.removeItem(LOGGED_OUT_FLAG);
    return set;
  } catch {
    return false;
  }
}

export const useAuth = () => useContext(AuthContext);
