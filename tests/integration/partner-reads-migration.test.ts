import { describe, expect, it } from 'vitest';
import { migrationDatabase } from '../support/migration-database.js';

// Issue 41: migration 20261218200000 gives the partner profiles their airport (and a listing's on-view flag and
// type), fills them for the rows already there, keeps them by triggers as shares and users change, and goes
// down without them (and up again).

const BEFORE = 'Migration20261218000000_partner_profiles';
const UNDER_TEST = 'Migration20261218200000_partner_reads';

describe('the partner reads migration', () => {
  it('fills and keeps the profiles\' airports, and goes down and up again', async () => {
    const db = await migrationDatabase('partner_reads_migration', BEFORE, UNDER_TEST);
    const { sql } = db;
    try {
      const [a1, a2] = await sql<{ id: number }>(
        `insert into airports (location_id, facility, lat, long) values ('PR1', 'One', 38, -85), ('PR2', 'Two', 39, -86) returning id`);
      const [u] = await sql<{ id: number }>(`insert into users (username, email, airport_id) values ('pr_u', 'pr_u@example.com', ?) returning id`, [a1!.id]);
      const [ac] = await sql<{ id: number }>(`insert into aircraft (make, model) values ('Beech', 'A36') returning id`);
      const [s] = await sql<{ id: number }>(
        `insert into shares (aircraft_id, owner_id, type, airport_id) values (?, ?, 'FLIGHT_CLUB', ?) returning id`, [ac!.id, u!.id, a1!.id]);
      await sql(`insert into listing_partner_profiles (share_id, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, group_hours_per_year, partners,
                   partners_wanted, upgrade_appetite, maintenance_care, flies) values (?, 0, 100, 100, 100, 10, 1, 3, 3, 'both')`, [s!.id]);
      await sql(`insert into partner_profiles (user_id, looking_for, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents,
                   hours_per_year, drive_km, upgrade_appetite, maintenance_care, flies) values (?, 'join', 0, 1, 0, 1, 10, 50, 3, 3, 'both')`, [u!.id]);
      const listing = async () => (await sql(`select airport_id, listed, share_type from listing_partner_profiles where share_id = ?`, [s!.id]))[0];
      const pilot = async () => (await sql(`select airport_id, match_mails from partner_profiles where user_id = ?`, [u!.id]))[0];

      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect(await listing()).toEqual({ airport_id: a1!.id, listed: true, share_type: 'FLIGHT_CLUB' });
      expect(await pilot()).toEqual({ airport_id: a1!.id, match_mails: true });

      // The triggers follow a move, a disable, a change of type and a new home airport.
      await sql(`update shares set airport_id = ?, is_active = false, type = 'PRIVATE_OWNER_SHARE_PURCHASE' where id = ?`, [a2!.id, s!.id]);
      expect(await listing()).toEqual({ airport_id: a2!.id, listed: false, share_type: 'PRIVATE_OWNER_SHARE_PURCHASE' });
      await sql(`update users set airport_id = ? where id = ?`, [a2!.id, u!.id]);
      expect(await pilot()).toEqual({ airport_id: a2!.id, match_mails: true });
      await sql(`update users set airport_id = null where id = ?`, [u!.id]);
      expect((await pilot())!.airport_id).toBeNull();

      await db.orm.getMigrator().down({ to: UNDER_TEST }); // this one alone (the migrator's `to` is reverted too)
      expect((await sql(`select to_regclass('listing_partner_profiles') as t`))[0]).toEqual({ t: 'listing_partner_profiles' });
      const columns = await sql<{ n: number }>(`select count(*)::int as n from information_schema.columns
        where (table_name = 'partner_profiles' and column_name in ('airport_id', 'match_mails'))
           or (table_name = 'listing_partner_profiles' and column_name in ('airport_id', 'listed', 'share_type'))`);
      expect(columns).toEqual([{ n: 0 }]);
      await sql(`update shares set airport_id = ? where id = ?`, [a1!.id, s!.id]); // no trigger left to fail
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect(await listing()).toEqual({ airport_id: a1!.id, listed: false, share_type: 'PRIVATE_OWNER_SHARE_PURCHASE' });
    } finally {
      await db.close();
    }
  });
});
