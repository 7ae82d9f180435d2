import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 (trust): who lists an aircraft says he owns it or has its owner's permission, and when he said so
 * (null for listings made before the question was asked); a registered owner who finds his tail number
 * listed by someone else claims it, and staff look into the claim in the back office.
 */
export class Migration20261212340000_listing_ownership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table shares add column ownership_confirmed_at timestamptz null;`);
    this.addSql(`create table aircraft_claims (
      id serial primary key,
      tail_number varchar(6) not null,
      share_id int null references shares(id) on delete set null,
      claimant_id int null references users(id) on delete set null,
      message text not null default '',
      status varchar(16) not null default 'open' check (status in ('open', 'upheld', 'dismissed')),
      created_at timestamptz not null default now(),
      handled_at timestamptz null
    );`);
    this.addSql(`create index aircraft_claims_status_idx on aircraft_claims (status, created_at desc);`);
    // One open claim per claimant and tail number: asking again changes nothing.
    this.addSql(`create unique index aircraft_claims_open_key on aircraft_claims (claimant_id, tail_number) where status = 'open';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists aircraft_claims;`);
    this.addSql(`alter table shares drop column if exists ownership_confirmed_at;`);
  }
}
