import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedisServer, type RedisServer } from '../../tests/support/redis-server.js';
import { spawnTs, startApp, type AppHandle, type ChildHandle } from './app-process.js';
import { startReplicatedPair, type PgServer, type ReplicatedPair } from './cluster-postgres.js';
import { Balancer, installed, Pooler } from './cluster-services.js';
import { seedDataset, type Dataset } from './dataset.js';
import { FaultProxy } from './fault-proxy.js';

export const DB = 'wingshare';
/** The money scenario's database, on the same servers and pooler (its seed would collide with the listings'). */
export const MONEY_DB = 'wingshare_money';
/** The webhook scenario's database: its app processes run in Stripe mode on rentals of their own. */
export const HOOKS_DB = 'wingshare_hooks';

export interface TopologyOptions {
  apps: number;
  workers: number;
  dataset: { shares: number; pilots: number };
  log: (line: string) => void;
}

export interface AppNode {
  name: string;
  app: AppHandle;
  /** Its links: to the pooler (primary), to the replica (reached directly, as docs/operations.md has it), straight to the primary (migrations, locks), to Redis. */
  links: { db: FaultProxy; replica: FaultProxy; direct: FaultProxy; redis: FaultProxy };
  env: Record<string, string>;
}

export interface WorkerNode {
  name: string;
  worker: ChildHandle;
  links: { db: FaultProxy; direct: FaultProxy };
}

/**
 * The one-machine cluster of `npm run bench:cluster`, all real parts: a primary PostgreSQL and its synchronous
 * streaming replica, PgBouncer (transaction mode) in front of the primary, a redis-server, `apps` app processes behind
 * HAProxy, `workers` job workers (adapters/worker-main.ts); and between every app or worker and the database or
 * Redis, a fault proxy of its own (bench/lib/fault-proxy.ts) the scenarios slow down, cut or repoint.
 */
