import { airportCorrectionErrors, toAirportCorrection, type AirportCorrectionInput } from '../../domain/airport/airport-rules.js';
import { assertValid, notFound } from '../../domain/errors.js';
import type { AdminAirportStore } from '../ports/admin-airports.js';

export const NO_SUCH_AIRPORT = 'No airport with that id';

/** Staff correct an imported airport's name, city or state (the location id and position stay). */
export class CorrectAirport {
  constructor(private readonly airports: AdminAirportStore) {}

  async execute(id: number, input: AirportCorrectionInput): Promise<void> {
    assertValid(airportCorrectionErrors(input));
    if (!(await this.airports.findById(id))) throw notFound(NO_SUCH_AIRPORT);
    const correction = toAirportCorrection(input);
    if (Object.keys(correction).length) await this.airports.correct(id, correction);
  }
}
