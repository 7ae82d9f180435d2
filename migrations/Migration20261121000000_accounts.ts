import { Migration } from '@mikro-orm/migrations';

/** Accounts, airports, sessions, password resets and the mail outbox. */
export class Migration20261121000000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`create extension if not exists earthdistance;`);
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table airports (
      id serial primary key,
      location_id varchar(10) not null unique,
      facility text not null,
      city text not null default '',
      state varchar(2) not null default '',
      lat double precision not null,
      long double precision not null
    );`);
    this.addSql(`create index airports_earth_idx on airports using gist (ll_to_earth(lat, long));`);
    this.addSql(`create index airports_facility_trgm_idx on airports using gin (lower(facility) gin_trgm_ops);`);
    this.addSql(`create index airports_city_trgm_idx on airports using gin (lower(city) gin_trgm_ops);`);

    this.addSql(`create table users (
      id serial primary key,
      username varchar(40) not null,
      email varchar(254) not null,
      firstname varchar(100) not null default '',
      lastname varchar(100) not null default '',
      provider varchar(16) not null default 'local',
      provider_id varchar(255) null,
      password_hash text null,
      avatar_url text null,
      airport_id int null references airports(id) on delete set null,
      is_discoverable boolean not null default true,
      bio text not null default '',
      credentials text[] not null default '{}',
      total_hours varchar(16) null,
      wanted_plane varchar(200) not null default '',
      most_exp_plane varchar(200) not null default '',
      is_instructor boolean not null default false,
      is_admin boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index users_username_key on users (lower(username));`);
    this.addSql(`create unique index users_email_key on users (lower(email));`);
    this.addSql(`create unique index users_provider_key on users (provider, provider_id) where provider_id is not null;`);
    this.addSql(`create index users_airport_idx on users (airport_id);`);

    this.addSql(`create table user_favorite_airports (
      user_id int not null references users(id) on delete cascade,
      airport_id int not null references airports(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, airport_id)
    );`);
    this.addSql(`create index user_favorite_airports_airport_idx on user_favorite_airports (airport_id);`);

    this.addSql(`create table sessions (
      token_hash char(64) primary key,
      user_id int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    );`);
    this.addSql(`create index sessions_user_idx on sessions (user_id);`);

    this.addSql(`create table password_resets (
      token_hash char(64) primary key,
      user_id int not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index password_resets_user_idx on password_resets (user_id);`);

    this.addSql(`create table outbox (
      id serial primary key,
      recipient text not null,
      subject text not null,
      kind varchar(40) not null,
      text text not null,
      html text null,
      status varchar(16) not null default 'logged',
      error text null,
      created_at timestamptz not null default now(),
      sent_at timestamptz null
    );`);
    this.addSql(`create index outbox_created_idx on outbox (created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists outbox, password_resets, sessions, user_favorite_airports, users, airports;`);
  }
}
