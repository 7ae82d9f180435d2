import { describe, expect, it } from 'vitest';
import { openReplica, preparesStatements } from '../../../adapters/persistence/orm.js';

// Issue 43: a replica reached through a transaction-mode pooler loses named prepared statements between
// transactions as the primary does ("prepared statement ... does not exist" / "already exists" in the
// replica's log when the cluster bench first sent its replica reads through PgBouncer); with
// DATABASE_PREPARED_STATEMENTS=off its instance prepares none.
describe('openReplica and named prepared statements', () => {
  const URL = 'postgres://wingshare:pw@pgbouncer:6432/wingshare_replica';

  it('prepares none when the settings say so (behind a pooler), and may otherwise', async () => {
    const pooled = openReplica(URL, 'replica-1', { preparedStatements: false });
    const plain = openReplica(URL, 'replica-2');
    try {
      expect(preparesStatements(pooled)).toBe(false);
      expect(preparesStatements(plain)).toBe(true);
    } finally {
      await pooled.close();
      await plain.close();
    }
  });
});
