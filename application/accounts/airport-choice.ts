import type { Airport } from '../../domain/airport/airport.js';
import { AIRPORT_MESSAGE, readAirportReference } from '../../domain/airport/airport-reference.js';
import type { AirportRepository } from '../ports/airport.repository.js';

/**
 * Turns the airport a write was sent (an id, or the airport object the API answers: see
 * domain/airport/airport-reference.ts) into a known airport. The one place every write that takes an
 * airport looks it up: sign-up, the profile, listings and professional profiles.
 */
export class AirportChoice {
  constructor(private readonly airports: AirportRepository) {}

  /**
   * An optional airport: none sent is null; anything else must name a known airport, or errors gets
   * "Please select an airport" (once) and the answer is null.
   */
  async resolve(value: unknown, errors: string[]): Promise<Airport | null> {
    const ref = readAirportReference(value);
    if (ref.kind === 'none') return null;
    const airport = ref.kind === 'id' ? await this.airports.findById(ref.id) : null;
    if (!airport && !errors.includes(AIRPORT_MESSAGE)) errors.push(AIRPORT_MESSAGE);
    return airport;
  }

  /** A required airport: as resolve, and none sent is refused too. */
  async require(value: unknown, errors: string[]): Promise<Airport | null> {
    const airport = await this.resolve(value, errors);
    if (!airport && !errors.includes(AIRPORT_MESSAGE)) errors.push(AIRPORT_MESSAGE);
    return airport;
  }
}
