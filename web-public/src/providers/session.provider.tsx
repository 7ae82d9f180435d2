import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '../../../domain/user/user';
import { errorMessage } from '../lib/api-client';
import { useSignedOutAtFirst } from '../lib/first-screen';
import { fetchProfile, logoutRequest } from '../lib/session.api';
import { SessionContext, type SessionStatus, type SessionValue } from '../lib/session.context';

export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page says when no session came with it: nobody is signed in, nothing to ask.
  const signedOut = useSignedOutAtFirst();
  const [status, setStatus] = useState<SessionStatus>(signedOut ? 'ready' : 'loading');
  const [user, setUserState] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const userRef = useRef<Profile | null>(null);

  const setUser = useCallback((next: Profile | null) => {
    userRef.current = next;
    setUserState(next);
    setError(null);
    setStatus('ready');
  }, []);

  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (userRef.current && !force) return userRef.current;
      try {
        const profile = await fetchProfile();
        setUser(profile);
        return profile;
      } catch (e) {
        setError(`We could not load your account. ${errorMessage(e)}`);
        setStatus('ready');
        return null;
      }
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    await logoutRequest();
    setUser(null);
  }, [setUser]);

  const dismissError = useCallback(() => setError(null), []);

  // The first navigation loads the profile once.
  useEffect(() => {
    if (!signedOut) void refresh();
  }, [refresh, signedOut]);

  const value = useMemo<SessionValue>(
    () => ({ status, user, error, refresh, setUser, logout, dismissError }),
    [status, user, error, refresh, setUser, logout, dismissError],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
