import { localDay } from '../../domain/booking/local-time.js';
import { forbidden } from '../../domain/errors.js';
import { lastKnownReading } from '../../domain/flight/continuity.js';
import type { Tenths } from '../../domain/flight/flight.js';
import type { Actor } from '../../domain/maintenance/maintenance.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { BillingRulesRepository, FlightRepository } from '../ports/flight.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { canEdit, visibleShare } from '../shares/share-access.js';

export const MAINTENANCE_ACCESS_MESSAGES = {
  itemNotFound: 'This maintenance item does not exist on this aircraft (it may have been removed).',
  squawkNotFound: 'This squawk does not exist.',
  photoNotFound: 'This photo does not exist.',
  notYours: 'Only the owner of this aircraft (or staff) can see and change its maintenance.',
  mechanicLink: 'This mechanic link is not valid any more: ask the owner for a new one.',
  mechanicEmail: 'Give the mechanic\'s email address, such as mechanic@example.com.',
  noMechanic: 'No mechanic is named for this aircraft.',
  hundredHour: 'Say true (the 100-hour inspection applies), false (it does not) or null (the listing type decides).',
} as const;

/** A listing whose maintenance this person may see and change (the owner, staff): 404 when he cannot see it, 403 when he only can. */
export async function maintainableShare(shares: ShareRepository, user: User, id: number): Promise<Share> {
  const share = await visibleShare(shares, user, id);
  if (!canEdit(user, share)) throw forbidden(MAINTENANCE_ACCESS_MESSAGES.notYours);
  return share;
}

/** The person as the history names him. */
export const actorOfUser = (user: User): Actor => ({
  userId: user.id, name: `${user.firstname} ${user.lastname}`.trim() || user.username, mechanicEmail: null,
});

/** The mechanic an owner named, acting through his link. */
export const actorOfMechanic = (email: string): Actor => ({ userId: null, name: email, mechanicEmail: email });

/** Today's date at the airport ('YYYY-MM-DD'): the date the status and the forms are judged on. */
export const airportToday = (now: Date, timeZone: string): string => localDay(now, timeZone);

/** The aircraft's last known tach (tenths): the newer of its last check-in and the owner's reading, or null. */
export async function lastKnownTach(flights: FlightRepository, billing: BillingRulesRepository, share: Pick<Share, 'id'>): Promise<Tenths | null> {
  // No booking has id 0: every check-in of the listing counts.
  return lastKnownReading(await flights.lastCheckIn(share.id, 0), await billing.ownerReading(share.id))?.tach ?? null;
}
