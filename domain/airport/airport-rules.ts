/** What staff may correct on an imported airport, with the messages the console shows. */
export interface AirportCorrectionInput {
  facility?: unknown;
  city?: unknown;
  state?: unknown;
}

export interface AirportCorrection {
  facility?: string;
  city?: string;
  state?: string;
}

export const AIRPORT_LIMITS = { facility: 200, city: 100 } as const;

export const AIRPORT_MESSAGES = {
  facilityRequired: 'Please enter the airport name',
  facilityTooLong: `The airport name may be at most ${AIRPORT_LIMITS.facility} characters long`,
  cityInvalid: `The city must be text of at most ${AIRPORT_LIMITS.city} characters`,
  stateInvalid: 'The state must be a two-letter code such as KY',
} as const;

/** Messages for the fields sent (absent fields are not changed). */
export function airportCorrectionErrors(input: AirportCorrectionInput): string[] {
  const errors: string[] = [];
  if (input.facility !== undefined) {
    if (typeof input.facility !== 'string' || !input.facility.trim()) errors.push(AIRPORT_MESSAGES.facilityRequired);
    else if (input.facility.trim().length > AIRPORT_LIMITS.facility) errors.push(AIRPORT_MESSAGES.facilityTooLong);
  }
  if (input.city !== undefined && (typeof input.city !== 'string' || input.city.trim().length > AIRPORT_LIMITS.city)) {
    errors.push(AIRPORT_MESSAGES.cityInvalid);
  }
  if (input.state !== undefined && (typeof input.state !== 'string' || !/^[A-Za-z]{2}$/.test(input.state.trim()))) {
    errors.push(AIRPORT_MESSAGES.stateInvalid);
  }
  return errors;
}

export function toAirportCorrection(input: AirportCorrectionInput): AirportCorrection {
  return {
    ...(typeof input.facility === 'string' ? { facility: input.facility.trim() } : {}),
    ...(typeof input.city === 'string' ? { city: input.city.trim() } : {}),
    ...(typeof input.state === 'string' ? { state: input.state.trim().toUpperCase() } : {}),
  };
}
