import type { RatingSummary } from '../review/review-view.js';
import type { PilotProfile } from './pilot-profile.js';
import type { Profile } from './user.js';

/**
 * A pilot's public profile as GET /api/user/:id answers it (docs/api.md "PilotProfile"): the domain's
 * PilotProfile with the shown reviews about the pilot (issue 16), null when there are none.
 */
export interface PilotProfileView extends PilotProfile {
  rating?: RatingSummary | null;
}

/** What login (POST /api/auth/local) and sign-up (POST /api/user) answer; the session cookie comes with it. */
export interface AuthResult {
  user: Profile;
  token: string;
}

/** GET /api/auth/session: the signed-in profile, or null for a visitor (a 200: a visitor is an answer). */
export interface SessionAnswer {
  user: Profile | null;
}
