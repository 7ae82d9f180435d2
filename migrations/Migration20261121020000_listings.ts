import { Migration } from '@mikro-orm/migrations';

/** Listings: aircraft, shares, their media and favourites, and the FAA aircraft registry. */
export class Migration20261121020000_listings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table aircraft (
      id serial primary key,
      tail_number varchar(6) null,
      reg_owner text not null default '',
      make text not null default '',
      model text not null default '',
      year int null,
      serial text not null default '',
      engine_hours numeric(10,1) not null default 0,
      engine_manufacturer text not null default '',
      engine_model text not null default '',
      classification text not null default '',
      categories text[] not null default '{}',
      interior text not null default '',
      exterior text not null default '',
      avionics text not null default '',
      equipment text not null default '',
      comments text not null default '',
      tags text[] not null default '{}',
      instrument_rating_required boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // One listing per registered aircraft: the lookup answers "Tail number already in use."
    this.addSql(`create unique index aircraft_tail_number_key on aircraft (tail_number) where tail_number is not null;`);

    this.addSql(`create table shares (
      id serial primary key,
      aircraft_id int not null unique references aircraft(id) on delete cascade,
      owner_id int not null references users(id) on delete cascade,
      type varchar(40) not null,
      title varchar(200) not null default '',
      description text not null default '',
      url text not null default '',
      rate_per_hour bigint null,
      is_wet boolean not null default false,
      is_active boolean not null default true,
      default_media int not null default 0,
      airport_id int not null references airports(id),
      business_name text not null default '',
      cost numeric(14,2) null,
      desired_number_of_pilots int not null default 1,
      share_percent_offered numeric(7,4) null,
      price_percent_offered numeric(7,4) null,
      club_name text not null default '',
      club_rep_name text not null default '',
      club_member_size int null,
      club_num_aircrafts int null,
      club_website_url text not null default '',
      club_email text not null default '',
      club_phone text not null default '',
      preferred_instructor_name text not null default '',
      preferred_instructor_email text not null default '',
      list_date timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index shares_owner_idx on shares (owner_id);`);
    this.addSql(`create index shares_airport_idx on shares (airport_id) where is_active;`);
    this.addSql(`create index shares_list_date_idx on shares (list_date desc) where is_active;`);

    this.addSql(`create table share_media (
      share_id int not null references shares(id) on delete cascade,
      position int not null,
      type varchar(10) not null check (type in ('image', 'youtube', 'vimeo', 'other')),
      url text not null,
      video_id varchar(64) null,
      primary key (share_id, position)
    );`);

    this.addSql(`create table share_favorites (
      user_id int not null references users(id) on delete cascade,
      share_id int not null references shares(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, share_id)
    );`);
    this.addSql(`create index share_favorites_share_idx on share_favorites (share_id);`);

    this.addSql(`create table registry_aircraft (
      tail_number varchar(6) primary key,
      serial text not null default '',
      year int null,
      reg_owner text not null default '',
      make text not null default '',
      model text not null default '',
      engine_manufacturer text not null default '',
      engine_model text not null default '',
      aircraft_type varchar(2) not null default '',
      engine_type varchar(2) not null default '',
      category varchar(2) not null default '',
      seats int null,
      engines int null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists registry_aircraft, share_favorites, share_media, shares, aircraft;`);
  }
}
