import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';

// Issue 43: DATABASE_URL may name a transaction-mode pooler; DATABASE_DIRECT_URL then names the database itself.
describe('DATABASE_DIRECT_URL and DATABASE_PREPARED_STATEMENTS', () => {
  const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });
  const POOLER = 'postgres://wingshare:pw@pgbouncer:6432/wingshare';
  const PRIMARY = 'postgres://wingshare:pw@postgres-primary:5432/wingshare';

  it('is DATABASE_URL unless set, with named prepared statements on (no pooler in between)', () => {
    expect(config()).toMatchObject({ databaseUrl: null, databaseDirectUrl: null, preparedStatements: true });
    expect(config({ DATABASE_URL: PRIMARY })).toMatchObject({ databaseUrl: PRIMARY, databaseDirectUrl: PRIMARY, preparedStatements: true });
    expect(config({ DATABASE_URL: PRIMARY, DATABASE_DIRECT_URL: PRIMARY })).toMatchObject({ databaseDirectUrl: PRIMARY, preparedStatements: true });
  });

  it('behind a pooler: the direct URL for what needs a session, and no named prepared statements unless asked', () => {
    expect(config({ DATABASE_URL: POOLER, DATABASE_DIRECT_URL: PRIMARY })).toMatchObject({ databaseUrl: POOLER, databaseDirectUrl: PRIMARY, preparedStatements: false });
    // PgBouncer 1.21 or later with max_prepared_statements carries them over.
    expect(config({ DATABASE_URL: POOLER, DATABASE_DIRECT_URL: PRIMARY, DATABASE_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(config({ DATABASE_URL: PRIMARY, DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
  });

  it('refuses a direct URL without DATABASE_URL, one that is not postgres://, and an unknown switch', () => {
    expect(() => config({ DATABASE_DIRECT_URL: PRIMARY })).toThrow('DATABASE_DIRECT_URL is set but DATABASE_URL is not');
    expect(() => config({ DATABASE_URL: POOLER, DATABASE_DIRECT_URL: 'mysql://u:secret@h/db' })).toThrow('DATABASE_DIRECT_URL must be a postgres:// address (got "mysql://***@h/db")');
    expect(() => config({ DATABASE_URL: POOLER, DATABASE_PREPARED_STATEMENTS: 'maybe' })).toThrow('DATABASE_PREPARED_STATEMENTS must be on or off (got "maybe")');
  });
});
