import { conflict, DomainError, notFound } from '../../domain/errors.js';
import { normaliseTailNumber, SHARE_MESSAGES } from '../../domain/share/share-rules.js';
import type { AircraftRegistry, RegistryAircraft } from '../ports/aircraft-registry.js';
import type { ShareRepository } from '../ports/share.repository.js';

/** GET /tailnumber/search: registry details, or the three messages of spec section 5. */
export class LookupTailNumber {
  constructor(
    private readonly registry: AircraftRegistry,
    private readonly shares: ShareRepository,
  ) {}

  async execute(raw: unknown, exceptShareId?: number): Promise<RegistryAircraft> {
    if (typeof raw !== 'string' || !raw.trim()) {
      throw new DomainError('validation_failed', SHARE_MESSAGES.tailNumberEmpty, [SHARE_MESSAGES.tailNumberEmpty]);
    }
    const tailNumber = normaliseTailNumber(raw.slice(0, 20));
    if (await this.shares.tailNumberInUse(tailNumber, exceptShareId)) throw conflict(SHARE_MESSAGES.tailNumberInUse);
    const found = await this.registry.lookup(tailNumber);
    if (!found) throw notFound(SHARE_MESSAGES.tailNumberNotFound);
    return found;
  }
}
