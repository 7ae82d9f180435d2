import { readFileSync } from 'node:fs';
import { RequestContext } from '@mikro-orm/core';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { readLogbookFile } from '../../domain/pilot/logbook/logbook-formats.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { LOGBOOK_MESSAGES as M } from '../../domain/pilot/logbook/logbook-messages.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 40: GET /api/user/logbook, POST /api/user/logbook/import (the preview, ?commit=true saves), DELETE;
// the three sample files, duplicates on re-import, and bad input (400 with a message, nothing saved).
type Agent = ReturnType<TestApp['agent']>;

const NOW = new Date('2026-12-03T15:00:00Z');
const clock: Clock = { now: () => new Date(NOW) };
const fixture = (name: string) => readFileSync(new URL(`../fixtures/logbooks/${name}`, import.meta.url));

let t: TestApp;
let airportId: number;
let seq = 0;

async function pilot(): Promise<Agent> {
  const agent = t.agent();
  const username = `logger${++seq}`;
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'Lee', lastname: `Log${seq}`, airport: airportId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return agent;
}

const upload = (agent: Agent, bytes: Buffer, commit = false) =>
  agent.post(`/api/user/logbook/import${commit ? '?commit=true' : ''}`).set(V).attach('file', bytes, { filename: 'logbook.csv', contentType: 'text/csv' });

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
}, 120_000);
afterAll(() => t?.close());

