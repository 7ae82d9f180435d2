/**
 * The app process the soak and fault benches drive (bench/lib/app-process.ts starts it): the app as
 * bench/serve.ts runs it, on DATABASE_URL and PORT, without the web build, the first-start data or the
 * in-process alert worker, plus one thing for the bench: over the IPC channel it answers its own memory
 * usage, after a full garbage collection when asked (it runs with --expose-gc), so a leak shows apart from
 * garbage not yet collected. Every setting (REDIS_URL, the *_LIMIT_* variables) comes from the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compose, log } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { openDatabase } from '../../adapters/persistence/orm.js';

export interface MemoryRequest {
  type: 'memory';
  id: number;
  gc: boolean;
}

export interface MemoryAnswer {
  type: 'memory';
  id: number;
  usage: NodeJS.MemoryUsage;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-bench-app-'));
  const config = readConfig({
    ALTCHA_HMAC_KEY: 'bench',
    ALERT_TOKEN_KEY: 'bench-alerts',
    HUMAN_CHECK: 'off',
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
  });
  // Behind a pooler (the cluster bench) the migrations and the schema lock take DATABASE_DIRECT_URL, as adapters/main.ts does.
  const orm = await openDatabase(url, { poolMax: Number(process.env.BENCH_POOL || 10), directUrl: config.databaseDirectUrl, preparedStatements: config.preparedStatements });
  // BENCH_STRIPE_SERVER=host:port: the Stripe SDK talks to a local fake Stripe (the cluster bench's webhook scenario).
  const [stripeHost, stripePort] = (process.env.BENCH_STRIPE_SERVER ?? '').split(':');
  const composed = compose(orm, config, stripeHost && stripePort ? { stripeServer: { host: stripeHost, port: Number(stripePort), protocol: 'http' } } : {});
  const server = composed.app.listen(config.port, config.host, () => console.log(`READY ${config.port}`));

  process.on('message', (m: MemoryRequest) => {
    if (m?.type !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (m.gc && gc) gc();
    process.send?.({ type: 'memory', id: m.id, usage: process.memoryUsage() } satisfies MemoryAnswer);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 2_000).unref();
    });
    await composed.close();
    await orm.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // The bench that started us is gone: do not outlive it.
  process.on('disconnect', () => void stop());
}

main().catch((e) => {
  console.error('[bench:app] failed:', e);
  process.exit(1);
});
