import { describe, expect, it } from 'vitest';
import { migrationDatabase } from '../support/migration-database.js';

// Issue 39: the groups migration creates its tables and booking_requests.group_id, goes down without them
// (a booking of a group aircraft kept, without its group), and up again.

const BEFORE = 'Migration20261215000000_maintenance';
const UNDER_TEST = 'Migration20261216000000_groups';
const TABLES = [
  'groups', 'group_shares', 'group_members', 'group_rules', 'group_expenses', 'group_payments', 'group_statements', 'group_member_statements',
  'group_billed_flights',
];

describe('the groups migration', () => {
  it('creates the group tables and the booking\'s group, and goes down without them (and up again)', async () => {
    const db = await migrationDatabase('groups_migration', BEFORE, UNDER_TEST);
    const regclasses = () => db.sql<{ t: string | null }>(`select to_regclass(t) as t from unnest(string_to_array(?, ',')) with ordinality as u(t, i) order by i`, [TABLES.join(',')]);
    const groupColumn = () => db.sql<{ n: number }>(`select count(*)::int as n from information_schema.columns where table_name = 'booking_requests' and column_name = 'group_id'`);
    try {
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES);
      expect(await groupColumn()).toEqual([{ n: 1 }]);
      await db.sql(`insert into groups (name, kind, created_on) values ('Bonanza partners', 'partnership', '2027-01-01')`);
      await expect(db.sql(`insert into groups (name, kind, created_on) values ('Bad', 'syndicate', '2027-01-01')`)).rejects.toThrow();
      await db.orm.getMigrator().down({ to: BEFORE });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES.map(() => null));
      expect(await groupColumn()).toEqual([{ n: 0 }]);
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES);
    } finally {
      await db.close();
    }
  });
});
