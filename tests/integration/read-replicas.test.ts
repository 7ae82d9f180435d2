import type { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { lsnNumber, type ReplicaReads, type ReplicaState } from '../../adapters/persistence/read-replicas.js';
import { startPrimaryAndReplica, type PrimaryAndReplica } from '../support/streaming-replica.js';
import { RAISED_LIMITS, V } from '../support/test-app.js';

/**
 * Read replicas (issue 43) on a real primary and a real hot standby streaming from it (tests/support/
 * streaming-replica.ts). Where a read went is seen in what it answers: while the standby's replay is paused
 * (pg_wal_replay_pause), a row written on the primary is missing from what the standby serves.
 */
let pr: PrimaryAndReplica;
let orm: MikroORM;
/** A connection to the standby, for pausing and resuming its replay (opened again after a restart). */
let standby: pg.Client;

async function connectStandby(): Promise<void> {
  standby = new pg.Client({ connectionString: pr.replica.url });
  standby.on('error', () => undefined); // the standby stopped under it: the test opens another one
  await standby.connect();
}
const dataDirs: string[] = [];
const apps: ReturnType<typeof compose>[] = [];
let airportId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);

/** The app on the test's primary, with these settings (the replica's checks every 100 ms). */
function appWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-replica-data-'));
  dataDirs.push(dataDir);
  const config = readConfig({
    HUMAN_CHECK: 'off', DATA_DIR: dataDir, PUBLIC_URL: 'http://wingshare.test', ALTCHA_HMAC_KEY: 'test-hmac-key',
    PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1', TRUST_PROXY: 'true', REPLICA_CHECK_MS: '100', ...RAISED_LIMITS, ...env,
  });
  const composed = compose(orm, config);
  apps.push(composed);
  return { composed, request: supertest(composed.app.callback()), reads: composed.replicaReads as ReplicaReads };
}

/** Sticky for 7 s, lag allowed up to 5 s: a paused standby keeps serving through a test. */
let patient: ReturnType<typeof appWith>;
/** No DATABASE_REPLICA_URLS: today's one database. */
let single: ReturnType<typeof appWith>;

/** Each visitor comes from an address of his own (TRUST_PROXY): the app keys a visitor's writes by it. */
const searchFrom = (app: { request: supertest.Agent | ReturnType<typeof supertest> }, ip: string) =>
  app.request.get('/api/search').query({ lat: 10, lng: -150, radius: 100_000, limit: 100 }).set(V).set('X-Forwarded-For', ip);

async function namesFound(app: { request: ReturnType<typeof supertest> }, ip: string): Promise<string[]> {
  const res = await searchFrom(app, ip);
  expect(res.status).toBe(200);
  return firstNames(res.body);
}

function firstNames(body: { results: { type: string; data: { first?: string } }[] }): string[] {
  return body.results.filter((r) => r.type === 'user').map((r) => r.data.first!);
}

