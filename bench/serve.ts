/**
 * The app as `npm start` runs it, minus the web build and first-start seeding: the benchmark's server
 * process (bench/search.bench.ts starts it with DATABASE_URL and PORT and waits for "READY").
 * BENCH_WORKERS=n runs n app processes on the port (node:cluster), as docs/architecture.md "Past one
 * machine" runs several behind a load balancer.
 */
import cluster from 'node:cluster';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compose } from '../adapters/composition/composition.js';
import { readConfig } from '../adapters/composition/config.js';
import { listenHttp } from '../adapters/http/listen.js';
import { openDatabase } from '../adapters/persistence/orm.js';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const config = readConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wingshare-bench-')),
    ALTCHA_HMAC_KEY: 'bench',
    HOST: '127.0.0.1',
    // The load generator is one address sending thousands of requests a second: not what the limit is for.
    REQUEST_LIMIT_PER_IP: '0',
  });
  const orm = await openDatabase(url, { poolMax: Number(process.env.BENCH_POOL || 10) });
  const { app } = compose(orm, config);
  const server = listenHttp(app, config.port, config.host);
  server.once('listening', () => (cluster.isWorker ? process.send!('ready') : console.log(`READY ${config.port}`)));
  const stop = async () => {
    // Finish the requests in flight (the load generator may have stopped mid-request), then close.
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
    });
    await orm.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

function primary() {
  const workers = Number(process.env.BENCH_WORKERS || 1);
  let ready = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', (m) => {
      if (m === 'ready' && ++ready === workers) console.log(`READY ${process.env.PORT} (${workers} processes)`);
    });
  }
  const stop = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (Number(process.env.BENCH_WORKERS || 1) > 1 && cluster.isPrimary) primary();
else main().catch((e) => {
  console.error('[bench:serve] failed:', e);
  process.exit(1);
});
