import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { TAKEOVER_SEEN_COOKIE, TAKEOVER_SEEN_KEY } from '../../web-public/src/features/takeover/takeover-flag.js';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium, headless (never a downloaded browser). Playwright hides scrollbars (they take no room);
 * `classicScrollbars` keeps them as a desktop shows them, taking their width from the page.
 */
export async function launchChromium({ classicScrollbars = false } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    ...(classicScrollbars && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', untilAppReady);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => untilAppReady(await newPage(options));
  return browser;
}

/**
 * A server-rendered page is drawn before its code is even fetched (adapters/http/pages/start-after-paint.ts):
 * `load` comes before the page answers clicks, and a click or a form sent in between is the browser's own
 * (a link followed, a form posted as a page). A user on a phone may meet that too; the tests do what a user
 * sees to be the page's state: `goto` and `reload` come back once a rendered page's app runs (the mark
 * web-public/src/app/app.tsx sets). Pages without the start loader (the back office, the shell) are ready at
 * `load`, as before.
 */
function untilAppReady(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('start-code') || document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 60_000 });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}

/** Whether React has hydrated a server-rendered element (its fiber is on the server's element). */
export const isHydrated = (element: Locator): Promise<boolean> =>
  element.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')));

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

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/**
 * A page of a new browser context past the first-visit takeover, signed up as `who` through the API (the
 * context keeps its cookies). Page errors and console errors go to `errors`, as `who: message`, except the
 * browser's own log of a refused request matching `refused` (a test that sends one on purpose).
 */
export async function signedUpPage(
  browser: Browser,
  siteUrl: string,
  /** With `emailPublic: true`, the account shows its address (its listings' modal offers Send Email). */
  who: NewAccount & { emailPublic?: boolean },
  errors: string[],
  refused = /Failed to load resource: the server responded with a status of 4\d\d/,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await pastTakeover(context, siteUrl);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${who.username}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !refused.test(m.text())) errors.push(`${who.username}: ${m.text()}`);
  });
  const signup = await page.request.post(`${siteUrl}/api/user`, {
    headers: { 'Accept-Version': '1.0.0' },
    multipart: { user: JSON.stringify({ ...who, airport: null, isDiscoverable: true, bio: '', code: '', honeypot: '' }) },
  });
  if (signup.status() !== 201) throw new Error(`signing ${who.username} up answered ${signup.status()}: ${await signup.text()}`);
  return page;
}