/** Checks the replicas again and again until `done` holds: the checks are the signal, no timer is waited on. */
async function until(reads: ReplicaReads, done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await reads.check();
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}: ${JSON.stringify(reads.status())}`);
  }
}

const stateOf = (reads: ReplicaReads): ReplicaState => reads.status()[0]!.state;

async function primaryPosition(): Promise<number> {
  const [row] = await sql<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  return lsnNumber(row!.lsn);
}

/** Until the standby serves and has replayed all the primary has written so far. */
async function caughtUp(reads: ReplicaReads): Promise<void> {
  const target = await primaryPosition();
  await until(reads, () => stateOf(reads) === 'serving' && (reads.status()[0]!.replayed ?? 0) >= target, 'the standby caught up');
}

async function pauseReplay(): Promise<void> {
  await standby.query('select pg_wal_replay_pause()');
  for (;;) {
    const { rows } = await standby.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
    if (rows[0]!.state === 'paused') return;
  }
}

const resumeReplay = () => standby.query('select pg_wal_replay_resume()');

async function pilot(firstname: string): Promise<void> {
  await sql(
    `insert into users (username, email, firstname, lastname, airport_id, is_discoverable) values (?, ?, ?, 'Lee', ?, true)`,
    [firstname.toLowerCase(), `${firstname.toLowerCase()}@example.com`, firstname, airportId],
  );
}

beforeAll(async () => {
  pr = await startPrimaryAndReplica();
  orm = await openDatabase(pr.primary.url, { poolMax: 5 });
  const [row] = await sql<{ id: number }>(`insert into airports (location_id, facility, city, state, lat, long) values ('RPZ', 'Replica Field', 'Testville', 'HI', 10, -150) returning id`);
  airportId = row!.id;
  await pilot('Amelia');
  await connectStandby();
  single = appWith({});
  patient = appWith({ DATABASE_REPLICA_URLS: pr.replica.url, REPLICA_MAX_LAG_MS: '5000', REPLICA_STICKY_SECONDS: '7' });
  await caughtUp(patient.reads);
}, 60_000);

afterAll(async () => {
  await standby?.end();
  for (const app of apps) await app.close();
  await orm?.close();
  await pr?.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('without DATABASE_REPLICA_URLS', () => {
  it('reads everything from the one database, a write visible at once', async () => {
    expect(single.reads).toBeNull();
    await pilot('Bessie');
    expect(await namesFound(single, '10.0.1.1')).toContain('Bessie');
  });
});

describe('public reads on a replica', () => {
  it("serve a visitor's search from the standby: a row it has not replayed is missing until it has", async () => {
    await caughtUp(patient.reads);
    await pauseReplay();
    try {
      await pilot('Cora');
      // The primary has Cora; the standby, paused, has not.
      expect(await namesFound(single, '10.0.2.1')).toContain('Cora');
      expect(await namesFound(patient, '10.0.2.1')).not.toContain('Cora');
      // The search's copies of the counters are per database: the primary's fresh stamp does not leak into the standby's.
      expect(await namesFound(single, '10.0.2.1')).toContain('Cora');
      expect(await namesFound(patient, '10.0.2.2')).not.toContain('Cora');
    } finally {
      await resumeReplay();
    }
    await caughtUp(patient.reads);
    expect(await namesFound(patient, '10.0.2.1')).toContain('Cora');
  });

  it('send a writer to the primary until the standby has replayed his write (read-your-writes)', async () => {
    const pat = patient.request;
    const ip = '10.0.3.1';
    const signUp = await pat.post('/api/user').set(V).set('X-Forwarded-For', ip)
      .send({ user: { username: 'pat', email: 'pat@example.com', password: 'flying-high', firstname: 'Pat', lastname: 'Lee' } });
    expect(signUp.status).toBe(201);
    const bearer = `Bearer ${signUp.body.token as string}`;
    await caughtUp(patient.reads);
    await pauseReplay();
    try {
      const put = await pat.patch('/api/user').set(V).set('X-Forwarded-For', ip).set('Authorization', bearer)
        .send({ user: { isDiscoverable: true, airport: airportId } });
      expect(put.status).toBe(200);
      // Pat sees himself on the map at once, from another address too (his account is the key)...
      const his = await searchFrom(patient, '10.0.3.2').set('Authorization', bearer);
      expect(firstNames(his.body)).toContain('Pat');
      // ...a visitor, served by the paused standby, does not yet.
      expect(await namesFound(patient, '10.0.3.3')).not.toContain('Pat');
    } finally {
      await resumeReplay();
    }
    await caughtUp(patient.reads);
    expect(await namesFound(patient, '10.0.3.3')).toContain('Pat');
  });
});

describe('a replica left out', () => {
  it('past REPLICA_MAX_LAG_MS: its reads go to the primary until it catches up', async () => {
    const strict = appWith({ DATABASE_REPLICA_URLS: pr.replica.url, REPLICA_MAX_LAG_MS: '300', REPLICA_STICKY_SECONDS: '2' });
    await caughtUp(strict.reads);
    await pauseReplay();
    try {
      await pilot('Dora');
      await until(strict.reads, () => stateOf(strict.reads) === 'lagging', 'the paused standby is found lagging');
      expect(strict.reads.status()[0]!.lagMs).toBeGreaterThan(300);
      // The strict app reads from the primary; the patient one still from the (paused) standby.
      expect(await namesFound(strict, '10.0.4.1')).toContain('Dora');
      expect(await namesFound(patient, '10.0.4.1')).not.toContain('Dora');
    } finally {
      await resumeReplay();
    }
    await caughtUp(strict.reads);
    expect(strict.reads.status()[0]!).toMatchObject({ state: 'serving', reason: null });
  });

  it('stopped: a read under way falls back to the primary (no 500), and it is taken back once it answers again', async () => {
    // Checked only when the test says so (one check at the start, the next a minute later): the read below
    // reaches the stopped standby before any check has noticed.
    const manual = appWith({ DATABASE_REPLICA_URLS: pr.replica.url, REPLICA_CHECK_MS: '60000', REPLICA_MAX_LAG_MS: '5000', REPLICA_STICKY_SECONDS: '130' });
    await caughtUp(manual.reads);
    await pr.replica.stop();
    try {
      await pilot('Edna');
      expect(await namesFound(manual, '10.0.5.1')).toContain('Edna');
      // The failed read left it out at once.
      expect(manual.reads.status()[0]!.state).toBe('down');
      await manual.reads.check();
      expect(manual.reads.status()[0]!.state).toBe('down');
      expect(await namesFound(manual, '10.0.5.2')).toContain('Edna');
    } finally {
      await pr.replica.start();
      await connectStandby();
    }
    await caughtUp(manual.reads);
    // Serving again: a row it has not replayed is missing from its answers once more.
    await pauseReplay();
    try {
      await pilot('Flo');
      expect(await namesFound(manual, '10.0.5.3')).not.toContain('Flo');
    } finally {
      await resumeReplay();
    }
  });
});
