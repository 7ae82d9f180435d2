import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39: groups (partnerships and clubs). A group (`groups`) holds listings (`group_shares`: a listing in
 * at most one group), members (`group_members`: role, share in basis points, since/until inclusive days;
 * leaving sets `until`, the row stays), its cost rules dated from the day they apply (`group_rules`, one set
 * per day), expenses and payments (`group_expenses`, `group_payments`: `statement_month` null until a
 * statement bills them). An issued month is one row of `group_statements` (the whole statement as JSON, unique
 * per group and month: the second issuing of a month inserts nothing) and one row per member of
 * `group_member_statements` (its id is the statement id of the API's PDF and CSV links); a member's flight
 * billed by a statement is a row of `group_billed_flights`. A member's booking of a group aircraft carries
 * the group (`booking_requests.group_id`). Days are `date`, months 'YYYY-MM', money integer cents.
 *
 * `created_by` and `recorded_by` keep who wrote an item without a foreign key: the item is part of the
 * group's accounts and outlives the account of whoever recorded it.
 */
const MONTH = `'^[0-9]{4}-(0[1-9]|1[0-2])$'`;

export class Migration20261216000000_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table groups (
      id serial primary key,
      name varchar(120) not null check (length(trim(name)) > 0),
      kind varchar(16) not null check (kind in ('partnership', 'club')),
      created_on date not null,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table group_shares (
      group_id int not null references groups(id) on delete cascade,
      share_id int not null references shares(id) on delete cascade,
      primary key (group_id, share_id),
      constraint group_shares_one_group unique (share_id)
    );`);

    this.addSql(`create table group_members (
      group_id int not null references groups(id) on delete cascade,
      user_id int not null references users(id) on delete cascade,
      role varchar(16) not null check (role in ('owner', 'treasurer', 'member')),
      share_basis_points int null check (share_basis_points > 0 and share_basis_points <= 10000),
      since date not null,
      until date null,
      primary key (group_id, user_id),
      constraint group_members_period check (until is null or until >= since)
    );`);
    this.addSql(`create index group_members_user on group_members (user_id);`);

    this.addSql(`create table group_rules (
      group_id int not null references groups(id) on delete cascade,
      applies_from date not null,
      dues_cents int not null check (dues_cents >= 0),
      dues_split varchar(16) not null check (dues_split in ('per_member', 'by_share')),
      hourly_rate_cents int not null check (hourly_rate_cents >= 0),
      basis varchar(8) not null check (basis in ('hobbs', 'tach', 'block')),
      wet boolean not null default false,
      reserve_engine_cents int not null default 0 check (reserve_engine_cents >= 0),
      reserve_propeller_cents int not null default 0 check (reserve_propeller_cents >= 0),
      aircraft jsonb not null default '[]',
      max_active_bookings int null check (max_active_bookings >= 0),
      max_weekend_days_per_month int null check (max_weekend_days_per_month >= 0),
      primary key (group_id, applies_from)
    );`);

    this.addSql(`create table group_expenses (
      id serial primary key,
      group_id int not null references groups(id) on delete cascade,
      expense_on date not null,
      kind varchar(16) not null check (kind in ('expense', 'assessment')),
      description text not null,
      amount_cents int not null check (amount_cents > 0),
      split varchar(16) not null check (split in ('equal', 'by_share')),
      share_id int null references shares(id) on delete set null,
      from_reserve varchar(16) null check (from_reserve in ('engine', 'propeller')),
      receipt_key text null,
      created_by int not null,
      created_at timestamptz not null default now(),
      statement_month char(7) null check (statement_month ~ ${MONTH})
    );`);
    this.addSql(`create index group_expenses_group on group_expenses (group_id, expense_on desc, id desc);`);
    this.addSql(`create index group_expenses_unbilled on group_expenses (group_id, expense_on) where statement_month is null;`);

    this.addSql(`create table group_payments (
      id serial primary key,
      group_id int not null references groups(id) on delete cascade,
      user_id int not null references users(id) on delete cascade,
      amount_cents int not null check (amount_cents > 0),
      paid_on date not null,
      method varchar(16) not null check (method in ('recorded', 'card')),
      recorded_by int not null,
      created_at timestamptz not null default now(),
      statement_month char(7) null check (statement_month ~ ${MONTH})
    );`);
    this.addSql(`create index group_payments_group on group_payments (group_id, paid_on desc, id desc);`);
    this.addSql(`create index group_payments_unbilled on group_payments (group_id, paid_on) where statement_month is null;`);

    this.addSql(`create table group_statements (
      id serial primary key,
      group_id int not null references groups(id) on delete cascade,
      month char(7) not null check (month ~ ${MONTH}),
      issued_at timestamptz not null,
      statement jsonb not null,
      constraint group_statements_once unique (group_id, month)
    );`);

    this.addSql(`create table group_member_statements (
      id serial primary key,
      group_id int not null,
      month char(7) not null,
      user_id int not null,
      total_cents int not null,
      lines jsonb not null,
      constraint group_member_statements_once unique (group_id, month, user_id),
      foreign key (group_id, month) references group_statements (group_id, month) on delete cascade
    );`);

    this.addSql(`create table group_billed_flights (
      booking_id int primary key references booking_requests(id) on delete cascade,
      group_id int not null references groups(id) on delete cascade,
      month char(7) not null check (month ~ ${MONTH})
    );`);

    this.addSql(`alter table booking_requests add column group_id int null references groups(id) on delete set null;`);
    this.addSql(`create index booking_requests_group on booking_requests (group_id) where group_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists booking_requests_group;`);
    this.addSql(`alter table booking_requests drop column if exists group_id;`);
    this.addSql(`drop table if exists group_billed_flights;`);
    this.addSql(`drop table if exists group_member_statements;`);
    this.addSql(`drop table if exists group_statements;`);
    this.addSql(`drop table if exists group_payments;`);
    this.addSql(`drop table if exists group_expenses;`);
    this.addSql(`drop table if exists group_rules;`);
    this.addSql(`drop table if exists group_members;`);
    this.addSql(`drop table if exists group_shares;`);
    this.addSql(`drop table if exists groups;`);
  }
}
