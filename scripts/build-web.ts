import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress-web.js';

import { ADMIN_DIR, distOf, PUBLIC_DIR, ROOT, SERVER_ENTRY_FILE, serverDistOf } from '../adapters/http/pages/web-dist.js';

// Where the built apps are is the HTTP adapter's to say (it serves them); the tests read it from here too.
export { distOf, ROOT, SERVER_ENTRY_FILE, serverDistOf };

export const WEB_APPS = [
  { name: 'public site', dir: PUBLIC_DIR, serverEntry: 'src/entry-server.tsx' },
  { name: 'back office', dir: ADMIN_DIR, serverEntry: null },
] as const;

/** Newest modification time of the files a web app is built from (its sources and the shared domain). */
function newestSource(appDir: string): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'dist' && entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of ['src', 'public', 'basemap', 'index.html', 'vite.config.ts']) visit(path.join(appDir, p));
  visit(path.join(ROOT, 'domain'));
  return newest;
}

/**
 * What the browser bundle is built for: production, what visitors get, the tests included (React's
 * production code still reports a failed hydration, as error #418, and renders several times faster: the
 * browser tests are bound by the machine's CPU). WEB_BUNDLE_MODE=development builds React's development
 * code, whose warnings say more. Vite decides from NODE_ENV, which the build sets to this for its time.
 */
const wantedMode = (): string => process.env.WEB_BUNDLE_MODE || 'production';
/** The file in dist/ that records the mode the bundle was built for. */
const MODE_FILE = '.build-mode';

function needsBuild(app: (typeof WEB_APPS)[number]): boolean {
  const outputs = [path.join(distOf(app.dir), 'index.html')];
  if (app.serverEntry) outputs.push(path.join(serverDistOf(app.dir), SERVER_ENTRY_FILE));
  const newest = newestSource(app.dir);
  if (outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < newest)) return true;
  // A bundle the tests built (development React) is never served by `npm start`, and the other way round.
  const modeFile = path.join(distOf(app.dir), MODE_FILE);
  return !existsSync(modeFile) || readFileSync(modeFile, 'utf8').trim() !== wantedMode();
}

/**
 * Builds the web apps with Vite when they are not built or older than their sources (always, with force):
 * the browser bundle in dist/, and for the public site the server bundle in dist-ssr/ (built second, so a
 * server bundle never refers to browser assets older than itself). Then every text file of their `dist`
 * gets its brotli and gzip twins (precompress-web.ts), which the server sends as they are. Twins already
 * made are kept, so a start with nothing new costs a directory walk. The server bundle is never served.
 */
export async function ensureWebBuilt(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  const todo = WEB_APPS.filter((app) => options.force || needsBuild(app));
  if (todo.length) {
    const { build } = await import('vite');
    for (const app of todo) {
      log(`building the ${app.name} (later starts reuse it until its sources change)...`);
      const configFile = path.join(app.dir, 'vite.config.ts');
      await withNodeEnv(wantedMode(), () => build({ configFile, logLevel: 'warn' }));
      writeFileSync(path.join(distOf(app.dir), MODE_FILE), `${wantedMode()}\n`);
      if (app.serverEntry) {
        // React and the router are bundled in their production builds, whatever NODE_ENV the server runs
        // with (the development builds render several times slower); the JSX is compiled for them too,
        // which Vite decides from NODE_ENV: a build started by the tests (NODE_ENV=test) would call the
        // development-only jsxDEV otherwise.
        await withNodeEnv('production', () =>
          build({
            configFile,
            logLevel: 'warn',
            build: { ssr: app.serverEntry, outDir: serverDistOf(app.dir), emptyOutDir: true, manifest: false, copyPublicDir: false },
            ssr: { noExternal: [/^(react|react-dom|react-router|react-router-dom|scheduler)(\/|$)/] },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          }),
        );
      }
    }
  }
  for (const app of WEB_APPS) {
    const { written, originalBytes, brotliBytes } = await precompressDirectory(distOf(app.dir));
    if (written) log(`compressed the ${app.name}'s files with brotli and gzip: ${kb(originalBytes)} become ${kb(brotliBytes)} (br)`);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** Runs `work` with process.env.NODE_ENV set to `value`, then puts back what was there. */
async function withNodeEnv<T>(value: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureWebBuilt({ force: process.argv.includes('--force') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
