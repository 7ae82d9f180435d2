import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AIRMEN_MONTH, DEMO_PILOT_AIRMEN, demoAirmen, loadDemoAirmenIfEmpty } from '../../adapters/airmen/demo-airmen.js';
import { PostgresAirmenDirectory } from '../../adapters/airmen/postgres-airmen.directory.js';
import { matchDemoPilot } from '../../adapters/composition/demo-content.js';
import { DEMO_PEOPLE, DEMO_PROFESSIONALS } from '../../adapters/demo/demo-content.js';
import { seedDemoTrust } from '../../adapters/demo/seed-demo-trust.js';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import { decideCandidate, lastKeyPrefix } from '../../domain/pilot/airmen/airman-candidates.js';
import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 40, point 6: the demo airmen file of a first start holds the demo pilots, so matching works on a fresh
// `npm start`, and Maria is matched in the demo seed (Tom's Requests show "FAA-matched").
const CITIES: Record<string, [string, string]> = {
  LOU: ['Louisville', 'KY'], SDF: ['Louisville', 'KY'], JVY: ['Jeffersonville', 'IN'], BRY: ['Bardstown', 'KY'], EKX: ['Elizabethtown', 'KY'],
  FFT: ['Frankfort', 'KY'], LEX: ['Lexington', 'KY'], SER: ['Seymour', 'IN'], IMS: ['Madison', 'IN'], APA: ['Denver', 'CO'], PAO: ['Palo Alto', 'CA'], BED: ['Bedford', 'MA'],
};
const SEED_USERS = [['Maria', 'Alvarez', 'LOU'], ['Jake', 'Turner', 'APA'], ['Priya', 'Natarajan', 'PAO'], ['Sam', 'Okafor', 'BED']];

let t: TestApp;
let directory: PostgresAirmenDirectory;

beforeAll(async () => {
  t = await startTestApp();
  directory = new PostgresAirmenDirectory(t.orm);
}, 120_000);
afterAll(() => t?.close());

describe('the demo airmen file', () => {
  it('is loaded once, as the November 2026 file, whoever starts first', async () => {
    const loaded = await Promise.all([loadDemoAirmenIfEmpty(t.orm), loadDemoAirmenIfEmpty(t.orm)]);
    expect(loaded.filter((n) => n > 0)).toEqual([demoAirmen().airmen.length]);
    expect(await loadDemoAirmenIfEmpty(t.orm)).toBe(0);
    expect(await directory.fileMonth()).toBe(DEMO_AIRMEN_MONTH);
    expect(demoAirmen().airmen.length).toBeGreaterThan(400);
    expect(demoAirmen()).toEqual(demoAirmen()); // the same rows every time
  });

  it('matches every demo pilot at his home airport\'s city, except Grace Holloway, who has a namesake there', async () => {
    const people = [...SEED_USERS, ...[...DEMO_PEOPLE, ...DEMO_PROFESSIONALS].map((p) => [p.firstname, p.lastname, p.airport])];
    expect(people.length).toBe(DEMO_PILOT_AIRMEN.length - 1);
    for (const [firstname, lastname, airport] of people) {
      const [city, state] = CITIES[airport];
      const candidates = await directory.candidates({ lastKeyPrefix: lastKeyPrefix(lastname), state, zip: null });
      const decision = decideCandidate({ firstname, lastname }, { city, state, zip: null }, candidates);
      expect(decision.status, `${firstname} ${lastname}`).toBe(lastname === 'Holloway' ? 'ambiguous' : 'matched');
    }
    const grace = await directory.candidates({ lastKeyPrefix: 'HOLL', state: null, zip: '42702' });
    expect(decideCandidate({ firstname: 'Grace', lastname: 'Holloway' }, { city: null, state: null, zip: '42702' }, grace).status).toBe('matched');
  });

  it('matches Maria in the demo seed, every item of her record the file can check agreeing', async () => {
    const { repositories, hasher } = t.composed;
    await RequestContext.create(t.orm.em, async () => {
      await seedFirstStart({ users: repositories.users, airports: repositories.airports, hasher }, t.config);
      await seedDemoTrust((sql, params) => t.orm.em.execute(sql, params ?? []));
      await matchDemoPilot(t.orm, repositories.users, 'maria');
    });
    const [row] = await t.orm.em.fork().execute<{ match: FaaMatch }[]>(
      `select m.match from faa_matches m join users u on u.id = m.user_id where u.username = 'maria'`,
    );
    expect(row.match).toMatchObject({ status: 'matched', file: '2026-11', airman: { certificate: 'commercial', ratings: ['instrument'], basicMed: false } });
    const [{ record }] = await t.orm.em.fork().execute<{ record: { medical: { class: number; examined: string } } }[]>(
      `select r.record from pilot_records r join users u on u.id = r.user_id where u.username = 'maria'`,
    );
    expect(row.match.airman?.medical).toEqual({ class: record.medical.class, month: record.medical.examined.slice(0, 7) });
  });
});
