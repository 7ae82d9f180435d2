import { notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { PersonLinks } from '../ports/person-links.js';
import type { UserRepository } from '../ports/user.repository.js';
import { PILOT_NOT_FOUND } from './read-pilot-profile.service.js';

/** What the caller is after: to write to the person (POST /conversations {userId}), or to read reviews about him. */
export type ReachPurpose = 'message' | 'reviews';

/**
 * A person the viewer has a reason to reach (issue 34), or the 404 of GET /user/:id, alike for an id nobody
 * has, so the answer never tells that a hidden account exists. The reasons: oneself; a card others can find
 * (a discoverable pilot, as GET /user/:id decides, or a discoverable professional profile); something between
 * the two (a conversation, a request or booking of one on the other's listing). Reviews also follow an active
 * listing: its page names the owner and carries its pilots' reviews of him already. Admins have no reason of
 * their own here: the back office is where staff read accounts.
 */
export async function reachablePerson(users: UserRepository, links: PersonLinks, viewer: User | null, id: number, purpose: ReachPurpose): Promise<User> {
  const person = await users.findById(id);
  if (!person) throw notFound(PILOT_NOT_FOUND);
  if (person.id === viewer?.id || person.isDiscoverable) return person;
  const facts = await links.factsAbout(person.id, viewer?.id ?? null);
  if (facts.discoverableProfessional || facts.linkedToViewer || (purpose === 'reviews' && facts.activeListing)) return person;
  throw notFound(PILOT_NOT_FOUND);
}
