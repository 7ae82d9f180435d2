import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';

/** The deployment's PgBouncer settings (compose.yaml mounts the same file). */
export const PGBOUNCER_INI = fileURLToPath(new URL('../../deploy/pgbouncer.ini', import.meta.url));

const BINARY = process.env.PGBOUNCER_BIN || '/usr/sbin/pgbouncer';

/**
 * Whether Debian's pgbouncer (apt-get install pgbouncer; .ci/run installs it) can run here. Without it the
 * tests that need it are skipped with a message, except in CI (CI set), where its absence is a failure.
 */
export function pgbouncerAvailable(): boolean {
  const found = spawnSync(BINARY, ['--version'], { encoding: 'utf8' }).status === 0;
  if (!found && process.env.CI) throw new Error(`${BINARY} is missing: CI must install it (apt-get install pgbouncer, see .ci/run)`);
  if (!found) console.warn(`[pgbouncer tests] skipped: ${BINARY} is not installed (apt-get install pgbouncer to run them)`);
  return found;
}

export interface PgBouncerOptions {
  /** The [databases] entries, name to connection string (`host=... port=... dbname=... connect_query='...'`). */
  databases: Record<string, string>;
  /** The accounts clients log in with (the auth_file); pgbouncer logs in to the servers with the same. */
  users: Record<string, string>;
  /** [pgbouncer] settings that replace the file's (pool sizes, round robin...); listen_port is chosen here. */
  settings?: Record<string, string | number>;
}

export interface PgBouncer {
  port: number;
  /** postgres://user:password@127.0.0.1:port/database through the pooler. */
  url: (user: string, database: string) => string;
  /** The lines pgbouncer logged so far (its stderr). */
  log: () => string;
  /** SIGTERM, and waits for the exit: its clients' connections are closed. */
  stop: () => Promise<void>;
  /** Starts it again after stop(), on the same port with the same settings; resolves once it listens. */
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  destroy: () => Promise<void>;
}

/**
 * A real pgbouncer started from deploy/pgbouncer.ini with only what must differ on this machine replaced:
 * the databases, the address and a free port, the auth_file, no Unix socket, the log on stderr, and the
 * settings asked. In a temporary folder, stopped by the caller; never the system service.
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-pgbouncer-'));
  // As root pgbouncer refuses to run: it is started with -u postgres (the embedded server's user too), which must read here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const authFile = path.join(dir, 'userlist.txt');
  const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;
  writeFileSync(authFile, Object.entries(options.users).map(([u, p]) => `${quoted(u)} ${quoted(p)}\n`).join(''), { mode: 0o644 });
  const ini = renderPgBouncerIni(readFileSync(PGBOUNCER_INI, 'utf8'), options.databases, {
    listen_addr: '127.0.0.1',
    listen_port: port,
    unix_socket_dir: '',
    auth_file: authFile,
    logfile: '',
    pidfile: '',
    admin_users: Object.keys(options.users)[0] ?? '',
    stats_users: Object.keys(options.users)[0] ?? '',
    ...options.settings,
  });
  const iniFile = path.join(dir, 'pgbouncer.ini');
  writeFileSync(iniFile, ini, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  let output = '';
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const launch = async () => {
    const started = spawn(BINARY, [...(asRoot ? ['-u', 'postgres'] : []), iniFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await untilListening(started, port, () => output);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGTERM');
    await exited;
  };
  const url = (user: string, database: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(options.users[user] ?? '')}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const destroy = async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await launch();
  } catch (e) {
    await destroy();
    throw e;
  }
  return { port, url, log: () => output, stop, start: () => (child ? Promise.resolve() : launch()), destroy };
}

/** The admin console's SHOW <what> (POOLS, STATS, SERVERS...) as rows. */
export async function showPgBouncer(url: string, what: string): Promise<Array<Record<string, unknown>>> {
  const console = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/pgbouncer') });
  await console.connect();
  try {
    // The admin console speaks the simple query protocol only.
    return (await console.query({ text: `show ${what}`, queryMode: 'simple' } as pg.QueryConfig)).rows;
  } finally {
    await console.end();
  }
}

/**
 * deploy/pgbouncer.ini with its [databases] section replaced by `databases` and the [pgbouncer] settings
 * named in `settings` replaced (or added when the file has none of that name); comments and the rest kept.
 */
export function renderPgBouncerIni(source: string, databases: Record<string, string>, settings: Record<string, string | number>): string {
  const pending = new Map(Object.entries(settings).map(([k, v]) => [k, String(v)]));
  const out: string[] = [];
  let section = '';
  const flushPending = () => {
    if (section === 'pgbouncer') for (const [k, v] of pending) out.push(`${k} = ${v}`);
    if (section === 'pgbouncer') pending.clear();
  };
  for (const line of source.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      flushPending();
      section = header[1]!.trim();
      out.push(line);
      if (section === 'databases') for (const [name, conn] of Object.entries(databases)) out.push(`${name} = ${conn}`);
      continue;
    }
    const setting = /^\s*([A-Za-z_*][\w.*-]*)\s*=/.exec(line);
    if (section === 'databases' && setting) continue;
    if (section === 'pgbouncer' && setting && pending.has(setting[1]!)) {
      out.push(`${setting[1]} = ${pending.get(setting[1]!)}`);
      pending.delete(setting[1]!);
      continue;
    }
    out.push(line);
  }
  flushPending();
  return out.join('\n');
}

/** Until pgbouncer accepts TCP connections on its port (it may also exit on a bad setting: its log says why). */
async function untilListening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`pgbouncer exited (${child.exitCode ?? child.signalCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on port ${port} within 10 s: ${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
