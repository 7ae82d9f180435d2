import { Migration } from '@mikro-orm/migrations';

/**
 * Booking mails (issue 14) travel through the alert outbox: a row per recipient and event, written in the
 * transaction of the change, mailed by the alert worker with its leases, retries and idempotency keys.
 * `event_key` tells one event from another of the same kind on a listing (the booking, and for a
 * grounding its start), so the one-row-per-event rule is the same unique constraint: a new-listing alert
 * keeps event_key '' and stays one per user and listing, ever.
 */
export class Migration20261204000000_booking_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table alert_outbox add column event_key varchar(120) not null default '';`);
    this.addSql(`alter table alert_outbox drop constraint alert_outbox_once;`);
    this.addSql(`alter table alert_outbox add constraint alert_outbox_once unique (user_id, share_id, kind, event_key);`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from alert_outbox where event_key <> '';`);
    this.addSql(`alter table alert_outbox drop constraint alert_outbox_once;`);
    this.addSql(`alter table alert_outbox add constraint alert_outbox_once unique (user_id, share_id, kind);`);
    this.addSql(`alter table alert_outbox drop column event_key;`);
  }
}
