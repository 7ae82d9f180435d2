import type { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { compose, type Overrides } from '../../adapters/composition/composition.js';
import { readConfig, type Config } from '../../adapters/composition/config.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { createTestDatabase } from './test-database.js';

export const V = { 'Accept-Version': '1.0.0' };

/**
 * Test files make many accounts, logins and requests from one address in seconds: the abuse limits are
 * raised out of their way. A test of a limit sets its variable, or '' for the real default (REAL_LIMITS).
 */
export const RAISED_LIMITS: Record<string, string> = {
  LOGIN_LIMIT_PER_IP: '100000',
  SIGNUP_LIMIT_PER_IP: '100000',
  PASSWORD_RESET_LIMIT_PER_EMAIL: '100000',
  REQUEST_LIMIT_PER_IP: '1000000',
  UPLOAD_LIMIT_PER_USER: '100000',
  QUESTION_LIMIT_PER_USER: '100000',
  MESSAGE_LIMIT_PER_USER: '100000',
  REPORT_LIMIT_PER_USER: '100000',
  FAA_MATCH_LIMIT_PER_USER: '100000',
  FLYER_LIMIT_PER_IP: '100000',
};
export const REAL_LIMITS: Record<string, string> = Object.fromEntries(
  [...Object.keys(RAISED_LIMITS), 'LOGIN_LIMIT_PER_ACCOUNT'].flatMap((name) => [[name, ''], [`${name}_SECONDS`, '']]),
);

export interface TestApp {
  /** A client without cookies (every call a new visitor, unless it sends a bearer token). */
  request: ReturnType<typeof supertest>;
  orm: MikroORM;
  config: Config;
  composed: ReturnType<typeof compose>;
  /** A cookie-keeping client (a browser). */
  agent: () => ReturnType<typeof supertest.agent>;
  close: () => Promise<void>;
}

/** The whole app on its own database (cloned template) and its own media folder. */
export async function startTestApp(env: Record<string, string> = {}, overrides: Overrides = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-test-data-'));
  const config = readConfig({
    HUMAN_CHECK: 'off',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://wingshare.test',
    ALTCHA_HMAC_KEY: 'test-hmac-key',
    // Hashing at the production cost took about a second per sign-up or login on a busy CI machine.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_PASSES: '1',
    ...RAISED_LIMITS,
    ...env,
  });
  const orm = await openDatabase(db.url, { poolMax: 5 });
  const composed = compose(orm, config, overrides);
  const server = composed.app.callback();
  return {
    request: supertest(server),
    orm,
    config,
    composed,
    agent: () => supertest.agent(server),
    close: async () => {
      await composed.close();
      await orm.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
