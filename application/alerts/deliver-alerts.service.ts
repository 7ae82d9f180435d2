import { bookingMail } from '../bookings/booking-mail.js';
import { groupStatementMail } from '../groups/statement-mail.js';
import { maintenanceMail } from '../maintenance/maintenance-mail.js';
import {
  BOOKING_MAIL_KINDS, GROUP_MAIL_KINDS, MAINTENANCE_MAIL_KINDS, PARTNER_MATCH_KIND, type AlertOutbox, type BookingMailFacts, type ClaimedAlert,
  type GroupStatementMailFacts, type MaintenanceMailFacts, type NewListingSnapshot, type PartnerMatchMailFacts,
} from '../ports/alert-outbox.js';
import { partnerMatchMail } from './partner-match-mail.js';
import type { Mailer } from '../ports/mailer.js';
import type { Clock } from '../ports/security.js';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens.js';
import { newListingMail } from './new-listing-mail.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-backoff.js';

export interface DeliverySettings {
  publicUrl: string;
  /** Alerts taken per round. */
  batchSize: number;
  /** How long a claimed alert is ours; past it, another worker may take it (we are presumed dead). */
  leaseMs: number;
  retry: RetryPolicy;
  random?: () => number;
}

export const DEFAULT_DELIVERY_SETTINGS: Omit<DeliverySettings, 'publicUrl'> = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  retry: DEFAULT_RETRY_POLICY,
};

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  released: number;
}

/**
 * One round of the alert worker: claim due alerts, mail each through the Mail port, record the outcome.
 *
 * Exactly once per (user, share): the outbox holds one row per pair and a lease keeps two workers off the
 * same row. A worker that dies after sending but before marking leaves the row to be claimed again when
 * its lease ends; the mail then carries the same idempotency key and the Mailer does not send it twice.
 * A failing Mailer is retried with exponential backoff until `retry.maxAttempts`; errors of the outbox
 * itself (the database) end the round and leave the rows to their leases.
 */
export class DeliverAlerts {
  constructor(
    private readonly outbox: AlertOutbox,
    private readonly mailer: Mailer,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock,
    private readonly settings: DeliverySettings,
  ) {}

  get batchSize(): number {
    return this.settings.batchSize;
  }

  /** `stopping` is asked between mails: a worker shutting down hands back what it has not tried. */
  async execute(worker: string, stopping: () => boolean = () => false): Promise<DeliveryReport> {
    const now = this.clock.now();
    const claimed = await this.outbox.claim(worker, this.settings.batchSize, now, new Date(now.getTime() + this.settings.leaseMs));
    const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0, skipped: 0, released: 0 };
    for (const [i, alert] of claimed.entries()) {
      if (stopping()) {
        const rest = claimed.slice(i).map((a) => a.id);
        await this.outbox.release(rest, worker);
        report.released = rest.length;
        break;
      }
      report[await this.deliver(worker, alert)]++;
    }
    return report;
  }

  private async deliver(worker: string, alert: ClaimedAlert): Promise<'sent' | 'retried' | 'failed' | 'skipped'> {
    const { retry } = this.settings;
    const maintenance = isMaintenanceMail(alert);
    const booking = maintenance || isBookingMail(alert) || isGroupMail(alert);
    // Following the airport (a new-match mail: showing his partner profile with its mails on) and the listing
    // being on view matter to new-listing alerts and new-match mails only.
    if (!booking && !alert.stillFollowing) {
      const reason = isPartnerMatch(alert) ? 'The pilot no longer shows his partner profile or stopped these mails' : 'The user no longer follows the airport';
      await this.outbox.markSkipped(alert.id, worker, reason);
      return 'skipped';
    }
    if (!booking && !alert.stillListed) {
      await this.outbox.markSkipped(alert.id, worker, 'The listing is no longer active at the airport');
      return 'skipped';
    }
    if (alert.attempt > retry.maxAttempts) {
      // Claimed that often without an outcome: the worker died on it each time. Not tried again.
      await this.outbox.markFailed(alert.id, worker, `Gave up after ${retry.maxAttempts} attempts that did not finish`);
      return 'failed';
    }
    try {
      await this.mailer.send(
        isGroupMail(alert)
          ? groupStatementMail({
            to: alert.recipient.email, groupId: alert.payload.groupId, groupName: alert.payload.groupName, month: alert.payload.month,
            statement: alert.payload.statement, link: `${this.settings.publicUrl}/account/groups/${alert.payload.groupId}`,
          })
          : maintenance
          ? maintenanceMail(alert, { maintenance: `${this.settings.publicUrl}/account/listings/${alert.shareId}/maintenance` })
          : isBookingMail(alert)
          ? bookingMail(alert, { listing: `${alert.payload.siteUrl ?? this.settings.publicUrl}/?share=${alert.shareId}` })
          : isPartnerMatch(alert)
          ? partnerMatchMail(alert, this.matchLinksFor(alert))
          : newListingMail(alert as ClaimedAlert<NewListingSnapshot>, this.linksFor(alert as ClaimedAlert<NewListingSnapshot>)),
      );
    } catch (e) {
      const error = describe(e);
      if (alert.attempt >= retry.maxAttempts) {
        await this.outbox.markFailed(alert.id, worker, `Gave up after ${alert.attempt} attempts: ${error}`);
        return 'failed';
      }
      const delay = retryDelayMs(alert.attempt, retry, this.settings.random);
      await this.outbox.retryLater(alert.id, worker, new Date(this.clock.now().getTime() + delay), error);
      return 'retried';
    }
    await this.outbox.markSent(alert.id, this.clock.now());
    return 'sent';
  }

  private matchLinksFor(alert: ClaimedAlert<PartnerMatchMailFacts>) {
    const base = alert.payload.siteUrl ?? this.settings.publicUrl;
    return {
      listing: `${base}/?share=${alert.shareId}`,
      unsubscribe: `${base}/api/alerts/unsubscribe?token=${encodeURIComponent(this.tokens.issue(alert.userId, alert.airportId, 'partner-matches'))}`,
      manage: `${base}/account/partner-profile`,
    };
  }

  private linksFor(alert: ClaimedAlert<NewListingSnapshot>) {
    const base = alert.payload.siteUrl ?? this.settings.publicUrl;
    return {
      listing: `${base}/?share=${alert.shareId}`,
      unsubscribe: `${base}/api/alerts/unsubscribe?token=${encodeURIComponent(this.tokens.issue(alert.userId, alert.airportId))}`,
      manage: `${base}/account/alerts`,
    };
  }
}

const isPartnerMatch = (alert: ClaimedAlert): alert is ClaimedAlert<PartnerMatchMailFacts> => alert.kind === PARTNER_MATCH_KIND;

const isBookingMail = (alert: ClaimedAlert): alert is ClaimedAlert<BookingMailFacts> =>
  (BOOKING_MAIL_KINDS as readonly string[]).includes(alert.kind);

const isGroupMail = (alert: ClaimedAlert): alert is ClaimedAlert<GroupStatementMailFacts> =>
  (GROUP_MAIL_KINDS as readonly string[]).includes(alert.kind);

const isMaintenanceMail = (alert: ClaimedAlert): alert is ClaimedAlert<MaintenanceMailFacts> =>
  (MAINTENANCE_MAIL_KINDS as readonly string[]).includes(alert.kind);

/** The message, and its cause's (the Mailer wraps transport errors in a user-facing one). */
function describe(e: unknown): string {
  const error = e as Error & { cause?: unknown };
  const cause = error?.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error?.message ?? String(e)}${cause}`.slice(0, 2000);
}
