import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: partner matching. A pilot's partner profile (one per user, removed with the account; shown to
 * others only when `visible`) and a group's side on its share-purchase, partnership or club listing (one per
 * listing, removed with it). Shapes: domain/partner/partner-profile.ts. Money in integer cents; the checks
 * repeat the domain's bounds so no write can store what the domain would refuse.
 */
export class Migration20261218000000_partner_profiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table partner_profiles (
      user_id int primary key references users (id) on delete cascade,
      visible boolean not null default false,
      looking_for varchar(8) not null check (looking_for in ('join', 'form', 'club')),
      buy_in_min_cents bigint not null check (buy_in_min_cents >= 0),
      buy_in_max_cents bigint not null check (buy_in_max_cents >= buy_in_min_cents),
      monthly_min_cents bigint not null check (monthly_min_cents >= 0),
      monthly_max_cents bigint not null check (monthly_max_cents >= monthly_min_cents),
      hours_per_year int not null check (hours_per_year between 0 and 1000),
      missions text[] not null default '{}',
      aircraft_kinds text[] not null default '{}',
      drive_km int not null check (drive_km between 0 and 500),
      upgrade_appetite smallint not null check (upgrade_appetite between 1 and 5),
      maintenance_care smallint not null check (maintenance_care between 1 and 5),
      flies varchar(8) not null check (flies in ('weekdays', 'weekends', 'both')),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index partner_profiles_visible_idx on partner_profiles (looking_for, user_id) where visible;`);

    this.addSql(`create table listing_partner_profiles (
      share_id int primary key references shares (id) on delete cascade,
      buy_in_cents bigint not null check (buy_in_cents >= 0),
      monthly_fixed_cents bigint not null check (monthly_fixed_cents >= 0),
      hourly_rate_cents bigint not null check (hourly_rate_cents >= 0),
      wet boolean not null default false,
      group_hours_per_year int not null check (group_hours_per_year between 0 and 10000),
      partners int not null check (partners >= 0),
      partners_wanted int not null check (partners_wanted >= 1),
      missions text[] not null default '{}',
      upgrade_appetite smallint not null check (upgrade_appetite between 1 and 5),
      maintenance_care smallint not null check (maintenance_care between 1 and 5),
      flies varchar(8) not null check (flies in ('weekdays', 'weekends', 'both')),
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists listing_partner_profiles;`);
    this.addSql(`drop table if exists partner_profiles;`);
  }
}
