import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import type { Profile, Role } from '../../domain/user/user';
import { httpClient } from './http-client';

export const INVALID_CREDENTIALS = 'This username or password is not valid';
export const STAFF_ONLY = 'This console is for Wingshare staff only.';

interface LoginAnswer {
  user: Profile;
  token: string;
}

/*
 * A session found on arrival that belongs to a member (signed in on the public site) is not the
 * console's to end: react-admin calls logout() whenever checkAuth fails, and that must not sign the
 * pilot out of the marketplace. Sessions the console opened itself are always ended.
 */
let memberSessionFound = false;

/** This page has seen a signed-in staff session: a 401 now means it ended, which is worth saying. */
let sessionSeen = false;

// react-admin asks checkAuth, getIdentity and getPermissions at the same moment: one request serves them.
let profileInFlight: Promise<Profile> | null = null;

function currentProfile(): Promise<Profile> {
  profileInFlight ??= httpClient('/api/user')
    .then(({ json }) => json as Profile)
    .finally(() => {
      profileInFlight = null;
    });
  return profileInFlight;
}

async function endSession(): Promise<void> {
  try {
    await httpClient('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // An expired session is already ended; anything else (network, server) must be seen.
    if (!(error instanceof HttpError && error.status === 401)) throw error;
  }
}

function isStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof HttpError && statuses.includes(error.status);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let answer: LoginAnswer;
    try {
      const { json } = await httpClient('/api/auth/local', {
        method: 'POST',
        body: JSON.stringify({ user: username, password }),
      });
      answer = json as LoginAnswer;
    } catch (error) {
      if (isStatus(error, 400)) throw new Error(INVALID_CREDENTIALS);
      throw error; // 429 and the rest carry the server's message
    }
    memberSessionFound = false;
    if (!answer.user.isAdmin) {
      try {
        await endSession();
      } catch (error) {
        throw new Error(`${STAFF_ONLY} Signing out failed: ${(error as Error).message}`);
      }
      throw new Error(STAFF_ONLY);
    }
  },

  async logout() {
    if (memberSessionFound) {
      memberSessionFound = false;
      return;
    }
    await endSession();
  },

  async checkAuth() {
    let profile: Profile;
    try {
      profile = await currentProfile();
    } catch (error) {
      if (isStatus(error, 401)) {
        // A session that ended while in use: react-admin says "Please sign in to continue." (no message
        // of ours). Arriving signed out is not an error: the sign-in form shows, with no message.
        const ended = sessionSeen;
        sessionSeen = false;
        throw ended ? {} : { message: false };
      }
      throw error;
    }
    sessionSeen = true;
    memberSessionFound = !profile.isAdmin;
    if (memberSessionFound) throw new Error(STAFF_ONLY);
  },

  async checkError(error: unknown) {
    if (isStatus(error, 401, 403)) throw error;
  },

  async getIdentity(): Promise<UserIdentity> {
    const profile = await currentProfile();
    return {
      id: profile.id,
      fullName: `${profile.firstname} ${profile.lastname}`.trim() || profile.username,
      avatar: profile.avatar?.url,
    };
  },

  async getPermissions(): Promise<Role[]> {
    const profile = await currentProfile();
    return profile.roles;
  },
};
