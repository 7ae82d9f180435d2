import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAirmen } from '../../adapters/airmen/airmen.importer.js';
import type { Clock } from '../../application/ports/security.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 40: POST and GET /api/user/record/faa-match, on the sample airmen file (invented people). Two Ellen
// Holloways live in Louisville, KY (zips 40206 and 40214): the city alone cannot tell them apart.
type Agent = ReturnType<TestApp['agent']>;

const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'faa-airmen');
const clock: Clock = { now: () => new Date('2026-12-03T15:00:00Z') };

let t: TestApp;
let airportId: number;
let seq = 0;

async function signUp(firstname: string, lastname: string, airport: number | null = airportId): Promise<Agent> {
  const agent = t.agent();
  const username = `airman${++seq}`;
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname, lastname, ...(airport ? { airport } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return agent;
}

beforeAll(async () => {
  t = await startTestApp({ FAA_MATCH_LIMIT_PER_USER: '5' }, { clock });
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/user/record/faa-match', () => {
  it('is 401 for a visitor', async () => {
    expect((await t.request.post('/api/user/record/faa-match').set(V).send({})).status).toBe(401);
    expect((await t.request.get('/api/user/record/faa-match').set(V)).status).toBe(401);
  });

  it('is 409 while no airmen file is loaded', async () => {
    const ellen = await signUp('Ellen', 'Holloway');
    const res = await ellen.post('/api/user/record/faa-match').set(V).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The FAA airmen file is not loaded on this site yet: try again later.');
    expect((await ellen.get('/api/user/record/faa-match').set(V)).body).toMatchObject({ status: null, file: null });
  });

  it('asks for the zip with two namesakes in his city, matches at his zip, and GET answers the last match', async () => {
    await importAirmen(t.orm, SAMPLES, { month: '2026-11' });
    const ellen = await signUp('Ellen', 'Holloway');
    expect(await ellen.put('/api/user/record').set(V).send({ certificate: 'private', ratings: ['instrument', 'tailwheel'], medical: { class: 3, examined: '2025-09-10' } }).then((r) => r.status)).toBe(200);

    const ambiguous = await ellen.post('/api/user/record/faa-match').set(V).send({});
    expect(ambiguous.status, JSON.stringify(ambiguous.body)).toBe(200);
    expect(ambiguous.body).toMatchObject({ status: 'ambiguous', file: '2026-11', message: 'Several airmen named Ellen Holloway live in Louisville, KY: give your zip code to tell them apart.' });

    const matched = await ellen.post('/api/user/record/faa-match').set(V).send({ zip: '40206' });
    expect(matched.status).toBe(200);
    expect(matched.body).toEqual({
      status: 'matched', file: '2026-11', checkedAt: '2026-12-03T15:00:00.000Z',
      message: 'You are in the November 2026 file: the items it agrees with are marked FAA-matched.',
      items: [
        { key: 'certificate', label: 'Pilot certificate', declared: 'Private', faa: 'Private', agrees: true, source: 'faa' },
        { key: 'rating:instrument', label: 'Instrument rating', declared: 'Yes', faa: 'Yes', agrees: true, source: 'faa' },
        { key: 'rating:tailwheel', label: 'Tailwheel endorsement', declared: 'Yes', faa: 'The FAA file holds no endorsements', agrees: false, source: 'declared' },
        { key: 'medical', label: 'Medical (on the FAA file)', declared: 'Third-class, September 2025', faa: 'Third-class, September 2025', agrees: true, source: 'faa' },
      ],
    });
    // The file's address is never answered.
    expect(JSON.stringify(matched.body)).not.toMatch(/RIVER RD|40206|A0000101/);
    expect((await ellen.get('/api/user/record/faa-match').set(V)).body).toMatchObject({ status: 'matched', file: '2026-11', items: matched.body.items });
    const [row] = await t.orm.em.fork().execute<{ match: object }[]>(`select match from faa_matches order by updated_at desc limit 1`);
    expect(JSON.stringify(row.match)).not.toMatch(/RIVER|LOUISVILLE|40206|HOLLOWAY/);
  });

  it('says not being in the file proves nothing', async () => {
    const ben = await signUp('Ben', 'Nobody');
    const res = await ben.post('/api/user/record/faa-match').set(V).send({});
    expect(res.body).toMatchObject({ status: 'not_found' });
    expect(res.body.message).toContain('Airmen may withhold their address from the FAA: this proves nothing about your certificate.');
  });

  it('is 400 beside zip for a zip that is not 5 digits, or when there is no home airport and no zip', async () => {
    const ellen = await signUp('Ellen', 'Holloway');
    for (const zip of ['4020', 'abcde', 40206, '40206-12']) {
      const res = await ellen.post('/api/user/record/faa-match').set(V).send({ zip });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ zip: ['A zip code is 5 digits, such as 40206.'] });
    }
    const homeless = await signUp('Kathryn', "O'Neill", null);
    const res = await homeless.post('/api/user/record/faa-match').set(V).send({});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ zip: ['Give your zip code: your profile has no home airport to look for you by.'] });
    expect((await homeless.post('/api/user/record/faa-match').set(V).send({ zip: '94303' })).body.status).toBe('matched');
  });

  it('limits how many matches one pilot asks in a day', async () => {
    const pilot = await signUp('Pat', 'Limit');
    for (let i = 0; i < 5; i++) expect((await pilot.post('/api/user/record/faa-match').set(V).send({ zip: `4020${i}` })).status).toBe(200);
    const res = await pilot.post('/api/user/record/faa-match').set(V).send({ zip: '40209' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You have checked your record against the FAA file many times today/);
  });
});
