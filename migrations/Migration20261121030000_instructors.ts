import { Migration } from '@mikro-orm/migrations';

/** Professional profiles (flight instructors and commercial pilots) and their favourites. */
export class Migration20261121030000_instructors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table instructors (
      id serial primary key,
      user_id int not null unique references users(id) on delete cascade,
      business_name varchar(200) not null default '',
      rate_per_hour int null,
      about text not null default '',
      airport_id int not null references airports(id),
      avatar_url text null,
      tags text[] not null default '{}',
      is_commercial boolean not null default false,
      is_discoverable boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index instructors_airport_idx on instructors (airport_id) where is_discoverable;`);

    this.addSql(`create table instructor_favorites (
      user_id int not null references users(id) on delete cascade,
      instructor_id int not null references instructors(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, instructor_id)
    );`);
    this.addSql(`create index instructor_favorites_instructor_idx on instructor_favorites (instructor_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists instructor_favorites, instructors;`);
  }
}
