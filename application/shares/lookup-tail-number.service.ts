import { DomainError } from '../../domain/errors.js';
import { normaliseTailNumber, SHARE_MESSAGES } from '../../domain/share/share-rules.js';
import type { AircraftRegistry, RegistryAircraft } from '../ports/aircraft-registry.js';
import type { ShareRepository } from '../ports/share.repository.js';

/**
 * What a tail-number lookup found: the registry's details, a tail number another listing has, or one the
 * registry does not know (the owner then types the details). The last two are answers, not failures.
 */
export type TailNumberLookup =
  | { status: 'found'; aircraft: RegistryAircraft }
  | { status: 'in_use'; message: string }
  | { status: 'not_found'; message: string };

/** GET /tailnumber/search and /tailnumber/lookup: registry details, or the three messages of spec section 5. */
export class LookupTailNumber {
  constructor(
    private readonly registry: AircraftRegistry,
    private readonly shares: ShareRepository,
  ) {}

  async execute(raw: unknown, exceptShareId?: number): Promise<TailNumberLookup> {
    if (typeof raw !== 'string' || !raw.trim()) {
      throw new DomainError('validation_failed', SHARE_MESSAGES.tailNumberEmpty, [SHARE_MESSAGES.tailNumberEmpty]);
    }
    const tailNumber = normaliseTailNumber(raw.slice(0, 20));
    if (await this.shares.tailNumberInUse(tailNumber, exceptShareId)) return { status: 'in_use', message: SHARE_MESSAGES.tailNumberInUse };
    const aircraft = await this.registry.lookup(tailNumber);
    return aircraft ? { status: 'found', aircraft } : { status: 'not_found', message: SHARE_MESSAGES.tailNumberNotFound };
  }
}
