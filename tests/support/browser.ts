import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { TAKEOVER_SEEN_COOKIE, TAKEOVER_SEEN_KEY } from '../../web-public/src/features/takeover/takeover-flag.js';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium's flags for the tests: no sandbox (a container), no GPU, nothing fetched in the background. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * The Chromium processes of this test worker, one per kind, started at a file's first launchChromium and
 * kept for the worker's next files (the browser files share a worker's modules: e2e has isolate false).
 * Starting Chromium cost about a second of CPU per file; each file still gets browser contexts of its
 * own, which share nothing (cookies, storage, cache), and closes them all when it closes its browser.
 * Playwright ends the processes when the worker exits.
 */
const running = ((globalThis as { wingshareChromium?: Map<string, Promise<Browser>> }).wingshareChromium ??= new Map());

/**
 * Debian's Chromium, headless (never a downloaded browser). Playwright hides scrollbars (they take no room);
 * `classicScrollbars` keeps them as a desktop shows them, taking their width from the page. The answer is
 * this file's view of the worker's browser: its close() closes the contexts (and pages) the file opened.
 */
export async function launchChromium({ classicScrollbars = false } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  const kind = classicScrollbars ? 'classic-scrollbars' : 'default';
  let started = running.get(kind);
  if (!started) {
    started = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      ...(classicScrollbars && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
    });
    running.set(kind, started);
  }
  let browser: Browser;
  try {
    browser = await started;
  } catch (e) {
    running.delete(kind);
    throw e;
  }
  if (!browser.isConnected()) {
    running.delete(kind);
    return launchChromium({ classicScrollbars });
  }
  return fileBrowser(browser);
}

/** The shared browser as one file sees it: the contexts it opens are its own, and closed by its close(). */
function fileBrowser(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    context.on('page', untilAppReady);
    return context;
  };
  const own: Partial<Browser> = {
    newContext,
    // As Playwright's own newPage: a page in a context of its own, which closes with the page.
    newPage: async (options) => {
      const context = await newContext(options);
      const page = await context.newPage();
      page.once('close', () => void context.close().catch(() => undefined));
      return page;
    },
    contexts: () => [...contexts],
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get: (target, key) => {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
