import { Jimp } from 'jimp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listTestPlane, signUpActor, type Actor } from '../support/http-actors.js';
import { watchPgOverlaps } from '../support/pg-overlaps.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 34, point 6: the log showed pg's "client is already executing a query" warning. A transaction holds
// one connection, so reads started side by side inside one (the booking mails described in the change's
// transaction) were queued on it. Every step below runs with one query at a time on each connection.

let t: TestApp;
let owner: Actor;
let pilot: Actor;
let rental: number;
let watch: ReturnType<typeof watchPgOverlaps>;

beforeAll(async () => {
  t = await startTestApp();
  const png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  const airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  owner = await signUpActor(t, 'pgowner', 'Owner', ['listing']);
  pilot = await signUpActor(t, 'pgpilot', 'Pilot');
  rental = await listTestPlane(owner.agent, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: 'N734PG', title: 'Skyhawk' });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  watch = watchPgOverlaps();
});
afterEach(() => watch.stop());

describe('one query at a time on each database connection', () => {
  it('while a pilot asks for a plane and the owner approves, then cancels (each mails the other side in the transaction)', async () => {
    const start = new Date(Date.now() + 10 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const end = new Date(start.getTime() + 2 * 3_600_000);
    const asked = await pilot.agent.post(`/api/share/${rental}/requests`).set(V).send({ start: start.toISOString(), end: end.toISOString(), message: 'Local flight' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await owner.agent.post(`/api/requests/${asked.body.id}/approve`).set(V).send({})).status).toBe(200);
    expect((await owner.agent.post(`/api/requests/${asked.body.id}/cancel`).set(V).send({ reason: 'The engine needs a look' })).status).toBe(200);
    expect(watch.overlaps).toEqual([]);
  });

  it('while a pilot writes to the owner and the owner answers (each in a transaction that may mail)', async () => {
    const started = await pilot.agent.post('/api/conversations').set(V).send({ shareId: rental, text: 'Is the Skyhawk free on Saturday?' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const answered = await owner.agent.post(`/api/conversations/${started.body.conversation.id}/messages`).set(V).send({ text: 'It is.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(watch.overlaps).toEqual([]);
  });
});
