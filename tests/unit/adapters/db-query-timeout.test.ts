import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';

describe('DB_QUERY_TIMEOUT_SECONDS', () => {
  const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });

  it('limits a statement to 15 s by default, takes whole seconds, and 0 for no limit', () => {
    expect(config().dbQueryTimeoutMs).toBe(15_000);
    expect(config({ DB_QUERY_TIMEOUT_SECONDS: '' }).dbQueryTimeoutMs).toBe(15_000);
    expect(config({ DB_QUERY_TIMEOUT_SECONDS: '60' }).dbQueryTimeoutMs).toBe(60_000);
    expect(config({ DB_QUERY_TIMEOUT_SECONDS: '0' }).dbQueryTimeoutMs).toBeNull();
  });

  it('refuses a value that cannot be meant, at start-up', () => {
    expect(() => config({ DB_QUERY_TIMEOUT_SECONDS: '15s' })).toThrow('DB_QUERY_TIMEOUT_SECONDS must be a whole number (got "15s")');
    expect(() => config({ DB_QUERY_TIMEOUT_SECONDS: '-1' })).toThrow('DB_QUERY_TIMEOUT_SECONDS must be a whole number (got "-1")');
    expect(() => config({ DB_QUERY_TIMEOUT_SECONDS: '2.5' })).toThrow('DB_QUERY_TIMEOUT_SECONDS must be a whole number (got "2.5")');
    expect(() => config({ DB_QUERY_TIMEOUT_SECONDS: '86401' })).toThrow('DB_QUERY_TIMEOUT_SECONDS must be at most 86400, a day (got "86401")');
  });
});
