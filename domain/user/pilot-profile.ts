import type { Airport, AirportRef } from '../airport/airport.js';
import type { PublicPilotRecord } from '../pilot/public-record.js';
import { publicEmail, type Avatar, type User } from './user.js';

/** A pilot's home airport on their public profile: the code pilots know it by, and where it is. */
export type PilotAirport = AirportRef;

/**
 * What a signed-in pilot sees of another pilot (GET /api/user/:id, spec 2 "User modal"): who they are,
 * how to reach them and what they fly. Never the username, the login provider, roles, favourites or
 * anything about billing: the fields are copied one by one so a new private field cannot slip through.
 */
export interface PilotProfile {
  id: number;
  first: string;
  last: string;
  /** Only when the pilot made it public (issue 16); null otherwise. */
  email: string | null;
  avatar: Avatar | null;
  airport: PilotAirport | null;
  bio: string;
  credentials: string[];
  totalHours: string | null;
  wantedPlane: string;
  mostExpPlane: string;
  isInstructor: boolean;
  /** What the pilot's record shows publicly (issue 15: `shows`), null when they saved none. */
  record: PublicPilotRecord | null;
}

/** The public profile of a pilot; `home` is their airport in full (city and state), when it was found. */
export function toPilotProfile(user: User, home: Airport | null, record: PublicPilotRecord | null = null): PilotProfile {
  const place = home && user.airport && home.id === user.airport.id ? home : null;
  return {
    id: user.id,
    first: user.firstname,
    last: user.lastname,
    email: publicEmail(user),
    avatar: user.avatar ? { url: user.avatar.url, type: user.avatar.type } : null,
    airport: user.airport
      ? { id: user.airport.id, locationId: user.airport.locationId, facility: user.airport.facility, city: place?.city ?? '', state: place?.state ?? '' }
      : null,
    bio: user.bio,
    credentials: [...user.credentials],
    totalHours: user.totalHours,
    wantedPlane: user.wantedPlane,
    mostExpPlane: user.mostExpPlane,
    isInstructor: user.isInstructor,
    record,
  };
}
