import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestContext } from '@mikro-orm/core';
import { PostgresFaaMatchStore } from '../../adapters/airmen/postgres-faa-match.store.js';
import { PostgresFlightRepository } from '../../adapters/persistence/postgres-flight.repository.js';
import { PostgresLogbookRepository } from '../../adapters/persistence/postgres-logbook.repository.js';
import { PostgresPilotRecordRepository } from '../../adapters/persistence/postgres-pilot-record.repository.js';
import { PostgresPilotSources } from '../../adapters/persistence/postgres-pilot-sources.js';
import { PilotEvidence, type PilotEvidencePorts } from '../../application/pilots/pilot-evidence.js';
import type { LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';
import { EMPTY_RECORD } from '../../domain/pilot/pilot-record.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/**
 * PostgresPilotSources (the four sources of pilots' records in one statement, for "Partners for you") against
 * the four repositories it stands for: for pilots with every mix of a declared record, hours flown on
 * Wingshare, a logbook and an FAA match, PilotEvidence answers the same records either way.
 */
let t: TestApp;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(text, params);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function pilot(): Promise<number> {
  const username = `sources${++counter}`;
  const res = await t.agent().post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'S', lastname: username } });
  expect(res.status).toBe(201);
  const [row] = await sql<{ id: number }>('select id from users where username = ?', [username]);
  return row!.id;
}

const flight = (date: string, total: number, over: Partial<LogbookFlight> = {}): LogbookFlight => ({
  date, tail: 'N123AB', makeModel: 'Cessna 172S', from: 'LOU', to: 'SDF', route: '', total, pic: total, night: 0.5, actualInstrument: 0.3,
  simulatedInstrument: 0, dualReceived: 0, approaches: 1, holds: 0, dayTakeoffs: 1, dayLandings: 1, nightTakeoffs: 0, nightLandings: 0,
  classes: [], multiEngine: null, flightReview: false, ipc: false, remarks: 'a remark, with "quotes"', ...over,
});

describe('the pilots\' sources in one statement', () => {
  it('answer the records the four repositories answer, for every mix of sources', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => pilot()));
    const [declaredOnly, flownOnly, logOnly, faaOnly, all] = ids;
    const records = new PostgresPilotRecordRepository(t.orm);
    const logbooks = new PostgresLogbookRepository(t.orm);
    const faaMatches = new PostgresFaaMatchStore(t.orm);
    for (const id of [declaredOnly!, all!]) {
      await records.save(id, { ...EMPTY_RECORD, totalHours: 420, shows: { ...EMPTY_RECORD.shows, hours: true } });
    }
    for (const id of [flownOnly!, all!]) {
      await sql(`insert into pilot_flown_hours (user_id, flown) values (?, ?::jsonb)`, [id, JSON.stringify({ totalHours: 3.4, classHours: {}, makeModelHours: [{ makeModel: 'Cessna 172S', hours: 3.4 }], flights: 2 })]);
    }
    for (const id of [logOnly!, all!]) {
      await logbooks.add(id, [flight('2026-10-02', 1.4), flight('2026-11-20', 2.2, { flightReview: true, multiEngine: false }), flight('2025-01-05', 0.9, { makeModel: 'Piper PA-28' })]);
    }
    for (const id of [faaOnly!, all!]) {
      await faaMatches.save(id, { status: 'not_found', file: '2026-11', airman: null, checkedAt: '2026-11-30T10:00:00.000Z' });
    }
    const flights = new PostgresFlightRepository(t.orm);
    const ports: PilotEvidencePorts = { records, flights, logbooks, faaMatches };
    const today = '2026-12-04';
    const [apart, together] = await RequestContext.create(t.orm.em, () => Promise.all([
      new PilotEvidence(ports).ofMany(ids, today),
      new PilotEvidence({ ...ports, sources: new PostgresPilotSources(t.orm) }).ofMany(ids, today),
    ]));
    expect(together).toEqual(apart);
    expect([...together.keys()]).toEqual(ids);
    // The mix is there: a declared total, a log's hours, and the pilot with nothing has an empty record.
    expect(apart.get(declaredOnly!)!.record.totalHours).toBe(420);
    expect(apart.get(logOnly!)!.record.totalHours).toBeGreaterThan(0);
    expect(apart.get(ids[5]!)!.declared).toEqual(EMPTY_RECORD);
  });
});
