import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { createEmptyDatabase } from '../support/backup-cli.js';

// Several app processes (machines) started at once on a new database: each runs the migrations on start.
// Without a lock they race to create the same tables; with the schema lock one migrates, the others wait
// and find nothing left to do.
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropped) await drop();
});

it('lets app processes starting together on an empty database migrate one after the other', async () => {
  const db = await createEmptyDatabase(`concurrent_${Date.now().toString(36)}`);
  dropped.push(db.drop);
  const orms: MikroORM[] = await Promise.all([1, 2, 3].map(() => openDatabase(db.url, { poolMax: 2 })));
  try {
    const executed = await orms[0]!.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
    expect(executed.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    for (const orm of orms) expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  } finally {
    for (const orm of orms) await orm.close();
  }
});
