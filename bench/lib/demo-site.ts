import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { spawnTs, type ChildHandle } from './app-process.js';
import { raisePriority } from './proc.js';

export interface DemoSite {
  base: string;
  /** The site's own output, for a failure message. */
  lines: () => string[];
  /** Stops the site (its embedded PostgreSQL with it) and deletes a temporary data folder. */
  stop: () => Promise<void>;
}

/**
 * The site as `npm start` runs it (adapters/main.ts: web build when its sources changed, embedded PostgreSQL,
 * first-start demo content, no NODE_ENV), on 127.0.0.1 and a free port. `dataDir` keeps the data between
 * runs (a later start skips the first-start work); without it a temporary folder is made and deleted after,
 * so every run measures the same fresh demo data. Never `.data`: the developer's site may be running on it.
 */
export async function startDemoSite(dataDir: string | undefined, priority: boolean, log: (line: string) => void): Promise<DemoSite> {
  const temporary = !dataDir;
  const dir = dataDir ? path.resolve(dataDir) : mkdtempSync(path.join(tmpdir(), 'wingshare-bench-pages-'));
  mkdirSync(dir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must reach the folder.
  if (temporary) chmodSync(dir, 0o777);
  const port = await freePort();
  log(`starting the site on port ${port} with its data in ${dir}${temporary ? ' (fresh demo data, deleted after)' : ''}`);
  // The embedded defaults whatever the shell has set: its own database and media, in-process cache, demo content.
  const handle = spawnTs('adapters/main.ts', {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', MEDIA_STORE: '', S3_BUCKET: '', DEMO_DATA: 'on',
  });
  const cleanup = () => {
    if (temporary) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // A first start builds the web apps when needed and writes the demo content: minutes on a busy machine.
    await handle.waitForLine(/Wingshare is running at/, 600_000);
    // The server and its PostgreSQL answer the measured pages: with the bench's priority, as a site's own machine would.
    if (priority) raisePriority(handle.pid);
  } catch (e) {
    await stopGracefully(handle);
    cleanup();
    throw e;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    lines: handle.lines,
    stop: async () => {
      await stopGracefully(handle);
      cleanup();
    },
  };
}

/** SIGTERM, then time for the site to stop its PostgreSQL cleanly (SIGKILL only after a minute). */
async function stopGracefully(handle: ChildHandle): Promise<void> {
  if (!handle.alive()) return;
  const exited = new Promise<void>((resolve) => handle.child.once('exit', () => resolve()));
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timer);
}
