/**
 * PersonLinks in memory, read from what the other in-memory stores hold, as postgres-person-links.ts reads
 * its tables: a conversation of the two (either started it), a request or booking of one on the other's
 * listing (any state), a discoverable professional profile, an active listing.
 */
import type { PersonFacts, PersonLinks } from '../ports/person-links.js';
import type { InMemoryBookingRepository } from './in-memory-bookings.js';
import type { InMemoryConversationRepository } from './in-memory-conversations.js';

export class InMemoryPersonLinks implements PersonLinks {
  /** Users whose professional (instructor) profile is discoverable. */
  readonly professionals = new Set<number>();
  /** Owners of an active listing. */
  readonly activeListingOwners = new Set<number>();

  constructor(
    private readonly conversations: InMemoryConversationRepository | null = null,
    private readonly bookings: InMemoryBookingRepository | null = null,
  ) {}

  async factsAbout(personId: number, viewerId: number | null): Promise<PersonFacts> {
    const pair = (a: number, b: number) => (a === personId && b === viewerId) || (a === viewerId && b === personId);
    const talked = [...(this.conversations?.conversations.values() ?? [])].some((c) => pair(c.startedBy, c.otherUser));
    const booked = [...(this.bookings?.rows.values() ?? [])].some((b) => pair(b.pilotId, b.ownerId));
    return {
      discoverableProfessional: this.professionals.has(personId),
      activeListing: this.activeListingOwners.has(personId),
      linkedToViewer: viewerId !== null && (talked || booked),
    };
  }
}
