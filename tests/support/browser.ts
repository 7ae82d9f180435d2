import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { TAKEOVER_SEEN_COOKIE, TAKEOVER_SEEN_KEY } from '../../web-public/src/features/takeover/takeover-flag.js';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * A browser context that has seen the first-visit takeover (which the server draws into the first page
 * for a browser without its cookie): the takeover's own test uses a fresh context instead.
 */
export async function pastTakeover(context: BrowserContext, siteUrl: string): Promise<void> {
  await context.addCookies([{ name: TAKEOVER_SEEN_COOKIE, value: '1', url: siteUrl }]);
  await context.addInitScript(
    ({ origin, key }) => {
      if (location.origin === origin) localStorage.setItem(key, '1');
    },
    { origin: new URL(siteUrl).origin, key: TAKEOVER_SEEN_KEY },
  );
}
