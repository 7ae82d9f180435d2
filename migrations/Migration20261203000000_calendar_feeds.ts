import { Migration } from '@mikro-orm/migrations';

/**
 * Private iCalendar feeds (issue 14): one secret address per listing (its bookings and blocks, for its owner)
 * and one per user (their bookings). The token is the only credential of the address; resetting it replaces
 * the row's token, so the old address answers 404 at once.
 */
export class Migration20261203000000_calendar_feeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table calendar_feeds (
      token varchar(64) primary key,
      share_id int unique references shares(id) on delete cascade,
      user_id int unique references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      constraint calendar_feeds_one_owner check (num_nonnulls(share_id, user_id) = 1)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists calendar_feeds;`);
  }
}