export class Topology {
  readonly proxies: FaultProxy[] = [];
  readonly appNodes: AppNode[] = [];
  readonly workerNodes: WorkerNode[] = [];
  pair!: ReplicatedPair;
  pooler!: Pooler;
  balancer!: Balancer;
  redis!: RedisServer;
  dataset!: Dataset;
  /** The server that takes writes now (the replica after a failover). */
  primary!: PgServer;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'wingshare-cluster-'));
  /** The job workers' DATA_DIRs, deleted at the end with the rest. */
  private readonly workerDirs: string[] = [];

  constructor(private readonly options: TopologyOptions) {
    chmodSync(this.dir, 0o777);
  }

  static missingPackages(): string[] {
    return ['pgbouncer', 'haproxy', 'redis-server'].filter((b) => !installed(b));
  }

  async start(): Promise<void> {
    const { log } = this.options;
    log('starting the primary PostgreSQL, seeding it, and cloning its streaming replica');
    this.pair = await startReplicatedPair([DB, MONEY_DB, HOOKS_DB], async (port) => {
      const url = `postgres://postgres:wingshare-embedded@127.0.0.1:${port}`;
      this.dataset = await seedDataset(`${url}/${DB}`, this.options.dataset);
      // The money database migrated too, so its workers start on the schema (they do not migrate).
      const { openDatabase } = await import('../../adapters/persistence/orm.js');
      for (const other of [MONEY_DB, HOOKS_DB]) await (await openDatabase(`${url}/${other}`, { poolMax: 1 })).close();
    });
    this.primary = this.pair.primary;
    log(`primary on ${this.pair.primary.port}, replica on ${this.pair.replica.port} (synchronous, streaming)`);
    this.pooler = await Pooler.start(this.dir, {
      databases: {
        [DB]: { port: this.pair.primary.port, dbname: DB },
        [MONEY_DB]: { port: this.pair.primary.port, dbname: MONEY_DB },
        [HOOKS_DB]: { port: this.pair.primary.port, dbname: HOOKS_DB },
      },
    });
    this.redis = await startRedisServer();
    log(`pgbouncer on ${this.pooler.port} (transaction mode), redis-server on ${this.redis.port}`);

    const apps = await Promise.all(Array.from({ length: this.options.apps }, (_, i) => this.startAppNode(`app${i + 1}`)));
    this.appNodes.push(...apps);
    this.balancer = await Balancer.start(this.dir, this.appNodes.map((n) => ({ name: n.name, port: n.app.port })));
    await this.waitAllUp();
    log(`haproxy on ${this.balancer.port} in front of ${this.appNodes.map((n) => `${n.name} (pid ${n.app.pid})`).join(', ')}`);
    for (let i = 0; i < this.options.workers; i++) this.workerNodes.push(await this.startWorkerNode(`worker${i + 1}`));
    log(`${this.workerNodes.length} job workers running (pids ${this.workerNodes.map((w) => w.worker.pid).join(', ')})`);
  }

  async proxy(name: string, port: number): Promise<FaultProxy> {
    const p = new FaultProxy(name, { host: '127.0.0.1', port });
    await p.listen();
    this.proxies.push(p);
    return p;
  }


  private urlVia(p: FaultProxy, database: string) {
    return `postgres://postgres:wingshare-embedded@127.0.0.1:${p.address.port}/${database}`;
  }

  /** An app process on its own links (not in HAProxy until restartApp puts it there), on `database`. */
  async startAppNode(name: string, extraEnv: Record<string, string> = {}, database = DB): Promise<AppNode> {
    const db = await this.proxy(`${name}.db`, this.pooler.port);
    const replica = await this.proxy(`${name}.replica`, this.pair.replica.port);
    const direct = await this.proxy(`${name}.direct`, this.primary.port);
    const redis = await this.proxy(`${name}.redis`, this.redis.port);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${redis.address.port}`,
      // The replica serves the app's database only; another database reads from its primary.
      ...(database === DB ? { DATABASE_REPLICA_URLS: this.urlVia(replica, DB) } : {}),
      DATABASE_DIRECT_URL: this.urlVia(direct, database),
      BENCH_POOL: '10',
      REQUEST_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_IP: '100000000', SIGNUP_LIMIT_PER_IP: '100000', UPLOAD_LIMIT_PER_USER: '100000000',
      ALERT_WORKER: 'off',
      // A login costs ~300 ms of CPU at the default; the scenarios sign up dozens of pilots on two cores.
      PASSWORD_HASH_MEMORY_KIB: '4096', PASSWORD_HASH_PASSES: '1',
      PGAPPNAME: name,
      ...extraEnv,
    };
    const app = await startApp(this.urlVia(db, database), env);
    return { name, app, links: { db, replica, direct, redis }, env };
  }

  /** Closes the links of an app node that was stopped for good (the webhook scenario's own apps). */
  forget(node: AppNode): void {
    for (const link of Object.values(node.links)) {
      void link.close();
      this.proxies.splice(this.proxies.indexOf(link), 1);
    }
  }

  /** Starts the app of `node` again (after a kill), on its own links and a new port, and puts it in HAProxy's place of the old one. */
  async restartApp(node: AppNode): Promise<AppNode> {
    const fresh = await this.startAppNode(node.name, node.env);
    this.appNodes[this.appNodes.indexOf(node)] = fresh;
    await this.balancer.setServerPort(node.name, fresh.app.port);
    return fresh;
  }

  private async startWorkerNode(name: string): Promise<WorkerNode> {
    const db = await this.proxy(`${name}.db`, this.pooler.port);
    const direct = await this.proxy(`${name}.direct`, this.primary.port);
    const dataDir = mkdtempSync(path.join(tmpdir(), `wingshare-cluster-${name}-`));
    this.workerDirs.push(dataDir);
    const worker = spawnTs('adapters/worker-main.ts', {
      DATABASE_URL: this.urlVia(db, DB), DATABASE_DIRECT_URL: this.urlVia(direct, DB), DATA_DIR: dataDir,
      ALERT_TOKEN_KEY: 'bench-cluster', ALTCHA_HMAC_KEY: 'bench', PUBLIC_URL: 'http://wingshare.bench', PGAPPNAME: name,
    });
    await worker.waitForLine(/alert worker .* started/, 120_000);
    return { name, worker, links: { db, direct } };
  }

  /** Waits until HAProxy has every app UP (its health checks passed). */
  async waitAllUp(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const states = await this.balancer.serverStates();
      if (this.appNodes.every((n) => states[n.name]?.status === 'UP')) return;
      if (Date.now() > until) throw new Error(`HAProxy does not see every app UP after ${timeoutMs} ms: ${JSON.stringify(states)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * The ERROR lines the two PostgreSQL servers logged, by message (numbers and quoted values blanked): the
   * expected ones (a refused overlapping approval, the connections a stop ended) beside any that should not be.
   */
  serverErrors(): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    for (const server of [this.pair.primary, this.pair.replica]) {
      const byMessage: Record<string, number> = {};
      for (const line of server.lines()) {
        const m = /(ERROR|FATAL|PANIC):\s+(.*)$/.exec(line);
        if (!m) continue;
        const key = `${m[1]}: ${m[2]!.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N')}`.slice(0, 160);
        byMessage[key] = (byMessage[key] ?? 0) + 1;
      }
      out[server.name] = byMessage;
    }
    return out;
  }

  /** Every database link of every app and worker (the pooler's, the replica's, the direct one). */
  databaseLinks(): FaultProxy[] {
    return this.proxies.filter((p) => /\.(db|replica|direct)$/.test(p.name));
  }

  async stop(): Promise<void> {
    await Promise.all(this.workerNodes.map((w) => w.worker.stop().catch(() => undefined)));
    await Promise.all(this.appNodes.map((n) => n.app.stop().catch(() => undefined)));
    await this.balancer?.daemon.stop();
    await this.pooler?.daemon.stop();
    await this.redis?.stop();
    await Promise.all(this.proxies.map((p) => p.close()));
    await this.pair?.destroy();
    for (const d of [this.dir, ...this.workerDirs]) rmSync(d, { recursive: true, force: true });
  }
}
