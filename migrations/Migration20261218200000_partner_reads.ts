import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41, "Partners for you" at a million listings and pilots: each partner profile carries where it is,
 * so the candidates of an area come from one index per table instead of every share or user at its
 * airports. Kept by triggers from shares and users (whoever writes the profiles need not know):
 * - listing_partner_profiles: the listing's airport, whether it is on view (active), its type;
 * - partner_profiles: the pilot's home airport, and `match_mails` (new-match mails; their unsubscribe
 *   link turns it off).
 * The indexes hold the columns the SQL's hard filters read, so the area's candidates are filtered on the
 * index before any row is read.
 */
export class Migration20261218200000_partner_reads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing_partner_profiles
      add column airport_id int null, add column listed boolean not null default false, add column share_type varchar(40) null;`);
    this.addSql(`update listing_partner_profiles lp set airport_id = s.airport_id, listed = s.is_active, share_type = s.type
                   from shares s where s.id = lp.share_id;`);
    this.addSql(`create function listing_partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select s.airport_id, s.is_active, s.type into new.airport_id, new.listed, new.share_type from shares s where s.id = new.share_id;
        return new;
      end $$;`);
    this.addSql(`create trigger listing_partner_profiles_place before insert or update of share_id on listing_partner_profiles
      for each row execute function listing_partner_profiles_place();`);
    this.addSql(`create function shares_partner_place() returns trigger language plpgsql as $$
      begin
        update listing_partner_profiles set airport_id = new.airport_id, listed = new.is_active, share_type = new.type
         where share_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger shares_partner_place after update of airport_id, is_active, type on shares
      for each row when (old.airport_id is distinct from new.airport_id or old.is_active is distinct from new.is_active or old.type is distinct from new.type)
      execute function shares_partner_place();`);
    this.addSql(`create index listing_partner_profiles_reach_idx on listing_partner_profiles (airport_id)
      include (share_id, share_type, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, partners) where listed;`);

    this.addSql(`alter table partner_profiles add column airport_id int null, add column match_mails boolean not null default true;`);
    this.addSql(`update partner_profiles p set airport_id = u.airport_id from users u where u.id = p.user_id;`);
    this.addSql(`create function partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select u.airport_id into new.airport_id from users u where u.id = new.user_id;
        return new;
      end $$;`);
    this.addSql(`create trigger partner_profiles_place before insert or update on partner_profiles
      for each row execute function partner_profiles_place();`);
    this.addSql(`create function users_partner_place() returns trigger language plpgsql as $$
      begin
        update partner_profiles set airport_id = new.airport_id where user_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger users_partner_place after update of airport_id on users
      for each row when (old.airport_id is distinct from new.airport_id) execute function users_partner_place();`);
    this.addSql(`create index partner_profiles_reach_idx on partner_profiles (airport_id)
      include (user_id, drive_km, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents) where visible;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists users_partner_place on users;');
    this.addSql('drop function if exists users_partner_place();');
    this.addSql('drop trigger if exists shares_partner_place on shares;');
    this.addSql('drop function if exists shares_partner_place();');
    this.addSql('drop trigger if exists partner_profiles_place on partner_profiles;');
    this.addSql('drop function if exists partner_profiles_place();');
    this.addSql('drop trigger if exists listing_partner_profiles_place on listing_partner_profiles;');
    this.addSql('drop function if exists listing_partner_profiles_place();');
    // Their indexes go with the columns.
    this.addSql('alter table partner_profiles drop column if exists airport_id, drop column if exists match_mails;');
    this.addSql('alter table listing_partner_profiles drop column if exists airport_id, drop column if exists listed, drop column if exists share_type;');
  }
}
