import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38: airworthiness. Per listing (an aircraft has one): its due items (`maintenance_items`, kept when
 * removed: active = false), their sign-offs (`maintenance_sign_offs`, only ever inserted; one per item and
 * day, the unique key that makes the second of two sign-offs at once a 409), its squawks and the history of
 * each (`squawks`, `squawk_events`), the owner's 100-hour word and the mechanic he named
 * (`maintenance_settings`: a SHA-256 of the link's token only), the status as last worked out for the back
 * office's list (`aircraft_status`; the status itself is always worked out from the rows above), and the
 * reminders queued (`maintenance_reminders`, one per item and key, ever). Dates are calendar dates at the
 * airport, meters integer tenths of an hour. The grounding switch learns who set it
 * (`share_availability.grounded_by`): the owner, or the maintenance status, which lifts its own.
 */
export class Migration20261215000000_maintenance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table share_availability add column grounded_by varchar(16) null
      constraint share_availability_grounded_by check (grounded_by in ('owner', 'maintenance'));`);

    this.addSql(`create table maintenance_items (
      id serial primary key,
      share_id int not null references shares(id) on delete cascade,
      kind varchar(16) not null check (kind in ('annual', 'hundred_hour', 'oil', 'elt_battery', 'transponder', 'pitot_static', 'ad', 'custom')),
      title varchar(120) not null,
      interval_months int null check (interval_months > 0),
      interval_hours int null check (interval_hours > 0),
      last_done_on date null,
      last_done_hours int null check (last_done_hours >= 0),
      due_on date null,
      due_hours int null,
      active boolean not null default true,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index maintenance_items_share on maintenance_items (share_id) where active;`);

    this.addSql(`create table maintenance_sign_offs (
      id serial primary key,
      item_id int not null references maintenance_items(id) on delete cascade,
      done_on date not null,
      hours int null check (hours >= 0),
      note text not null,
      by_user_id int null references users(id) on delete set null,
      by_name varchar(200) not null,
      by_mechanic_email varchar(254) null,
      at timestamptz not null,
      next_due_on date null,
      next_due_hours int null,
      constraint maintenance_sign_offs_once unique (item_id, done_on)
    );`);

    this.addSql(`create table squawks (
      id serial primary key,
      share_id int not null references shares(id) on delete cascade,
      booking_id int null references booking_requests(id) on delete set null,
      source varchar(16) not null check (source in ('check_in', 'owner', 'pilot')),
      reported_by_user_id int null references users(id) on delete set null,
      reported_by_name varchar(200) not null,
      text text not null,
      severity varchar(16) not null check (severity in ('info', 'deferred', 'grounding')),
      state varchar(16) not null default 'open' check (state in ('open', 'deferred', 'grounding', 'fixed')),
      photos jsonb not null default '[]',
      created_at timestamptz not null,
      closed_at timestamptz null,
      constraint squawks_closed check ((state = 'fixed') = (closed_at is not null))
    );`);
    this.addSql(`create index squawks_share on squawks (share_id, created_at desc);`);
    this.addSql(`create index squawks_open on squawks (share_id) where state <> 'fixed';`);

    this.addSql(`create table squawk_events (
      id serial primary key,
      squawk_id int not null references squawks(id) on delete cascade,
      action varchar(16) not null check (action in ('reported', 'defer', 'fix', 'ground')),
      note text not null,
      by_user_id int null references users(id) on delete set null,
      by_name varchar(200) not null,
      by_mechanic_email varchar(254) null,
      at timestamptz not null
    );`);
    this.addSql(`create index squawk_events_squawk on squawk_events (squawk_id, id);`);

    this.addSql(`create table maintenance_settings (
      share_id int primary key references shares(id) on delete cascade,
      hundred_hour boolean null,
      mechanic_email varchar(254) null,
      mechanic_token_hash char(64) null unique,
      mechanic_named_at timestamptz null,
      constraint maintenance_settings_mechanic check (num_nonnulls(mechanic_email, mechanic_token_hash, mechanic_named_at) in (0, 3))
    );`);

    this.addSql(`create table aircraft_status (
      share_id int primary key references shares(id) on delete cascade,
      status varchar(8) not null check (status in ('green', 'amber', 'red')),
      reasons jsonb not null default '[]',
      open_squawks int not null default 0,
      computed_at timestamptz not null
    );`);
    this.addSql(`create index aircraft_status_by_status on aircraft_status (status, share_id);`);

    this.addSql(`create table maintenance_reminders (
      item_id int not null references maintenance_items(id) on delete cascade,
      key varchar(80) not null,
      queued_at timestamptz not null,
      primary key (item_id, key)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists maintenance_reminders;`);
    this.addSql(`drop table if exists aircraft_status;`);
    this.addSql(`drop table if exists maintenance_settings;`);
    this.addSql(`drop table if exists squawk_events;`);
    this.addSql(`drop table if exists squawks;`);
    this.addSql(`drop table if exists maintenance_sign_offs;`);
    this.addSql(`drop table if exists maintenance_items;`);
    this.addSql(`alter table share_availability drop column if exists grounded_by;`);
  }
}
