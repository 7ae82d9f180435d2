import { DomainError } from '../../domain/errors.js';
import { normaliseTailNumber, SHARE_MESSAGES } from '../../domain/share/share-rules.js';
import type { TailNumberLookup } from '../../domain/share/tail-number-view.js';
import type { AircraftRegistry } from '../ports/aircraft-registry.js';
import type { ShareRepository } from '../ports/share.repository.js';

/** What a tail-number lookup found (domain/share/tail-number-view.ts). */
export type { TailNumberLookup };

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
