import { Migration } from '@mikro-orm/migrations';

/**
 * Requests and bookings (issue 14). Times are instants (timestamptz ranges, half-open [start, end)).
 *
 * Never a double booking: an approved rental and a blocked period each make one row of `share_holds`, and
 * one exclusion constraint on (share_id =, period &&) refuses any two holds of a listing that overlap.
 * A hold table rather than a constraint on `booking_requests` filtered by state: blocks live in another
 * table, and a trigger checking bookings against blocks would need its own locking to be safe against
 * concurrent writers, where the GiST exclusion index is race-free by itself, for both kinds at once. The
 * repository takes and releases a booking's hold in the transaction that changes its state.
 */
export class Migration20261202000000_bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);

    this.addSql(`create table share_availability (
      share_id int primary key references shares(id) on delete cascade,
      time_zone text not null,
      open_hours jsonb not null default '[]',
      min_minutes int not null,
      max_minutes int not null,
      notice_minutes int not null,
      max_days_ahead int not null,
      max_future_bookings int not null,
      grounded_reason text,
      grounded_since timestamptz,
      updated_at timestamptz not null default now(),
      constraint share_availability_grounded check ((grounded_reason is null) = (grounded_since is null)),
      constraint share_availability_lengths check (min_minutes > 0 and max_minutes >= min_minutes)
    );`);

    this.addSql(`create table share_blocks (
      id serial primary key,
      share_id int not null references shares(id) on delete cascade,
      period tstzrange not null,
      reason text not null,
      created_at timestamptz not null default now(),
      constraint share_blocks_period check (not isempty(period) and lower_inc(period) and not upper_inc(period))
    );`);
    this.addSql(`create index share_blocks_share on share_blocks (share_id, lower(period));`);

    this.addSql(`create table booking_requests (
      id serial primary key,
      share_id int not null references shares(id) on delete cascade,
      pilot_id int not null references users(id) on delete cascade,
      owner_id int not null references users(id) on delete cascade,
      kind varchar(8) not null,
      state varchar(10) not null default 'pending',
      period tstzrange,
      message text not null default '',
      reason text not null default '',
      cancelled_by varchar(8),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      decided_at timestamptz,
      updated_at timestamptz not null default now(),
      constraint booking_requests_kind check (kind in ('rental', 'join')),
      constraint booking_requests_state check (state in ('pending', 'approved', 'declined', 'expired', 'withdrawn', 'cancelled')),
      constraint booking_requests_period check (
        case when kind = 'rental' then period is not null and not isempty(period) and lower_inc(period) and not upper_inc(period)
             else period is null end),
      constraint booking_requests_cancelled_by check ((state = 'cancelled') = (cancelled_by is not null))
    );`);
    // My bookings, Requests (with the pending count), the expiry job, the per-pilot limits.
    this.addSql(`create index booking_requests_pilot on booking_requests (pilot_id, created_at desc);`);
    this.addSql(`create index booking_requests_owner on booking_requests (owner_id, state, created_at desc);`);
    this.addSql(`create index booking_requests_share on booking_requests (share_id, state);`);
    this.addSql(`create index booking_requests_due on booking_requests (expires_at) where state = 'pending';`);
    // One open request to join a listing per pilot, held by the database when two arrive at once.
    // Two comparisons rather than IN (...): PostgreSQL prints an IN list over varchar differently after
    // pg_dump and pg_restore, and the backup test compares the schema as printed.
    this.addSql(`create unique index booking_requests_one_open_join on booking_requests (share_id, pilot_id)
      where kind = 'join' and (state = 'pending' or state = 'approved');`);

    this.addSql(`create table share_holds (
      id bigserial primary key,
      share_id int not null references shares(id) on delete cascade,
      period tstzrange not null,
      booking_id int unique references booking_requests(id) on delete cascade,
      block_id int unique references share_blocks(id) on delete cascade,
      constraint share_holds_one_source check (num_nonnulls(booking_id, block_id) = 1),
      constraint share_holds_period check (not isempty(period)),
      constraint share_holds_no_overlap exclude using gist (share_id with =, period with &&)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists share_holds;`);
    this.addSql(`drop table if exists booking_requests;`);
    this.addSql(`drop table if exists share_blocks;`);
    this.addSql(`drop table if exists share_availability;`);
  }
}
