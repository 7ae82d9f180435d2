import type { PilotProfile } from '../../../domain/user/pilot-profile';
import type { RatingSummary } from '../../../domain/review/review-view';
import type { Avatar } from '../../../domain/user/user';

/**
 * A pilot as the user modal is opened with one (spec 2 "User modal"): the id to load the profile by, and
 * what a map-search result of type `user` (`{ id, airport, data }`, spec 3 "Search result") already
 * knows (name, avatar, city and state), shown while the profile loads or when it cannot be loaded.
 */
export interface PilotView {
  id: number;
  airport?: { locationId: string; facility?: string; city?: string; state?: string } | null;
  data: {
    first: string;
    last: string;
    avatar: Avatar | null;
    city?: string | null;
    state?: string | null;
    email?: string | null;
    about?: string | null;
    bio?: string | null;
  };
}

/**
 * A pilot's public profile as GET /api/user/:id answers it (docs/api.md "PilotProfile"): email, bio, home
 * airport with its city and state, credentials, hours and planes. Only signed-in pilots get it.
 */
export type PilotProfileView = Omit<PilotProfile, 'email'> & {
  /** Null when the pilot keeps the address private (issue 16: emailPublic). */
  email: string | null;
  /** The shown reviews about this pilot (issue 16), null when there are none. */
  rating?: RatingSummary | null;
};
