import type { TailNumberLookup } from '../../../../../domain/share/tail-number-view';
import { apiRequest } from '../../../lib/api-client';

/** What the aircraft registry knows about a tail number, and what a lookup found (docs/api.md). */
export type { RegistryAircraft, TailNumberLookup } from '../../../../../domain/share/tail-number-view';

/**
 * GET /api/tailnumber/lookup: the registry's details, or why there are none (already listed, not in the
 * registry) as an ordinary answer. A listing being edited passes its own id as exceptShare.
 */
export const lookUpTailNumber = (tailNumber: string, exceptShare?: number) =>
  apiRequest<TailNumberLookup>('/tailnumber/lookup', { query: { tailNumber, exceptShare } });

/** POST /api/tailnumber/claim: "This is my plane", for staff to look into; the answer says what follows. */
export const claimTailNumber = (tailNumber: string, message: string) =>
  apiRequest<{ id: number; status: string; message: string }>('/tailnumber/claim', { method: 'POST', json: { tailNumber, message } });
