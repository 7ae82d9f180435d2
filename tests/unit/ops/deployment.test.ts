import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';
import { KEEP_ALIVE_MS } from '../../../adapters/http/listen.js';
import { HEALTH_PATH } from '../../../adapters/http/middleware/health.middleware.js';
import { HAPROXY_CFG, haproxyAvailable, haproxyRefuses, renderHaproxyCfg } from '../../../bench/lib/haproxy-config.js';
import { renderPgBouncerIni } from '../../../bench/lib/pgbouncer.js';

// Issue 43 point 4: compose.yaml, deploy/pgbouncer.ini and deploy/haproxy.cfg describe one topology with the
// app's own settings. Nothing is started (there is no container runtime here): the files are read and
// checked against each other and against the app (the settings it reads, its health route, its time limits).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
}
const compose = load(read('compose.yaml')) as { services: Record<string, Service> };
const services = compose.services;

/** `${NAME:-default}` and `${NAME:?message}` as a value the settings would parse, `${NAME}` as a word. */
const substituted = (value: string) => value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_m, name: string, fallback?: string) => fallback ?? `x${name.toLowerCase()}`);
const envOf = (name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, substituted(String(v))]));

const isWingshare = (s: Service) => s.image === 'wingshare:latest';
const appNames = Object.keys(services).filter((n) => isWingshare(services[n]!) && !services[n]!.command);
const workerNames = Object.keys(services).filter((n) => isWingshare(services[n]!) && services[n]!.command?.join(' ') === 'npm run worker');

/** pgbouncer.ini as sections of settings (`;` comments dropped). */
function ini(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      sections[section] ??= {};
      continue;
    }
    const [key, ...rest] = line.split('=');
    sections[section]![key!.trim()] = rest.join('=').trim();
  }
  return sections;
}
const bouncer = ini(read('deploy/pgbouncer.ini'));

/** haproxy.cfg's lines, comments dropped, under their section (`backend wingshare`...). */
function haproxySections(text: string): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      section = line.trim();
      sections[section] = [];
    } else sections[section]!.push(line.trim());
  }
  return sections;
}
const haproxy = haproxySections(read('deploy/haproxy.cfg'));
const seconds = (value: string) => (value.endsWith('ms') ? Number(value.slice(0, -2)) / 1000 : value.endsWith('s') ? Number(value.slice(0, -1)) : Number(value));
const haproxySetting = (section: string, name: string) => haproxy[section]?.find((l) => l.startsWith(`${name} `))?.slice(name.length + 1).trim();

/** host and port of a postgres:// or redis:// URL. */
const hostPort = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port), database: decodeURIComponent(u.pathname.slice(1)) };
};
/** The container path a service mounts a repository file at. */
const mountOf = (service: string, file: string) =>
  services[service]!.volumes?.map((v) => v.split(':')).find(([from]) => path.normalize(from!) === path.normalize(`./${file}`))?.[1];

