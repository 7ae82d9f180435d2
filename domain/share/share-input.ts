import type { AircraftDetails, ShareInput } from './share.js';

/** The aircraft fields a ShareView nests under `aircraft` and the wizard sends beside the listing's. */
export const AIRCRAFT_FIELDS: readonly (keyof AircraftDetails)[] = [
  'tailNumber', 'regOwner', 'make', 'model', 'year', 'serial', 'engineHours', 'engineManufacturer', 'engineModel', 'classification',
  'categories', 'interior', 'exterior', 'avionics', 'equipment', 'comments', 'tags', 'instrumentRatingRequired',
  'retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine',
];

/**
 * A listing write as the rules read it. A write accepts back the ShareView the API answers, which nests the
 * aircraft (`aircraft: { make, model, ... }`): its fields fill in what the body does not send beside the
 * listing's (a field sent at the top level wins, as the wizard sends them). An `aircraft` that is not an
 * object is ignored, like any field a listing does not have; a nested field of the wrong type meets the
 * same rule as at the top level.
 */
export function readShareInput(raw: ShareInput): ShareInput {
  const body = raw as Record<string, unknown>;
  const nested = raw.aircraft;
  if (!nested || typeof nested !== 'object' || Array.isArray(nested)) return raw;
  const aircraft: Record<string, unknown> = {};
  for (const field of AIRCRAFT_FIELDS) {
    if (Object.hasOwn(nested, field) && body[field] === undefined) {
      aircraft[field] = (nested as Record<string, unknown>)[field];
    }
  }
  return { ...raw, ...aircraft };
}
