import { describe, expect, it } from 'vitest';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'Migration20261214000000_payments_connect';
const UNDER_TEST = 'Migration20261215000000_maintenance';
const TABLES = ['maintenance_items', 'maintenance_sign_offs', 'squawks', 'squawk_events', 'maintenance_settings', 'aircraft_status', 'maintenance_reminders'];

describe('the maintenance migration', () => {
  it('creates the airworthiness tables and the grounding\'s author, and goes down without them (and up again)', async () => {
    const db = await migrationDatabase('maintenance_migration', BEFORE, UNDER_TEST);
    const regclasses = () => db.sql<{ t: string | null }>(`select to_regclass(t) as t from unnest(string_to_array(?, ',')) with ordinality as u(t, i) order by i`, [TABLES.join(',')]);
    const groundedBy = () => db.sql<{ n: number }>(`select count(*)::int as n from information_schema.columns where table_name = 'share_availability' and column_name = 'grounded_by'`);
    try {
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES);
      expect(await groundedBy()).toEqual([{ n: 1 }]);
      await db.orm.getMigrator().down({ to: BEFORE });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES.map(() => null));
      expect(await groundedBy()).toEqual([{ n: 0 }]);
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES);
    } finally {
      await db.close();
    }
  });
});
