import type { Server } from 'node:http';
import path from 'node:path';
import { distOf, ensureWebBuilt, ROOT, SERVER_ENTRY_FILE, serverDistOf } from '../../scripts/build-web.js';
import type { Overrides } from '../../adapters/composition/composition.js';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { listenHttp } from '../../adapters/http/listen.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The whole site as a browser sees it: built web apps and the API on a real port. */
export async function startBrowserApp(env: Record<string, string> = {}, overrides: Overrides = {}): Promise<TestApp & { url: string }> {
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