describe('compose.yaml, deploy/pgbouncer.ini and deploy/haproxy.cfg', () => {
  it('have every part of the topology: HAProxy, app processes, job workers, PgBouncer, a primary and a replica, Redis', () => {
    for (const name of ['haproxy', 'pgbouncer', 'postgres-primary', 'postgres-replica', 'redis']) expect(Object.keys(services)).toContain(name);
    expect(appNames.length).toBeGreaterThanOrEqual(2);
    expect(workerNames.length).toBeGreaterThanOrEqual(1);
    // Mail, expiry and the money steps run in the workers only.
    for (const name of appNames) expect(envOf(name).ALERT_WORKER).toBe('off');
  });

  it('set on the app and the workers only settings the app reads, with values it accepts', () => {
    const settingsSource = read('adapters/composition/config.ts') + read('adapters/security/rate-limits/rate-limit-rules.ts');
    for (const name of [...appNames, ...workerNames]) {
      for (const variable of Object.keys(envOf(name))) {
        expect(new RegExp(`\\b${variable}\\b`).test(settingsSource), `${name}: ${variable} is not read by adapters/composition/config.ts`).toBe(true);
      }
      const config = readConfig(envOf(name));
      expect(config.databaseDirectUrl).not.toBe(config.databaseUrl);
      // Debian's pgbouncer 1.18 has no max_prepared_statements: the app must not name statements behind it.
      expect(bouncer.pgbouncer!.max_prepared_statements ?? '0').toBe('0');
      expect(config.preparedStatements).toBe(false);
      expect(config.trustProxy).toBe(true); // HAProxy sets X-Forwarded-For (option forwardfor)
    }
    expect(haproxy.defaults).toContain('option forwardfor');
  });

  it('point DATABASE_URL at PgBouncer in transaction mode, and it and DATABASE_DIRECT_URL at the same primary', () => {
    const env = envOf(appNames[0]!);
    const pooled = hostPort(env.DATABASE_URL!);
    expect(pooled.host).toBe('pgbouncer');
    expect(pooled.port).toBe(Number(bouncer.pgbouncer!.listen_port));
    expect(bouncer.pgbouncer!.pool_mode).toBe('transaction');
    const entry = bouncer.databases![pooled.database];
    expect(entry, `[databases] of deploy/pgbouncer.ini has no ${pooled.database}`).toBeDefined();
    const target = Object.fromEntries([...entry!.matchAll(/(\w+)=('(?:[^']|'')*'|\S+)/g)].map((m) => [m[1]!, m[2]!.replace(/^'|'$/g, '')]));
    const direct = hostPort(env.DATABASE_DIRECT_URL!);
    expect({ host: target.host, port: Number(target.port), database: target.dbname }).toEqual(direct);
    expect(services[direct.host]?.image).toMatch(/^postgres:/);
  });

  it('keep the statement time limit through the pooler: the startup parameter ignored, the same limit set by connect_query', () => {
    expect(bouncer.pgbouncer!.ignore_startup_parameters!.split(/\s*,\s*/)).toContain('statement_timeout');
    const entry = bouncer.databases![hostPort(envOf(appNames[0]!).DATABASE_URL!).database]!;
    const limit = /connect_query='SET statement_timeout = (\d+)'/i.exec(entry)?.[1];
    for (const name of [...appNames, ...workerNames]) expect(Number(limit)).toBe(readConfig(envOf(name)).dbQueryTimeoutMs);
  });

  it('size the pool below the primary\'s connections, with room for the direct ones', () => {
    const command = services['postgres-primary']!.command!.join(' ');
    const maxConnections = Number(/max_connections=(\d+)/.exec(command)?.[1] ?? 100);
    const pooled = Number(bouncer.pgbouncer!.default_pool_size) + Number(bouncer.pgbouncer!.reserve_pool_size ?? 0);
    expect(pooled + 10).toBeLessThanOrEqual(maxConnections);
  });

  it('stream the primary to the replica, send the app processes\' public reads there, and share the one Redis', () => {
    const replica = services['postgres-replica']!;
    expect(replica.image).toBe(services['postgres-primary']!.image);
    expect(replica.entrypoint?.join(' ')).toContain('replica-start');
    expect(read('deploy/postgres/replica-start.sh')).toMatch(/pg_basebackup -h postgres-primary -p 5432 .*-R/);
    for (const name of appNames) {
      const env = envOf(name);
      const replicas = readConfig(env).replicas.urls.map(hostPort);
      expect(replicas.length).toBeGreaterThanOrEqual(1);
      for (const r of replicas) {
        // Straight to each replica (not through the pooler), the primary's database.
        expect(services[r.host]?.entrypoint?.join(' ')).toContain('replica-start');
        expect(r.database).toBe(hostPort(env.DATABASE_DIRECT_URL!).database);
      }
    }
    for (const name of [...appNames, ...workerNames]) expect(hostPort(envOf(name).REDIS_URL!).host).toBe('redis');
    expect(services.redis!.image).toMatch(/^redis:/);
  });

  it('mount the deploy/ files the services need, where they read them', () => {
    expect(mountOf('pgbouncer', 'deploy/pgbouncer.ini')).toBe('/etc/pgbouncer/pgbouncer.ini');
    const start = read('deploy/pgbouncer-start.sh');
    expect(start).toContain('/etc/pgbouncer/pgbouncer.ini');
    expect(start).toContain(`> ${bouncer.pgbouncer!.auth_file}`);
    expect(mountOf('haproxy', 'deploy/haproxy.cfg')).toBe('/usr/local/etc/haproxy/haproxy.cfg');
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const from = volume.split(':')[0]!;
        if (from.startsWith('./')) expect(existsSync(path.join(ROOT, from)), `${from} is missing`).toBe(true);
      }
      if (service.build) expect(existsSync(path.join(ROOT, service.build.context, service.build.dockerfile)), service.build.dockerfile).toBe(true);
    }
  });

  it('balance over exactly the app services, checked on the app\'s health route, with time limits that let the app answer first', () => {
    const servers = haproxy['backend wingshare']!.filter((l) => l.startsWith('server ')).map((l) => l.split(/\s+/));
    const port = Number(/ENV .*\bPORT=(\d+)/.exec(read('deploy/Dockerfile'))?.[1]);
    const apps = appNames.map((n) => `${n}:${envOf(n).PORT ?? port}`).sort();
    expect(servers.filter((w) => w.includes('check')).map((w) => w[2]).sort()).toEqual(apps);
    // The same processes again, unchecked, for when every check fails (the database away): their own 503.
    expect(servers.filter((w) => w.includes('backup')).map((w) => w[2]).sort()).toEqual(apps);
    expect(servers.every((w) => w.includes('check') !== w.includes('backup'))).toBe(true);
    expect(haproxy['backend wingshare']).toContain('option allbackups');
    expect(haproxySetting('backend wingshare', 'http-check send')).toBe(`meth GET uri ${HEALTH_PATH}`);
    expect(services[appNames[0]!]!.healthcheck!.test!.join(' ')).toContain(`:${port}${HEALTH_PATH}`);
    // A slow request is the app's own 503 (its statement limit and rollback), not the balancer's 504.
    const limit = readConfig(envOf(appNames[0]!)).dbQueryTimeoutMs! / 1000;
    expect(seconds(haproxySetting('defaults', 'timeout server')!)).toBeGreaterThan(2 * limit);
    // Idle connections are closed by the balancer before the app closes them (KEEP_ALIVE_MS).
    expect(seconds(haproxySetting('defaults', 'timeout http-keep-alive')!)).toBeLessThan(KEEP_ALIVE_MS / 1000);
    expect(seconds(haproxySetting('defaults', 'timeout client')!)).toBeLessThan(KEEP_ALIVE_MS / 1000);
    // Never sent again once it reached an app (retry-on would resend a booking or a payment step).
    expect(haproxy.defaults!.some((l) => l.startsWith('retry-on'))).toBe(false);
  });

  it.runIf(haproxyAvailable())('hold a haproxy.cfg HAProxy accepts, as deployed and as the bench puts it on this machine', () => {
    expect(haproxyRefuses(HAPROXY_CFG)).toBeNull();
    const local = renderHaproxyCfg(read('deploy/haproxy.cfg'), {
      apps: [{ name: 'a', host: '127.0.0.1', port: 41001 }, { name: 'b', host: '127.0.0.1', port: 41002 }],
      bind: '127.0.0.1:41080',
      stats: null,
      global: ['stats timeout 10s'],
      defaultServer: 'inter 500ms fall 2 rise 2',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-haproxy-cfg-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, local);
      expect(haproxyRefuses(file)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const rendered = haproxySections(local);
    expect(rendered['backend wingshare']!.filter((l) => l.startsWith('server '))).toEqual([
      'server a 127.0.0.1:41001 check',
      'server b 127.0.0.1:41002 check',
      'server a-unchecked 127.0.0.1:41001 backup',
      'server b-unchecked 127.0.0.1:41002 backup',
    ]);
    expect(rendered['backend wingshare']).toContain('default-server inter 500ms fall 2 rise 2');
    expect(Object.keys(rendered).some((k) => k.startsWith('resolvers') || k.startsWith('frontend stats'))).toBe(false);
    expect(rendered['frontend www']).toContain('bind 127.0.0.1:41080');
    // The deployment's limits and check come along unchanged.
    expect(rendered.defaults).toEqual(haproxy.defaults);
    expect(rendered['backend wingshare']).toContain(`http-check send meth GET uri ${HEALTH_PATH}`);
  });

  it('hold a pgbouncer.ini the tests and the bench start as deployed, only addresses, files and pool sizes changed', () => {
    const local = ini(renderPgBouncerIni(read('deploy/pgbouncer.ini'), { app_db: "host=127.0.0.1 port=5999 dbname=app_db connect_query='SET statement_timeout = 2000'" }, {
      listen_addr: '127.0.0.1', listen_port: 6999, auth_file: '/tmp/x/userlist.txt', default_pool_size: 2, server_round_robin: 1,
    }));
    expect(local.databases).toEqual({ app_db: "host=127.0.0.1 port=5999 dbname=app_db connect_query='SET statement_timeout = 2000'" });
    expect(local.pgbouncer).toMatchObject({ listen_addr: '127.0.0.1', listen_port: '6999', auth_file: '/tmp/x/userlist.txt', default_pool_size: '2', server_round_robin: '1' });
    // Everything else as deployed: the pool mode, the ignored startup parameter, the timeouts.
    const { listen_addr: _a, listen_port: _p, auth_file: _f, default_pool_size: _s, ...rest } = bouncer.pgbouncer!;
    expect(local.pgbouncer).toMatchObject(rest);
  });
});
