import { describe, expect, it } from 'vitest';
import { openReplica, preparesStatements } from '../../../adapters/persistence/orm.js';

// Issue 43: a replica reached through the transaction-mode pooler loses named prepared statements between
// transactions as the primary does ("prepared statement ... does not exist" / "already exists" in the
// replica's log under the cluster bench); its instance follows DATABASE_PREPARED_STATEMENTS too.
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
