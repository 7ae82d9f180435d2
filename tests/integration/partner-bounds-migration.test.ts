import { describe, expect, it } from 'vitest';
import { migrationDatabase } from '../support/migration-database.js';

// Issue 41: migration 20261219000000 gives each partner profile whether its pilot's (its owner's) counted hours
// may show (the bound of "Partners for you" takes the experience term at its neutral half otherwise), fills it
// for the rows already there, keeps it by triggers as the three sources of a pilot's hours change (his declared
// record and what it shows, his flights on Wingshare, his logbook) and as a listing changes hands, and goes down
// without it (and up again).

const BEFORE = 'Migration20261218200000_partner_reads';
const UNDER_TEST = 'Migration20261219000000_partner_bounds';

const RECORD = (showsHours: boolean) => JSON.stringify({ totalHours: 450, shows: { certificate: true, ratings: true, hours: showsHours, medical: false, flightReview: false } });

describe('the partner bounds migration', () => {
  it('fills and keeps whether a pilot\'s hours may show, and goes down and up again', async () => {
    const db = await migrationDatabase('partner_bounds_migration', BEFORE, UNDER_TEST);
    const { sql } = db;
    try {
      const [a] = await sql<{ id: number }>(`insert into airports (location_id, facility, lat, long) values ('PB1', 'One', 38, -85) returning id`);
      const [owner, other, pilot] = await sql<{ id: number }>(
        `insert into users (username, email, airport_id) values ('pb_o', 'pb_o@example.com', ?), ('pb_x', 'pb_x@example.com', ?), ('pb_p', 'pb_p@example.com', ?) returning id`,
        [a!.id, a!.id, a!.id]);
      const [ac] = await sql<{ id: number }>(`insert into aircraft (make, model) values ('Beech', 'A36') returning id`);
      const [s] = await sql<{ id: number }>(
        `insert into shares (aircraft_id, owner_id, type, airport_id) values (?, ?, 'PARTNERSHIP_REQUEST_TO_PURCHASE', ?) returning id`, [ac!.id, owner!.id, a!.id]);
      await sql(`insert into listing_partner_profiles (share_id, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, group_hours_per_year, partners,
                   partners_wanted, upgrade_appetite, maintenance_care, flies) values (?, 0, 100, 100, 100, 1, 1, 3, 3, 'both')`, [s!.id]);
      await sql(`insert into partner_profiles (user_id, looking_for, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents,
                   hours_per_year, drive_km, upgrade_appetite, maintenance_care, flies) values (?, 'form', 0, 1, 0, 1, 10, 50, 3, 3, 'both')`, [pilot!.id]);
      // Before: the pilot has a declared record that shows his hours; the owner has no source of hours at all.
      await sql(`insert into pilot_records (user_id, record) values (?, ?::jsonb)`, [pilot!.id, RECORD(true)]);
      const listing = async () => (await sql(`select owner_id, owner_hours from listing_partner_profiles where share_id = ?`, [s!.id]))[0];
      const pilotHours = async () => (await sql<{ hours: boolean }>(`select hours from partner_profiles where user_id = ?`, [pilot!.id]))[0]!.hours;

      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect(await listing()).toEqual({ owner_id: owner!.id, owner_hours: false });
      expect(await pilotHours()).toBe(true);

      // His record hides its hours, then shows them again; then it goes.
      await sql(`update pilot_records set record = ?::jsonb where user_id = ?`, [RECORD(false), pilot!.id]);
      expect(await pilotHours()).toBe(false);
      await sql(`update pilot_records set record = ?::jsonb where user_id = ?`, [RECORD(true), pilot!.id]);
      expect(await pilotHours()).toBe(true);
      await sql(`delete from pilot_records where user_id = ?`, [pilot!.id]);
      expect(await pilotHours()).toBe(false);

      // The owner's logbook (a whole import in one statement), then his flights on Wingshare, each alone.
      await sql(`insert into logbook_flights (user_id, day, total_tenths, dup_key) values (?, '2026-01-02', 12, 'a'), (?, '2026-01-03', 15, 'b')`, [owner!.id, owner!.id]);
      expect(await listing()).toEqual({ owner_id: owner!.id, owner_hours: true });
      await sql(`delete from logbook_flights where user_id = ?`, [owner!.id]);
      expect((await listing())!.owner_hours).toBe(false);
      await sql(`insert into pilot_flown_hours (user_id, flown) values (?, '{}'::jsonb)`, [owner!.id]);
      expect((await listing())!.owner_hours).toBe(true);
      // A record that hides his hours hides them whatever else he has.
      await sql(`insert into pilot_records (user_id, record) values (?, ?::jsonb)`, [owner!.id, RECORD(false)]);
      expect((await listing())!.owner_hours).toBe(false);

      // The listing changes hands: the new owner's flag (no source of hours).
      await sql(`update shares set owner_id = ? where id = ?`, [other!.id, s!.id]);
      expect(await listing()).toEqual({ owner_id: other!.id, owner_hours: false });
      await sql(`insert into pilot_flown_hours (user_id, flown) values (?, '{}'::jsonb)`, [other!.id]);
      expect((await listing())!.owner_hours).toBe(true);

      // The areas' indexes hold the bound's columns.
      const [index] = await sql<{ def: string }>(`select pg_get_indexdef('listing_partner_profiles_reach_idx'::regclass) as def`);
      expect(index!.def).toContain('owner_hours');

      await db.orm.getMigrator().down({ to: UNDER_TEST });
      const columns = await sql<{ n: number }>(`select count(*)::int as n from information_schema.columns
        where (table_name = 'partner_profiles' and column_name = 'hours')
           or (table_name = 'listing_partner_profiles' and column_name in ('owner_id', 'owner_hours'))`);
      expect(columns).toEqual([{ n: 0 }]);
      // No trigger left to fail; the triggers of 20261218200000 still follow a move.
      await sql(`insert into logbook_flights (user_id, day, total_tenths, dup_key) values (?, '2026-01-04', 12, 'c')`, [owner!.id]);
      await sql(`delete from pilot_records where user_id = ?`, [owner!.id]);
      await sql(`update shares set owner_id = ?, is_active = false where id = ?`, [owner!.id, s!.id]);
      expect((await sql(`select listed from listing_partner_profiles where share_id = ?`, [s!.id]))[0]).toEqual({ listed: false });
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect(await listing()).toEqual({ owner_id: owner!.id, owner_hours: true });
    } finally {
      await db.close();
    }
  });
});
