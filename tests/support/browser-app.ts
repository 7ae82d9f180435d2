import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { distOf, ensureWebBuilt, ROOT, SERVER_ENTRY_FILE, serverDistOf } from '../../scripts/build-web.js';
import type { Overrides } from '../../adapters/composition/composition.js';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { listenHttp } from '../../adapters/http/listen.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Once the build tests/support/web-build-global-setup.ts started has ended (a project without that setup
 * has none to wait for); throws what it said if it failed. Its process says so by writing its outcome file,
 * which is looked for twice a second.
 */
async function webBuildEnded(): Promise<void> {
  const outcome = inject('webBuildOutcome');
  if (!outcome) return;
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(outcome)) {
    if (Date.now() > deadline) throw new Error('the web build did not end in 15 minutes');
    await sleep(500);
  }
  const said = readFileSync(outcome, 'utf8');
  if (said !== 'ok') throw new Error(said);
}

/** The whole site as a browser sees it: built web apps and the API on a real port. */
export async function startBrowserApp(env: Record<string, string> = {}, overrides: Overrides = {}): Promise<TestApp & { url: string }> {
  await webBuildEnded();
  await ensureWebBuilt({ log: () => undefined });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await startTestApp({ PUBLIC_URL: url, ...env }, {
    web: {
      publicDist: distOf(path.join(ROOT, 'web-public')),
      adminDist: distOf(path.join(ROOT, 'web-admin')),
      serverEntry: path.join(serverDistOf(path.join(ROOT, 'web-public')), SERVER_ENTRY_FILE),
    },
    ...overrides,
  });
  const server: Server = listenHttp(app.composed.app, port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    ...app,
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await app.close();
    },
  };
}
