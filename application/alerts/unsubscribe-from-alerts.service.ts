import { airportCodeName } from '../../domain/airport/airport.js';
import { validationFailed } from '../../domain/errors.js';
import type { AirportRepository } from '../ports/airport.repository.js';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens.js';
import type { UserRepository } from '../ports/user.repository.js';

/** The switch of the new-match mails (issue 41): their unsubscribe link turns it off. */
export interface PartnerMatchMails {
  stop(userId: number): Promise<void>;
}
import { ALERT_MESSAGES } from './alert-messages.js';

/**
 * The one-click unsubscribe link of an alert email: stops the alerts of that airport for that user (the
 * follow is removed, as Remove on the Alerts tab does) without a login; a new-match mail's link stops the
 * new-match mails. Using it twice is harmless.
 */
export class UnsubscribeFromAlerts {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UserRepository,
    private readonly airports: AirportRepository,
    private readonly matchMails: PartnerMatchMails | null = null,
  ) {}

  /** Answers the message to show: "You will no longer get alerts for LOU - Bowman Field." */
  async execute(token: unknown): Promise<{ message: string }> {
    const subject = typeof token === 'string' && token.length <= 200 ? this.tokens.read(token) : null;
    if (!subject) throw validationFailed([ALERT_MESSAGES.badUnsubscribeLink]);
    if (subject.purpose === 'partner-matches') {
      if (!this.matchMails) throw validationFailed([ALERT_MESSAGES.badUnsubscribeLink]);
      await this.matchMails.stop(subject.userId);
      return { message: ALERT_MESSAGES.unsubscribedMatches };
    }
    await this.users.unfollowAirport(subject.userId, subject.airportId);
    const airport = await this.airports.findById(subject.airportId);
    return { message: ALERT_MESSAGES.unsubscribed(airport ? airportCodeName(airport) : 'this airport') };
  }
}
