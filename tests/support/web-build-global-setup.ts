import { ensureWebBuilt } from '../../scripts/build-web.js';

/**
 * The browser tests run two files at a time, each starting the site: the web apps are built once, here,
 * before any file starts, so that two files never build into the same folders at once.
 */
export default async function buildWebOnce(): Promise<void> {
  await ensureWebBuilt({ log: (line) => console.log(`[e2e] ${line}`) });
}
