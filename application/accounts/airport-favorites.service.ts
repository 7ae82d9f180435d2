import { notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AirportRepository } from '../ports/airport.repository.js';
import type { UserRepository } from '../ports/user.repository.js';

export const AIRPORT_NOT_FOUND = 'Airport not found';

/** New-listing alerts: the airports a user follows. Both calls answer the updated user. */
export class AirportFavorites {
  constructor(
    private readonly users: UserRepository,
    private readonly airports: AirportRepository,
  ) {}

  async follow(user: User, airportId: number): Promise<User> {
    if (!(await this.airports.findById(airportId))) throw notFound(AIRPORT_NOT_FOUND);
    await this.users.followAirport(user.id, airportId);
    return (await this.users.findById(user.id))!;
  }

  async unfollow(user: User, airportId: number): Promise<User> {
    await this.users.unfollowAirport(user.id, airportId);
    return (await this.users.findById(user.id))!;
  }
}
