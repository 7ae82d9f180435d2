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
}

/**
 * GET /api/tailnumber/search: the registry's details. Fails with the server's message: 400 empty, 409
 * already listed (a listing being edited passes its own id as exceptShare), 404 not in the registry.
 */
export const lookUpTailNumber = (tailNumber: string, exceptShare?: number) =>
  apiRequest<RegistryAircraft>('/tailnumber/search', { query: { tailNumber, exceptShare } });
