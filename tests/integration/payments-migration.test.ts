import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'Migration20261213000000_flights';
const UNDER_TEST = 'Migration20261214000000_payments_connect';
const TABLES = ['payout_accounts', 'payment_policies', 'booking_payments', 'ledger_entries', 'sandbox_connect_accounts', 'sandbox_payment_intents', 'sandbox_idempotency'];

describe('the payments migration', () => {
  it("creates the money's tables and pg-boss's schema at the version pg-boss expects, and goes down without them", async () => {
    const db = await migrationDatabase('payments_migration', BEFORE, UNDER_TEST);
    const regclasses = () => db.sql<{ t: string | null }>(`select to_regclass(t) as t from unnest(string_to_array(?, ',')) with ordinality as u(t, i) order by i`, [TABLES.join(',')]);
    try {
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES);
      expect(await db.sql('select version from pgboss.version')).toEqual([{ version: 24 }]);

      // pg-boss finds its schema in place: nothing to create or migrate (its start would otherwise run DDL).
      const url = (db.orm.config.get('clientUrl') as string);
      const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: false });
      boss.on('error', () => {});
      await boss.start(); // migrate: false checks the schema's version and refuses a mismatch
      expect(await boss.schemaVersion()).toBe(24);
      await boss.createQueue('probe', { name: 'probe', policy: 'short' });
      expect(await boss.send('probe', {}, { singletonKey: 'k' })).toEqual(expect.any(String));
      expect(await boss.send('probe', {}, { singletonKey: 'k' })).toBeNull();
      await boss.stop({ graceful: false, wait: true });

      await db.orm.getMigrator().down({ to: BEFORE });
      expect((await regclasses()).map((r) => r.t)).toEqual(TABLES.map(() => null));
      expect(await db.sql(`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`)).toEqual([{ n: 0 }]);
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      expect(await db.sql('select version from pgboss.version')).toEqual([{ version: 24 }]);
    } finally {
      await db.close();
    }
  });

  it('guards the ledger: positive amounts of known kinds, one entry per kind and provider object', async () => {
    const db = await migrationDatabase('payments_ledger_checks', BEFORE, UNDER_TEST);
    try {
      await db.orm.getMigrator().up({ to: UNDER_TEST });
      const constraints = await db.sql<{ name: string }>(
        `select conname as name from pg_constraint where conrelid = 'ledger_entries'::regclass and contype = 'c' order by conname`,
      );
      expect(constraints.map((c) => c.name)).toEqual(expect.arrayContaining(['ledger_entries_amount_cents_check', 'ledger_entries_kind_check']));
      const [index] = await db.sql<{ def: string }>(`select indexdef as def from pg_indexes where indexname = 'ledger_entries_provider_key'`);
      expect(index!.def).toMatch(/UNIQUE INDEX .* \(kind, provider_id\) WHERE \(provider_id IS NOT NULL\)/);
    } finally {
      await db.close();
    }
  });
});
