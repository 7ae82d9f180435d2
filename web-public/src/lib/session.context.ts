import { createContext } from 'react';
import type { Profile } from '../../../domain/user/user';

export type SessionStatus = 'loading' | 'ready';

export interface SessionValue {
  /** 'loading' until the first profile fetch has answered. */
  status: SessionStatus;
  /** The signed-in user, or null when signed out. */
  user: Profile | null;
  /** Why the profile could not be loaded (not set for a plain "signed out"). */
  error: string | null;
  /** Fetches the profile again; skipped when a user is loaded unless force is set. */
  refresh: (options?: { force?: boolean }) => Promise<Profile | null>;
  /** Stores the profile the server answered (login, sign-up, profile edits). */
  setUser: (user: Profile | null) => void;
  /** Ends the session on the server, then forgets the user. */
  logout: () => Promise<void>;
  dismissError: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
