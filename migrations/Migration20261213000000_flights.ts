import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: from approved to flown. A booking's state goes on past approval (checked out, flown, closed,
 * disputed, no-show); its flight is a row of `flights` from the check-out, keyed by the booking. Readings and
 * gallons are integer tenths, money integer cents; the photos, fuel receipts, squawks, continuity flags, the
 * bill and the billing rules copied at approval are JSON (read whole with their flight, never queried inside,
 * except for whether there are flags). A listing's billing rules are a row of `share_billing`; the copy taken
 * when a rental is approved is `booking_requests.billing`. What each pilot flew on Wingshare, kept apart from
 * what he declared, is `pilot_flown_hours`.
 *
 * An approved period keeps its row of `share_holds` through the flight (the repository frees it only on a
 * cancellation, an undone approval or a no-show).
 */
const STATES_BEFORE = ['pending', 'approved', 'declined', 'expired', 'withdrawn', 'cancelled'];
const STATES = [...STATES_BEFORE, 'checked_out', 'flown', 'closed', 'disputed', 'no_show'];
const list = (states: string[]) => states.map((s) => `'${s}'`).join(', ');

export class Migration20261213000000_flights extends Migration {
  override async up(): Promise<void> {
    // 'checked_out' is eleven characters: the column was varchar(10).
    this.addSql(`alter table booking_requests alter column state type varchar(16);`);
    this.addSql(`alter table booking_requests drop constraint booking_requests_state;`);
    this.addSql(`alter table booking_requests add constraint booking_requests_state check (state in (${list(STATES)}));`);
    this.addSql(`alter table booking_requests add column billing jsonb null;`);

    this.addSql(`create table share_billing (
      share_id int primary key references shares(id) on delete cascade,
      rules jsonb not null,
      owner_hobbs int null,
      owner_tach int null,
      owner_reading_at timestamptz null,
      updated_at timestamptz not null default now(),
      constraint share_billing_owner_reading check (num_nonnulls(owner_hobbs, owner_tach, owner_reading_at) in (0, 3))
    );`);

    this.addSql(`create table flights (
      booking_id int primary key references booking_requests(id) on delete cascade,
      share_id int not null references shares(id) on delete cascade,
      pilot_id int not null references users(id) on delete cascade,
      owner_id int not null references users(id) on delete cascade,
      billing jsonb not null,
      out_hobbs int not null,
      out_tach int not null,
      out_fuel int not null,
      checked_out_at timestamptz not null,
      out_photos jsonb not null default '[]',
      in_hobbs int null,
      in_tach int null,
      block_off timestamptz null,
      block_on timestamptz null,
      landings int null,
      route jsonb not null default '[]',
      fuel jsonb not null default '[]',
      squawks jsonb not null default '[]',
      note text not null default '',
      checked_in_at timestamptz null,
      in_photos jsonb not null default '[]',
      flags jsonb not null default '[]',
      bill jsonb null,
      dispute jsonb null,
      confirmed_at timestamptz null,
      closed_at timestamptz null,
      updated_at timestamptz not null default now(),
      constraint flights_out_readings check (out_hobbs >= 0 and out_tach >= 0 and out_fuel >= 0),
      constraint flights_check_in check (num_nonnulls(in_hobbs, in_tach, landings, checked_in_at) in (0, 4)),
      constraint flights_in_readings check (in_hobbs is null or (in_hobbs >= out_hobbs and in_tach >= out_tach and landings >= 0))
    );`);
    // The last check-in of a listing's aircraft (continuity), the closing job's batch, the back office's lists.
    this.addSql(`create index flights_share_checked_in on flights (share_id, checked_in_at desc) where checked_in_at is not null;`);
    this.addSql(`create index flights_to_close on flights (checked_in_at) where closed_at is null and checked_in_at is not null;`);
    this.addSql(`create index flights_pilot on flights (pilot_id, checked_out_at desc);`);
    this.addSql(`create index flights_checked_out on flights (checked_out_at desc);`);

    this.addSql(`create table pilot_flown_hours (
      user_id int primary key references users(id) on delete cascade,
      flown jsonb not null,
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists pilot_flown_hours;`);
    this.addSql(`drop table if exists flights;`);
    this.addSql(`drop table if exists share_billing;`);
    this.addSql(`alter table booking_requests drop column if exists billing;`);
    // The flight's states go back to the last state before them that a booking could have been in.
    this.addSql(`delete from share_holds h using booking_requests b where h.booking_id = b.id and b.state = 'no_show';`);
    this.addSql(`update booking_requests set state = 'approved' where state in ('checked_out', 'flown', 'closed', 'disputed', 'no_show');`);
    this.addSql(`alter table booking_requests drop constraint booking_requests_state;`);
    this.addSql(`alter table booking_requests add constraint booking_requests_state check (state in (${list(STATES_BEFORE)}));`);
    this.addSql(`alter table booking_requests alter column state type varchar(10);`);
  }
}
