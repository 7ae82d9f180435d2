import { useContext } from 'react';
import { SessionContext, type SessionValue } from '../lib/session.context';

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user's id, null for a visitor (and while the session loads). */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
