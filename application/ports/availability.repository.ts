import type { Availability, BlockedPeriod, Grounding } from '../../domain/booking/availability.js';
import type { Period } from '../../domain/booking/booking.js';

/** A listing's availability without its blocked periods: what `save` writes. */
export type AvailabilitySettings = Omit<Availability, 'blocks'>;

/**
 * Availability storage. A listing without a stored row has none yet (the use cases answer the defaults).
 * A blocked period is a hold like an approved booking: the store refuses one that overlaps either.
 */
export interface AvailabilityRepository {
  find(shareId: number): Promise<Availability | null>;
  /** The groundings of those of these listings that are grounded (the cards' badge). */
  groundedAmong(shareIds: number[]): Promise<Map<number, Grounding>>;
  save(settings: AvailabilitySettings): Promise<void>;
  /** A conflict DomainError (AVAILABILITY_CONFLICT) when it overlaps an approved booking or another block. */
  addBlock(shareId: number, block: Period & { reason: string }): Promise<BlockedPeriod>;
  /** False when the listing has no such block. */
  removeBlock(shareId: number, blockId: number): Promise<boolean>;
}

/** The IANA time zone at a place (an airport's coordinates), found offline. */
export interface TimeZoneFinder {
  zoneAt(lat: number, long: number): string;
}
