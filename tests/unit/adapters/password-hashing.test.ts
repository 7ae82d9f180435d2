import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';
import { Argon2PasswordHasher } from '../../../adapters/security/argon2-password.hasher.js';

// Password hashing's cost: argon2id at 64 MiB and 3 passes unless configured lower (the tests' own apps do,
// to save CPU); a hash verifies at the cost it was made with.
describe('password hashing', () => {
  it('hashes at 64 MiB and 3 passes by default, and at the configured cost otherwise', async () => {
    const strong = await new Argon2PasswordHasher().hash('correct horse');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=\d+,t=3\$/);
    const cheap = new Argon2PasswordHasher({ memoryKiB: 1024, passes: 1 });
    const hash = await cheap.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=\d+,t=1\$/);
    // Either hasher verifies either hash: the cost travels with the hash.
    expect(await cheap.verify(strong, 'correct horse')).toBe(true);
    expect(await new Argon2PasswordHasher().verify(hash, 'correct horse')).toBe(true);
    expect(await cheap.verify(hash, 'wrong horse')).toBe(false);
  });

  it('reads the cost from the environment, with the defaults and a floor', () => {
    const base = { DATA_DIR: '/tmp/wingshare-config-test', HUMAN_CHECK: 'off', ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k' };
    expect(readConfig(base).passwordHashing).toEqual({ memoryKiB: 65_536, passes: 3 });
    expect(readConfig({ ...base, PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }).passwordHashing).toEqual({ memoryKiB: 1024, passes: 1 });
    expect(() => readConfig({ ...base, PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow('PASSWORD_HASH_MEMORY_KIB must be 1024 or more (got "512")');
    expect(() => readConfig({ ...base, PASSWORD_HASH_PASSES: '0' })).toThrow('PASSWORD_HASH_PASSES must be 1 or more');
  });
});
