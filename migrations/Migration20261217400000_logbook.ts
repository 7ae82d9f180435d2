import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40: a pilot's imported logbook, one row per flight. Times are whole tenths of an hour (sums never
 * drift); `dup_key` (date, tail, departure or route, total) is unique per pilot, so a re-import adds only the
 * flights it did not have. Removed with the account.
 */
export class Migration20261217400000_logbook extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table logbook_flights (
      id bigserial primary key,
      user_id int not null references users (id) on delete cascade,
      day date not null,
      tail varchar(16) not null default '',
      make_model varchar(120) not null default '',
      from_airport varchar(16) not null default '',
      to_airport varchar(16) not null default '',
      route varchar(500) not null default '',
      total_tenths int not null check (total_tenths >= 0),
      pic_tenths int not null default 0 check (pic_tenths >= 0),
      night_tenths int not null default 0 check (night_tenths >= 0),
      actual_instrument_tenths int not null default 0 check (actual_instrument_tenths >= 0),
      simulated_instrument_tenths int not null default 0 check (simulated_instrument_tenths >= 0),
      dual_received_tenths int not null default 0 check (dual_received_tenths >= 0),
      approaches int not null default 0 check (approaches >= 0),
      holds int not null default 0 check (holds >= 0),
      day_takeoffs int not null default 0 check (day_takeoffs >= 0),
      day_landings int not null default 0 check (day_landings >= 0),
      night_takeoffs int not null default 0 check (night_takeoffs >= 0),
      night_landings int not null default 0 check (night_landings >= 0),
      classes text[] not null default '{}',
      multi_engine boolean null,
      flight_review boolean not null default false,
      ipc boolean not null default false,
      remarks varchar(2000) not null default '',
      dup_key varchar(700) not null,
      imported_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index logbook_flights_dup on logbook_flights (user_id, dup_key);`);
    this.addSql(`create index logbook_flights_user_day on logbook_flights (user_id, day);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists logbook_flights;`);
  }
}