describe('/api/user/logbook', () => {
  it('is for signed-in pilots only', async () => {
    expect((await t.request.get('/api/user/logbook').set(V)).status).toBe(401);
    expect((await t.request.post('/api/user/logbook/import').set(V).attach('file', fixture('logten-export.csv'), 'l.csv')).status).toBe(401);
    expect((await t.request.delete('/api/user/logbook').set(V)).status).toBe(401);
  });

  it('answers an empty log before an import', async () => {
    const res = await (await pilot()).get('/api/user/logbook').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flights: [], total: 0, hours: 0, currency: { flightReview: { current: false, until: null }, instrument: { status: 'none' } } });
  });

  it('previews a MyFlightbook file without saving it, then saves it with commit, and skips the duplicates on re-import', async () => {
    const agent = await pilot();
    const preview = await upload(agent, fixture('myflightbook-export.csv'));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({ format: 'myflightbook', flights: 3, hours: 4.9, duplicates: 0, skipped: [], summary: '3 flights, 4.9 hours', saved: false });
    expect((await agent.get('/api/user/logbook').set(V)).body.total).toBe(0);

    const saved = await upload(agent, fixture('myflightbook-export.csv'), true);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ flights: 3, hours: 4.9, saved: true });
    const log = (await agent.get('/api/user/logbook').set(V)).body;
    expect(log).toMatchObject({ total: 3, hours: 4.9, totals: { totalHours: 4.9, lastFlight: '2026-10-30', lastFlightReview: '2026-10-30', classHours: { night: 1.1, instrument: 0.9 } } });
    expect(log.flights[0]).toMatchObject({ date: '2026-10-30', tail: 'N22CR', makeModel: 'SR22', flightReview: true });
    expect(log.currency.flightReview).toEqual({ current: true, until: '2028-10-31', last: '2026-10-30' });

    const latest = (await agent.get('/api/user/logbook?limit=1').set(V)).body;
    expect(latest).toMatchObject({ total: 3, hours: 4.9 });
    expect(latest.flights.map((f: { date: string }) => f.date)).toEqual(['2026-10-30']);
    expect((await agent.get('/api/user/logbook?limit=-1').set(V)).status).toBe(400);

    const again = await upload(agent, fixture('myflightbook-export.csv'), true);
    expect(again.body).toMatchObject({ flights: 0, hours: 0, duplicates: 3, summary: '0 flights, 0.0 hours, 3 duplicates skipped' });
    expect((await agent.get('/api/user/logbook').set(V)).body.total).toBe(3);
  });

  it('imports the ForeFlight and LogTen samples into one log, with the currency they make', async () => {
    const agent = await pilot();
    expect((await upload(agent, fixture('foreflight-logbook.csv'), true)).body).toMatchObject({ format: 'foreflight', flights: 3, hours: 4.1 });
    expect((await upload(agent, fixture('logten-export.csv'), true)).body).toMatchObject({ format: 'logten', flights: 2, hours: 2.1 });
    const log = (await agent.get('/api/user/logbook').set(V)).body;
    expect(log.total).toBe(5);
    expect(log.flights.find((f: { tail: string; date: string }) => f.tail === 'N35BZ' && f.date === '2026-11-15')).toMatchObject({ makeModel: 'Beech V35B', approaches: 3, ipc: true });
    // The IPC of 2026-11-15 makes him instrument-current through May 2027; three landings that day, through February 13.
    expect(log.currency.instrument).toMatchObject({ status: 'current', until: '2027-05-31' });
    expect(log.currency.passengers).toEqual({ current: true, until: '2027-02-13' });
    // The same totals through LogbookTotalsSource, as the record and the minimums match read them.
    const me = (await agent.get('/api/user').set(V)).body.id as number;
    const totals = await RequestContext.create(t.orm.em, () => t.composed.repositories.logbook.logbookTotals([me, 999_999], '2026-12-03'));
    expect([...totals.keys()]).toEqual([me]);
    expect(totals.get(me)).toEqual(log.totals);
    expect(log.totals).toMatchObject({ totalHours: 6.2, flights: 5, classHours: { complex: 1.6, highPerformance: 1.6, retractable: 1.6, instrument: 1.6, last90Days: 4.1, night: 1 } });
  });

  it('says which lines it could not read, and refuses a formula in a remark', async () => {
    const agent = await pilot();
    const csv = [
      'Date,Tail Number,Total Flight Time,Route,Comments',
      '2026-11-01,N1,1.0,KLOU KSDF,fine',
      ',N1,1.0,KLOU KSDF,no date',
      '2026-13-01,N1,1.0,KLOU KSDF,bad date',
      '2026-11-02,N1,-1.0,KLOU KSDF,negative',
      '2026-11-03,N1,1.0,KLOU KSDF,"=HYPERLINK(""http://x"")"',
    ].join('\n');
    const res = await upload(agent, Buffer.from(csv), true);
    expect(res.status).toBe(200);
    expect(res.body.flights).toBe(1);
    expect(res.body.skipped).toEqual([
      { line: 3, message: 'line 3 has no date' },
      { line: 4, message: M.badDate(4, '2026-13-01') },
      { line: 5, message: M.negativeTime(5, 'Total Flight Time', '-1.0') },
      { line: 6, message: M.formula(6, 'Comments', '=') },
    ]);
    expect(res.body.summary).toBe(`1 flight, 1.0 hours, 4 rows not read: line 3 has no date; ${M.badDate(4, '2026-13-01')}; ${M.negativeTime(5, 'Total Flight Time', '-1.0')} and 1 more`);
    const log = (await agent.get('/api/user/logbook').set(V)).body;
    expect(log.flights.map((f: { remarks: string }) => f.remarks)).toEqual(['fine']);
  });

  it('refuses a CSV of no known format, a file that is not text, no file, and saves nothing', async () => {
    const agent = await pilot();
    const unknown = await upload(agent, Buffer.from('name,amount\nAnn,3\n'), true);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: M.unknownFormat, fields: { file: [M.unknownFormat] } });
    const binary = await upload(agent, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), true);
    expect(binary.body).toMatchObject({ message: M.notText });
    const none = await agent.post('/api/user/logbook/import').set(V).field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(M.noFile);
    const json = await agent.post('/api/user/logbook/import').set(V).send({ file: 'x' });
    expect(json.status).toBe(400);
    expect((await agent.get('/api/user/logbook').set(V)).body.total).toBe(0);
  });

  it('refuses a 50 MB file with a 413 that says so', async () => {
    const agent = await pilot();
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const res = await upload(agent, big).catch((e: { response?: { status: number; body: unknown } }) => e.response!);
    expect(res.status).toBe(413);
    expect((res.body as { message: string }).message).toBe(M.tooLarge(25));
  });

  it('leaves the previous log when an import is cut short inside its transaction', async () => {
    const agent = await pilot();
    await upload(agent, fixture('logten-export.csv'), true);
    const me = (await agent.get('/api/user').set(V)).body.id as number;
    const read = readLogbookFile(fixture('myflightbook-export.csv').toString('utf8'), '2026-12-03');
    if (!read.ok) throw new Error(read.message);
    const work = new MikroOrmUnitOfWork(t.orm, () => {});
    await expect(RequestContext.create(t.orm.em, () => work.run(async () => {
      expect((await t.composed.repositories.logbook.add(me, read.file.flights)).added).toBe(3);
      throw new Error('cut short');
    }))).rejects.toThrow('cut short');
    expect((await agent.get('/api/user/logbook').set(V)).body.total).toBe(2);
  });

  it('deletes the log', async () => {
    const agent = await pilot();
    await upload(agent, fixture('logten-export.csv'), true);
    expect((await agent.delete('/api/user/logbook').set(V)).status).toBe(204);
    expect((await agent.get('/api/user/logbook').set(V)).body.total).toBe(0);
  });
});
