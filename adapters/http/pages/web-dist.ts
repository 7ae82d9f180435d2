import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Where the built web apps are, and their build run apart from the server. The HTTP adapter serves what
 * `scripts/build-web.ts` builds; it names the build by its path and never imports it, so the server's code
 * does not reach up into the tooling (Vite, Rollup, the compressors).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PUBLIC_DIR = path.join(ROOT, 'web-public');
export const ADMIN_DIR = path.join(ROOT, 'web-admin');
export const distOf = (dir: string) => path.join(dir, 'dist');
/** The public site's server bundle (the pages the server renders); never served to browsers. */
export const serverDistOf = (dir: string) => path.join(dir, 'dist-ssr');
/** The file the HTTP adapter imports from the server bundle. */
export const SERVER_ENTRY_FILE = 'entry-server.js';

const BUILD_SCRIPT = path.join(ROOT, 'scripts', 'build-web.ts');

/**
 * `npm start`'s build: the build script in a process of its own (it builds what is older than its sources,
 * then makes the missing compressed twins), and the server waits for it. Vite and Rollup leave about a
 * gigabyte behind them that a process never gives back (a first start held 1.3 to 1.47 GB for as long as it
 * ran, a restart 260 MB); the child takes it with it when it exits. Its lines go through `log`, its
 * warnings to the server's stderr.
 */
export async function buildWebApart(options: { log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), BUILD_SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => child.kill();
  process.once('exit', stop); // a server stopped while it builds leaves no build behind
  try {
    createInterface({ input: child.stdout }).on('line', log);
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`The web build failed (${signal ?? `exit code ${code}`}): see the lines above`)),
      );
    });
  } finally {
    process.off('exit', stop);
  }
}
