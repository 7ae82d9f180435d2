import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

/** Follow an airport for new-listing alerts; answers the updated profile. */
export const followAirport = (airportId: number) =>
  apiRequest<Profile>(`/user/favorites/airport/${airportId}`, { method: 'POST' });

export const unfollowAirport = (airportId: number) =>
  apiRequest<Profile>(`/user/favorites/airport/${airportId}`, { method: 'DELETE' });
