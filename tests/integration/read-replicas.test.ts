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
import { insertedEnd, lsnNumber, type ReplicaReads, type ReplicaState } from '../../adapters/persistence/read-replicas.js';
import { startPrimaryAndReplica, type PrimaryAndReplica } from '../support/streaming-replica.js';
import { RAISED_LIMITS, V } from '../support/test-app.js';
import { redisServerAvailable, startRedisServer } from '../support/redis-server.js';
import { FreezingProxy } from '../support/freezing-proxy.js';
import type { RedisWritePositions } from '../../adapters/persistence/write-positions.js';

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
  return insertedEnd(lsnNumber(row!.lsn));
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

  it("serve a listing's page and the professionals directory from the standby, through its own MikroORM", async () => {
    const [owner] = await sql<{ id: number }>("select id from users where username = 'amelia'");
    const [aircraft] = await sql<{ id: number }>(`insert into aircraft (make, model, year, tags) values ('Cessna', '172S', 2001, '{}') returning id`);
    const [share] = await sql<{ id: number }>(
      `insert into shares (aircraft_id, owner_id, type, title, description, rate_per_hour, is_active, airport_id, list_date)
       values (?, ?, 'PRIVATE_OWNER_RENTAL', 'Before the pause', 'Hangared.', 150, true, ?, now()) returning id`,
      [aircraft!.id, owner!.id, airportId],
    );
    await sql(`insert into instructors (user_id, business_name, rate_per_hour, about, airport_id, tags, is_discoverable) values (?, 'Amelia Flight School', 70, 'Teaches well.', ?, '{}', true)`, [owner!.id, airportId]);
    await caughtUp(patient.reads);
    await pauseReplay();
    try {
      await sql(`update shares set title = 'After the pause' where id = ?`, [share!.id]);
      await sql(`update instructors set business_name = 'Renamed School' where user_id = ?`, [owner!.id]);
      const page = await patient.request.get(`/api/share?id=${share!.id}`).set(V).set('X-Forwarded-For', '10.0.7.1');
      expect(page.status).toBe(200);
      expect(page.body.shares[0].title).toBe('Before the pause');
      const directory = await patient.request.get('/api/instructor').set(V).set('X-Forwarded-For', '10.0.7.1');
      expect(directory.body.instructors.map((i: { businessName: string }) => i.businessName)).toEqual(['Amelia Flight School']);
      // Served, not fallen back: the standby is still in.
      expect(stateOf(patient.reads)).toBe('serving');
      expect((await single.request.get(`/api/share?id=${share!.id}`).set(V)).body.shares[0].title).toBe('After the pause');
    } finally {
      await resumeReplay();
    }
    await caughtUp(patient.reads);
    expect((await patient.request.get(`/api/share?id=${share!.id}`).set(V).set('X-Forwarded-For', '10.0.7.1')).body.shares[0].title).toBe('After the pause');
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

  it('frozen (no answer, connections open): a read waiting on it goes to the primary once a check finds it down', async () => {
    const proxy = await FreezingProxy.start({ host: '127.0.0.1', port: pr.replica.port });
    try {
      // No statement time limit: without the check, the read would wait for ever.
      const frozen = appWith({
        DATABASE_REPLICA_URLS: pr.replica.url.replace(`:${pr.replica.port}/`, `:${proxy.port}/`),
        DB_QUERY_TIMEOUT_SECONDS: '0', REPLICA_MAX_LAG_MS: '5000', REPLICA_STICKY_SECONDS: '7',
      });
      await caughtUp(frozen.reads);
      expect(await namesFound(frozen, '10.0.8.1')).toContain('Bessie'); // a pooled connection to the standby, open
      await pilot('Gail');
      await caughtUp(frozen.reads);
      proxy.freeze();
      const started = Date.now();
      expect(await namesFound(frozen, '10.0.8.2')).toContain('Gail');
      expect(stateOf(frozen.reads)).toBe('down');
      expect(Date.now() - started).toBeLessThan(10_000);
      proxy.thaw();
      await caughtUp(frozen.reads);
    } finally {
      proxy.thaw();
      for (const app of apps.splice(apps.length - 1)) await app.close();
      await proxy.close();
    }
  });
});

describe.runIf(redisServerAvailable())('two app processes sharing Redis (a real redis-server)', () => {
  it('a write through one process sends the writer to the primary in the other', async () => {
    const redis = await startRedisServer();
    try {
      const env = { DATABASE_REPLICA_URLS: pr.replica.url, REPLICA_MAX_LAG_MS: '5000', REPLICA_STICKY_SECONDS: '7', REDIS_URL: redis.url };
      const [one, two] = [appWith(env), appWith(env)];
      const shared = (app: typeof one) => (app.reads.positions as RedisWritePositions).ready;
      await until(two.reads, () => shared(one) && shared(two) && stateOf(one.reads) === 'serving' && stateOf(two.reads) === 'serving', 'both processes reach Redis');
      const ip = '10.0.6.1';
      const signUp = await one.request.post('/api/user').set(V).set('X-Forwarded-For', ip)
        .send({ user: { username: 'quinn', email: 'quinn@example.com', password: 'flying-high', firstname: 'Quinn', lastname: 'Lee' } });
      expect(signUp.status).toBe(201);
      const bearer = `Bearer ${signUp.body.token as string}`;
      await caughtUp(two.reads);
      await pauseReplay();
      try {
        expect((await one.request.patch('/api/user').set(V).set('X-Forwarded-For', ip).set('Authorization', bearer)
          .send({ user: { isDiscoverable: true, airport: airportId } })).status).toBe(200);
        // Through the other process, from another address: still his account's write, still the primary.
        expect(firstNames((await searchFrom(two, '10.0.6.2').set('Authorization', bearer)).body)).toContain('Quinn');
        expect(await namesFound(two, '10.0.6.3')).not.toContain('Quinn');
      } finally {
        await resumeReplay();
      }
    } finally {
      // The apps let go of Redis first (no "cannot be reached" line from their rate limits).
      for (const app of apps.splice(apps.length - 2)) await app.close();
      await redis.stop();
    }
  });
});
