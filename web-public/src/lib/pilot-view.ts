import type { Avatar } from '../../../domain/user/user';

/**
 * A pilot as the user modal shows one (spec 2 "User modal"): a map-search result of type `user`
 * (`{ id, airport, data }`, spec 3 "Search result"). The search answers name, avatar, city and state;
 * email, about and bio show when the result carries them.
 */
export interface PilotView {
  id: number;
  airport?: { locationId: string; city?: string; state?: string } | null;
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
