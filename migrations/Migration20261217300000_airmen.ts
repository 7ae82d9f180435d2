import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40: the FAA's releasable airmen file, replaced whole by each monthly import (`npm run import:airmen`)
 * or the demo file at the first start. `airmen` holds one row per airman with what the match reads: his names
 * normalised, the city, state and 5-digit zip (never the street), his medical as the file writes it;
 * `airmen_certs` his certificates' codes, read into the record's words by the domain when he is matched.
 * `airmen_file` is the one row saying which month is loaded. `faa_matches` keeps each pilot's last match (the
 * file's month and what it says of him, no name or address), removed with the account.
 */
export class Migration20261217300000_airmen extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table airmen (
      unique_id varchar(8) primary key,
      first_names text not null,
      last_key text not null,
      city text not null,
      state varchar(2) not null,
      zip5 varchar(5) not null,
      med_class varchar(1) not null default '',
      med_date varchar(8) not null default '',
      basic_med_course_date varchar(8) not null default '',
      basic_med_cmec_date varchar(8) not null default ''
    );`);
    // Candidates are read by the first letters of the last-name key in a state, or at a zip.
    this.addSql(`create index airmen_state_last on airmen (state, last_key text_pattern_ops);`);
    this.addSql(`create index airmen_zip_last on airmen (zip5, last_key text_pattern_ops);`);
    this.addSql(`create table airmen_certs (
      unique_id varchar(8) not null,
      type varchar(2) not null,
      level varchar(2) not null default '',
      expire_date varchar(8) not null default '',
      ratings text[] not null default '{}'
    );`);
    this.addSql(`create index airmen_certs_unique_id on airmen_certs (unique_id);`);
    this.addSql(`create table airmen_file (
      id smallint primary key default 1 check (id = 1),
      month varchar(7) not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      rows int not null,
      cert_rows int not null,
      imported_at timestamptz not null default now()
    );`);
    this.addSql(`create table faa_matches (
      user_id int primary key references users(id) on delete cascade,
      match jsonb not null,
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists faa_matches;`);
    this.addSql(`drop table if exists airmen_file;`);
    this.addSql(`drop table if exists airmen_certs;`);
    this.addSql(`drop table if exists airmen;`);
  }
}
