import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41, "Partners for you" at a million listings and pilots: the candidates' statements order the area's
 * profiles by the most the domain could score each, and stop once no later one can enter. Two things made
 * that bound loose and sent most requests to a second window:
 * - the experience term (5 points) was taken at its full weight, though it is the neutral half whenever the
 *   other pilot's hours are not known or not shown, as for nearly every owner and pilot. Each profile now
 *   carries whether the hours of its pilot (the listing's owner) may be counted and shown
 *   (`owner_hours`, `hours`), kept by triggers from the three sources of a pilot's counted hours: his declared
 *   record (whose `shows.hours` may hide them), his closed flights (`pilot_flown_hours`) and his logbook. It
 *   is an upper bound, never a count: true when any source exists and the record does not hide the hours.
 * - the bound's columns were read from the table row by row: the area's index now holds every column the
 *   hard filters and the bound read, so the area is scanned from the index alone (the pilots' also whether
 *   they take the new-match mails: a listing's save reads the pilots within 500 km of it).
 */
export class Migration20261219000000_partner_bounds extends Migration {
  override async up(): Promise<void> {
    // Whether a pilot's counted total hours may show on a match (partner-fit.ts's experience term reads
    // shownTotalHours: the declared record's shows.hours, true by default, and a total from any source).
    this.addSql(`create function pilot_hours_may_show(uid int) returns boolean language sql stable as $$
      select coalesce((select (pr.record -> 'shows' ->> 'hours') is distinct from 'false' from pilot_records pr where pr.user_id = uid), true)
         and (exists (select 1 from pilot_records where user_id = uid)
              or exists (select 1 from pilot_flown_hours where user_id = uid)
              or exists (select 1 from logbook_flights where user_id = uid))
    $$;`);

    this.addSql(`alter table listing_partner_profiles add column owner_id int null, add column owner_hours boolean not null default true;`);
    this.addSql(`update listing_partner_profiles lp set owner_id = s.owner_id, owner_hours = pilot_hours_may_show(s.owner_id)
                   from shares s where s.id = lp.share_id;`);
    this.addSql(`create index listing_partner_profiles_owner_idx on listing_partner_profiles (owner_id);`);
    this.addSql(`alter table partner_profiles add column hours boolean not null default true;`);
    this.addSql(`update partner_profiles set hours = pilot_hours_may_show(user_id);`);

    // The place triggers of 20261218200000 now also set the owner and the hours flag.
    this.addSql(`create or replace function listing_partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select s.airport_id, s.is_active, s.type, s.owner_id into new.airport_id, new.listed, new.share_type, new.owner_id from shares s where s.id = new.share_id;
        new.owner_hours := pilot_hours_may_show(new.owner_id);
        return new;
      end $$;`);
    this.addSql(`create or replace function shares_partner_place() returns trigger language plpgsql as $$
      begin
        update listing_partner_profiles set airport_id = new.airport_id, listed = new.is_active, share_type = new.type,
               owner_id = new.owner_id, owner_hours = pilot_hours_may_show(new.owner_id)
         where share_id = new.id;
        return null;
      end $$;`);
    this.addSql(`drop trigger shares_partner_place on shares;`);
    this.addSql(`create trigger shares_partner_place after update of airport_id, is_active, type, owner_id on shares
      for each row when (old.airport_id is distinct from new.airport_id or old.is_active is distinct from new.is_active
                         or old.type is distinct from new.type or old.owner_id is distinct from new.owner_id)
      execute function shares_partner_place();`);
    this.addSql(`create or replace function partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select u.airport_id into new.airport_id from users u where u.id = new.user_id;
        new.hours := pilot_hours_may_show(new.user_id);
        return new;
      end $$;`);

    // A source of a pilot's hours written: the flags of his profile and of his listings follow.
    this.addSql(`create function partner_hours_refresh(uid int) returns void language plpgsql as $$
      declare shown boolean := pilot_hours_may_show(uid);
      begin
        update listing_partner_profiles set owner_hours = shown where owner_id = uid and owner_hours is distinct from shown;
        update partner_profiles set hours = shown where user_id = uid and hours is distinct from shown;
      end $$;`);
    this.addSql(`create function partner_hours_row() returns trigger language plpgsql as $$
      begin
        perform partner_hours_refresh(case when tg_op = 'DELETE' then old.user_id else new.user_id end);
        return null;
      end $$;`);
    this.addSql(`create trigger pilot_records_partner_hours after insert or delete or update of record on pilot_records
      for each row execute function partner_hours_row();`);
    this.addSql(`create trigger pilot_flown_hours_partner_hours after insert or delete on pilot_flown_hours
      for each row execute function partner_hours_row();`);
    // A logbook import writes thousands of rows at once: once per pilot of the statement.
    this.addSql(`create function partner_hours_logbook_added() returns trigger language plpgsql as $$
      begin
        perform partner_hours_refresh(u) from (select distinct user_id as u from added) x;
        return null;
      end $$;`);
    this.addSql(`create function partner_hours_logbook_removed() returns trigger language plpgsql as $$
      begin
        perform partner_hours_refresh(u) from (select distinct user_id as u from removed) x;
        return null;
      end $$;`);
    this.addSql(`create trigger logbook_flights_partner_hours_added after insert on logbook_flights
      referencing new table as added for each statement execute function partner_hours_logbook_added();`);
    this.addSql(`create trigger logbook_flights_partner_hours_removed after delete on logbook_flights
      referencing old table as removed for each statement execute function partner_hours_logbook_removed();`);

    // The areas' indexes hold every column the hard filters and the bounds read (index-only scans).
    this.addSql(`drop index listing_partner_profiles_reach_idx;`);
    this.addSql(`create index listing_partner_profiles_reach_idx on listing_partner_profiles (airport_id)
      include (share_id, share_type, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, partners, group_hours_per_year, flies, missions,
               upgrade_appetite, maintenance_care, owner_hours) where listed;`);
    this.addSql(`drop index partner_profiles_reach_idx;`);
    this.addSql(`create index partner_profiles_reach_idx on partner_profiles (airport_id)
      include (user_id, drive_km, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents, hours_per_year, flies, missions,
               aircraft_kinds, upgrade_appetite, maintenance_care, hours, match_mails) where visible;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists logbook_flights_partner_hours_removed on logbook_flights;');
    this.addSql('drop trigger if exists logbook_flights_partner_hours_added on logbook_flights;');
    this.addSql('drop trigger if exists pilot_flown_hours_partner_hours on pilot_flown_hours;');
    this.addSql('drop trigger if exists pilot_records_partner_hours on pilot_records;');
    this.addSql('drop function if exists partner_hours_logbook_removed();');
    this.addSql('drop function if exists partner_hours_logbook_added();');
    this.addSql('drop function if exists partner_hours_row();');
    this.addSql('drop function if exists partner_hours_refresh(int);');
    this.addSql(`create or replace function partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select u.airport_id into new.airport_id from users u where u.id = new.user_id;
        return new;
      end $$;`);
    this.addSql('drop trigger if exists shares_partner_place on shares;');
    this.addSql(`create or replace function shares_partner_place() returns trigger language plpgsql as $$
      begin
        update listing_partner_profiles set airport_id = new.airport_id, listed = new.is_active, share_type = new.type
         where share_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger shares_partner_place after update of airport_id, is_active, type on shares
      for each row when (old.airport_id is distinct from new.airport_id or old.is_active is distinct from new.is_active or old.type is distinct from new.type)
      execute function shares_partner_place();`);
    this.addSql(`create or replace function listing_partner_profiles_place() returns trigger language plpgsql as $$
      begin
        select s.airport_id, s.is_active, s.type into new.airport_id, new.listed, new.share_type from shares s where s.id = new.share_id;
        return new;
      end $$;`);
    this.addSql('drop index if exists listing_partner_profiles_reach_idx;');
    this.addSql(`create index listing_partner_profiles_reach_idx on listing_partner_profiles (airport_id)
      include (share_id, share_type, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, partners) where listed;`);
    this.addSql('drop index if exists partner_profiles_reach_idx;');
    this.addSql(`create index partner_profiles_reach_idx on partner_profiles (airport_id)
      include (user_id, drive_km, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents) where visible;`);
    this.addSql('alter table partner_profiles drop column if exists hours;');
    this.addSql('alter table listing_partner_profiles drop column if exists owner_hours, drop column if exists owner_id;');
    this.addSql('drop function if exists pilot_hours_may_show(int);');
  }
}
