import type { AircraftClasses } from '../../../../../domain/pilot/minimums';
import { apiRequest } from '../../../lib/api-client';

/** What the aircraft registry knows about a tail number (docs/api.md). */
export interface RegistryAircraft {
  tailNumber: string;
  regOwner: string;
  make: string;
  model: string;
  serial: string;
  year: number | null;
  engineManufacturer: string;
  engineModel: string;
  classification: string;
  categories: string[];
  /** The aircraft's classes the registry can tell (multi-engine from the engine count); absent where it cannot. */
  classes?: Partial<AircraftClasses>;
}

/** What a lookup found (docs/api.md, GET /api/tailnumber/lookup). */
export type TailNumberLookup =
  | { status: 'found'; aircraft: RegistryAircraft }
  | { status: 'in_use' | 'not_found'; message: string };

/**
 * GET /api/tailnumber/lookup: the registry's details, or why there are none (already listed, not in the
 * registry) as an ordinary answer. A listing being edited passes its own id as exceptShare.
 */
export const lookUpTailNumber = (tailNumber: string, exceptShare?: number) =>
  apiRequest<TailNumberLookup>('/tailnumber/lookup', { query: { tailNumber, exceptShare } });

/** POST /api/tailnumber/claim: "This is my plane", for staff to look into; the answer says what follows. */
export const claimTailNumber = (tailNumber: string, message: string) =>
  apiRequest<{ id: number; status: string; message: string }>('/tailnumber/claim', { method: 'POST', json: { tailNumber, message } });
