import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaHumanCheck } from '../../adapters/captcha/altcha-human-check.js';
import { PostgresUsedAnswers } from '../../adapters/captcha/postgres-used-answers.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { createTestDatabase } from '../support/test-database.js';

// Two app processes (two checks, two connection pools) on one database: an ALTCHA payload accepted by
// one is refused by the other, even when both are sent at the same moment.
let ormA: MikroORM;
let ormB: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  ormA = await openDatabase(db.url, { poolMax: 4 });
  ormB = await openDatabase(db.url, { poolMax: 4 });
});
afterAll(async () => {
  await ormA?.close();
  await ormB?.close();
  await drop?.();
});

const options = { hmacKey: 'shared-key', maxNumber: 50, cost: 10 };
const checkOn = (orm: MikroORM) => new AltchaHumanCheck({ ...options, usedAnswers: new PostgresUsedAnswers(orm) });
const verify = (orm: MikroORM, check: AltchaHumanCheck, token: string) => RequestContext.create(orm.em, () => check.verify(token));

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the test challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

describe('ALTCHA answers shared through PostgreSQL', () => {
  it('lets a payload pass once across two processes', async () => {
    const a = checkOn(ormA);
    const b = checkOn(ormB);
    const token = await solve(await a.createChallenge());
    expect(await verify(ormA, a, token)).toBe(true);
    expect(await verify(ormB, b, token)).toBe(false);
    expect(await verify(ormA, a, token)).toBe(false);
    // Another payload still passes on the other process.
    expect(await verify(ormB, b, await solve(await b.createChallenge()))).toBe(true);
  });

  it('lets exactly one of two simultaneous submissions of one payload pass', async () => {
    const a = checkOn(ormA);
    const b = checkOn(ormB);
    const token = await solve(await a.createChallenge());
    const results = await Promise.all([verify(ormA, a, token), verify(ormB, b, token), verify(ormA, a, token), verify(ormB, b, token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('forgets answers once their challenge has expired', async () => {
    await RequestContext.create(ormA.em, () =>
      ormA.em.execute("insert into human_check_used (signature, expires_at) values ('old', now() - interval '1 minute')"),
    );
    const store = new PostgresUsedAnswers(ormA);
    await RequestContext.create(ormA.em, () => store.claim('fresh', new Date(Date.now() + 60_000)));
    const rows = await RequestContext.create(ormA.em, () => ormA.em.execute<{ signature: string }[]>('select signature from human_check_used order by signature'));
    expect(rows.map((r) => r.signature)).not.toContain('old');
    expect(rows.map((r) => r.signature)).toContain('fresh');
  });
});
