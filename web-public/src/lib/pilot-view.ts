import type { Avatar } from '../../../domain/user/user';

export type { PilotProfileView } from '../../../domain/user/profile-view';

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
