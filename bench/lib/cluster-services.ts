import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { PG_PASSWORD, PG_USER, postgresUser } from './cluster-postgres.js';
import { HAPROXY_CFG, renderHaproxyCfg } from './haproxy-config.js';
import { PGBOUNCER_INI, renderPgBouncerIni } from './pgbouncer.js';

/** deploy/haproxy.cfg's backend of the app processes. */
const BACKEND = 'wingshare';

/** A Debian daemon (pgbouncer, haproxy) run in the foreground by the bench, its config and pid in the bench's folder. */
export class Daemon {
  private child: ChildProcess | null = null;
  private readonly logLines: string[] = [];

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly asPostgres = false,
  ) {}

  lines(): string[] {
    return [...this.logLines];
  }

  pid(): number | null {
    return this.child && this.child.exitCode === null && this.child.signalCode === null ? this.child.pid! : null;
  }

  /** Starts it; resolves once `port` accepts connections. */
  async start(port: number): Promise<void> {
    const child = spawn(this.command, this.args, { ...(this.asPostgres ? postgresUser() : {}), stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter((l) => l.trim())) {
          this.logLines.push(line);
          if (this.logLines.length > 5_000) this.logLines.splice(0, 1_000);
          if (process.env.BENCH_VERBOSE) console.log(`  [${this.name}] ${line}`);
        }
      });
    }
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`${this.name} exited (${code ?? signal}):\n${this.logLines.slice(-10).join('\n')}`))));
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port, 20_000, this.name), exited]);
  }

  /** SIGHUP: pgbouncer and haproxy (master-worker) read their config again. */
  reload(): void {
    this.child?.kill('SIGHUP');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || this.pid() === null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${what} does not accept connections on port ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function installed(binary: string): boolean {
  return spawnSync(binary, ['--version'], { encoding: 'utf8' }).status === 0 || spawnSync(binary, ['-v'], { encoding: 'utf8' }).status === 0;
}

export interface PoolerTargets {
  /** Database name (as the apps ask for it) to the server it is on. */
  databases: Record<string, { port: number; dbname: string }>;
}

/**
 * PgBouncer in transaction mode in front of the primary (its databases: the app's and the scenarios' own), its ini
 * written by the bench. Repointing a database after a failover rewrites the ini and sends SIGHUP (RELOAD).
 */
export class Pooler {
  readonly daemon: Daemon;
  private targets: PoolerTargets;

  private constructor(
    private readonly dir: string,
    readonly port: number,
    targets: PoolerTargets,
  ) {
    this.targets = targets;
    this.daemon = new Daemon('pgbouncer', 'pgbouncer', [path.join(dir, 'pgbouncer.ini')], true);
  }

  static async start(dir: string, targets: PoolerTargets): Promise<Pooler> {
    const pooler = new Pooler(dir, await freePort(), targets);
    writeFileSync(path.join(dir, 'userlist.txt'), `"${PG_USER}" "${PG_PASSWORD}"\n`);
    chmodSync(path.join(dir, 'userlist.txt'), 0o644);
    pooler.write();
    await pooler.daemon.start(pooler.port);
    return pooler;
  }

  url(database: string): string {
    return `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${this.port}/${database}`;
  }

  /** Points `database` at another server (the promoted replica); reload() makes new server connections go there. */
  repoint(database: string, port: number, reload = true): void {
    this.targets = { databases: { ...this.targets.databases, [database]: { ...this.targets.databases[database]!, port } } };
    this.write();
    if (reload) this.reload();
  }

  /** RELOAD (SIGHUP): PgBouncer reads its ini again; a database whose server changed gets new server connections. */
  reload(): void {
    this.daemon.reload();
  }

  /** deploy/pgbouncer.ini (the deployment's settings) with only this machine's addresses, ports and files put in. */
  private write(): void {
    const source = readFileSync(PGBOUNCER_INI, 'utf8');
    // Each database gets the deployment's connect_query (the statement time limit the pooler sets per server connection).
    const connectQuery = /connect_query='[^']*'/.exec(source)?.[0] ?? '';
    const databases = Object.fromEntries(
      Object.entries(this.targets.databases).map(([name, t]) => [name, `host=127.0.0.1 port=${t.port} dbname=${t.dbname} ${connectQuery}`.trim()]),
    );
    const ini = renderPgBouncerIni(source, databases, {
      listen_addr: '127.0.0.1', listen_port: this.port, unix_socket_dir: '', auth_file: path.join(this.dir, 'userlist.txt'),
      logfile: '', pidfile: '', admin_users: PG_USER, stats_users: PG_USER,
    });
    writeFileSync(path.join(this.dir, 'pgbouncer.ini'), ini);
    chmodSync(path.join(this.dir, 'pgbouncer.ini'), 0o644);
  }
}

/**
 * HAProxy in front of the app processes, from deploy/haproxy.cfg (bench/lib/haproxy-config.ts puts in this
 * machine's servers and ports, and an admin socket for `show stat`): round robin, each app checked on GET
 * /api/health, a request whose connection to an app fails sent to another (retries, redispatch), and the apps
 * again unchecked as backups when every check fails (the database away: the apps answer their own 503).
 */
export class Balancer {
  readonly daemon: Daemon;

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.daemon = new Daemon('haproxy', 'haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')]);
  }

  static async start(dir: string, apps: { name: string; port: number }[]): Promise<Balancer> {
    const balancer = new Balancer(dir, await freePort());
    const cfg = renderHaproxyCfg(readFileSync(HAPROXY_CFG, 'utf8'), {
      apps: apps.map((a) => ({ name: a.name, host: '127.0.0.1', port: a.port })),
      bind: `127.0.0.1:${balancer.port}`,
      stats: null,
      global: [`stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin`],
    });
    writeFileSync(path.join(dir, 'haproxy.cfg'), cfg);
    await balancer.daemon.start(balancer.port);
    return balancer;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Each checked server's state as HAProxy sees it (UP, DOWN, ...), from `show stat` on its admin socket. */
  async serverStates(): Promise<Record<string, { status: string; sessions: number; current: number; errors: number }>> {
    const csv = await this.command('show stat');
    const [head, ...rows] = csv.split('\n').filter((l) => l.trim());
    const cols = head!.replace(/^# /, '').split(',');
    const at = (name: string) => cols.indexOf(name);
    const out: Record<string, { status: string; sessions: number; current: number; errors: number }> = {};
    for (const row of rows) {
      const f = row.split(',');
      if (f[at('pxname')] !== BACKEND || ['BACKEND', 'FRONTEND'].includes(f[at('svname')]!) || f[at('svname')]!.endsWith('-unchecked')) continue;
      out[f[at('svname')]!] = { status: f[at('status')]!, sessions: Number(f[at('stot')]), current: Number(f[at('scur')]), errors: Number(f[at('eresp')]) + Number(f[at('econ')]) };
    }
    return out;
  }

  /** Points HAProxy's server `name` (and its unchecked backup) at another port: an app started again after a kill listens on a new one. */
  async setServerPort(name: string, port: number): Promise<void> {
    for (const server of [name, `${name}-unchecked`]) await this.command(`set server ${BACKEND}/${server} addr 127.0.0.1 port ${port}`);
  }

  private command(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let out = '';
      const s = net.connect(path.join(this.dir, 'haproxy.sock'), () => s.write(`${text}\n`));
      s.on('data', (d: Buffer) => (out += d.toString()));
      s.on('end', () => resolve(out));
      s.on('error', reject);
    });
  }
}
