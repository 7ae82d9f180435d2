import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';
import { insertedEnd, lsnNumber, whereOf } from '../../../adapters/persistence/read-replicas.js';
import { MemoryWritePositions } from '../../../adapters/persistence/write-positions.js';

describe('DATABASE_REPLICA_URLS and the replicas settings', () => {
  const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });

  it('none by default; comma-separated, blanks dropped; lag 2 s, checks each second, writers kept 5 s', () => {
    expect(config().replicas).toEqual({ urls: [], maxLagMs: 2_000, checkMs: 1_000, stickySeconds: 5 });
    expect(config({ DATABASE_REPLICA_URLS: ' postgres://a:b@r1:5432/w, ,postgresql://r2/w ' }).replicas.urls).toEqual(['postgres://a:b@r1:5432/w', 'postgresql://r2/w']);
  });

  it('refuses what is not a PostgreSQL address, without printing its password', () => {
    expect(() => config({ DATABASE_REPLICA_URLS: 'postgres://r1/w,mysql://u:secret@r2/w' })).toThrow('DATABASE_REPLICA_URLS must be postgres:// addresses, comma-separated (got "mysql://***@r2/w")');
  });

  it('refuses a sticky window a lagging replica could outlast: a writer would miss his write', () => {
    expect(() => config({ REPLICA_MAX_LAG_MS: '4000' })).toThrow('REPLICA_STICKY_SECONDS (5) must be at least REPLICA_MAX_LAG_MS + 2 checks (6000 ms)');
    expect(config({ REPLICA_MAX_LAG_MS: '4000', REPLICA_STICKY_SECONDS: '6' }).replicas.stickySeconds).toBe(6);
    expect(() => config({ REPLICA_CHECK_MS: '0' })).toThrow('REPLICA_CHECK_MS must be 1 or more (got "0")');
  });
});

describe('WAL positions', () => {
  it('reads pg_lsn text as one number, exactly', () => {
    expect(lsnNumber('0/0')).toBe(0);
    expect(lsnNumber('0/30010F0')).toBe(0x30010f0);
    expect(lsnNumber('1A/FFFFFFFF')).toBe(0x1a * 2 ** 32 + 0xffffffff);
    expect(lsnNumber('16/B374D848') > lsnNumber('9/FFFFFFFF')).toBe(true);
  });

  it('takes an insert position just past a page header for the end of the record before it (what a standby replays)', () => {
    expect(insertedEnd(lsnNumber('0/30010F0'))).toBe(0x30010f0);
    expect(insertedEnd(3 * 8192 + 24)).toBe(3 * 8192); // a page's short header
    expect(insertedEnd(0x3000000 + 40)).toBe(0x3000000); // a segment's long header
    expect(insertedEnd(3 * 8192 + 1000)).toBe(3 * 8192 + 1000); // inside a page: the record's end itself
    expect(insertedEnd(3 * 8192 + 40)).toBe(3 * 8192 + 40);
  });

  it('names a replica in logs by its host and database, never its credentials', () => {
    expect(whereOf('postgres://app:secret@10.0.0.7:6432/wingshare')).toBe('10.0.0.7:6432/wingshare');
  });

  it('keeps the highest position of a writer for its seconds, then forgets it', async () => {
    let now = 1_000_000;
    const positions = new MemoryWritePositions(() => now);
    await positions.remember(['user:1', 'ip:a'], 500, 5);
    await positions.remember(['user:1'], 300, 5); // an older write finishing late does not lower it
    expect(await positions.highest(['user:1'])).toBe(500);
    expect(await positions.highest(['ip:b', 'ip:a'])).toBe(500);
    expect(await positions.highest(['user:2'])).toBeNull();
    now += 5_001;
    expect(await positions.highest(['user:1', 'ip:a'])).toBeNull();
  });
});
