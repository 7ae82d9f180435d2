import type { Airport } from '../../domain/airport/airport.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { AirportRepository } from '../ports/airport.repository.js';
import { isBlank, numberOf } from './input.js';

/** Reads an optional airport id from input: blank means none; anything else must be a known airport. */
export class AirportChoice {
  constructor(private readonly airports: AirportRepository) {}

  /** Adds "Please select an airport" to errors when the id is not a known airport. */
  async resolve(value: unknown, errors: string[]): Promise<Airport | null> {
    if (isBlank(value)) return null;
    const id = numberOf(value);
    const airport = Number.isSafeInteger(id) && id > 0 ? await this.airports.findById(id) : null;
    if (!airport) errors.push(MESSAGES.airportRequired);
    return airport;
  }
}
