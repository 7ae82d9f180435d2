import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

/** Follow an airport for new-listing alerts, or stop; answers the updated profile. */
export const setAirportFollowed = (airportId: number, follow: boolean) =>
  apiRequest<Profile>(`/user/favorites/airport/${airportId}`, { method: follow ? 'POST' : 'DELETE' });
