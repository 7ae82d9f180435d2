import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Jimp } from 'jimp';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The content security policy against the real pages in Chromium: the public site, the map with a
 * configured tile server, the ALTCHA widget (web workers), the back office, and the embeddable frames
 * inside another site. Any violation the browser reports fails the test.
 */
let site: TestApp & { url: string };
let browser: Browser;
let other: Server; // a tile server, and another site that frames ours
let otherUrl: string;
const tileRequests: string[] = [];

// Collected from every page: the browser's securitypolicyviolation events and its console's CSP messages.
const violations: string[] = [];

beforeAll(async () => {
  const tile = await new Jimp({ width: 256, height: 256, color: 0xd8e8d0ff }).getBuffer('image/png');
  other = createServer((req, res) => {
    if (req.url?.startsWith('/tiles/')) {
      tileRequests.push(req.url);
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(tile);
      return;
    }
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>Another site</title><iframe id="embed" src="${site.url}${req.url === '/map' ? '/map-frame' : '/landing-frame'}" width="900" height="700"></iframe>`);
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  // The other site must be another origin than ours: same host, another port is enough.
  site = await startBrowserApp({
    HUMAN_CHECK: 'altcha',
    MAP_TILE_URL: `${otherUrl.replace('127.0.0.1', 'localhost')}/tiles/{z}/{x}/{y}.png`,
    ADMIN_USERNAME: 'ops',
    ADMIN_PASSWORD: 'ops-password-1',
  });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((r) => other?.close(r));
});

async function watched(context: BrowserContext): Promise<Page> {
  await pastTakeover(context, site.url);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const page = await context.newPage();
  watch(page);
  return page;
}

function watch(page: Page) {
  page.on('console', (m) => {
    const text = m.text();
    if (/content security policy|CSP violation|Refused to (load|execute|frame|connect|apply|create)/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
}

describe('the content security policy in Chromium', () => {
  it('lets the home page, the map with its tile server and the listings load', async () => {
    const page = await watched(await browser.newContext());
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${site.url}/find`);
    // Find's map loads at the visitor's first move (again until the page listens: a move before hydration is not seen).
    let x = 100;
    await expect
      .poll(async () => {
        await page.mouse.move((x += 5), 200);
        return tileRequests.length;
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.goto(`${site.url}/professionals`);
    await page.waitForLoadState('networkidle');
    // A video plays in a YouTube (no-cookie) frame; offline it does not load, but the policy lets it try.
    await page.goto(`${site.url}/videos`);
    // The frame's address is asked for, and answers or fails (offline); a policy refusing it says so first.
    let frameTried = false;
    const tried = (r: Request) => {
      if (r.url().includes('youtube-nocookie.com')) frameTried = true;
    };
    page.on('requestfinished', tried);
    page.on('requestfailed', tried);
    await page.getByRole('button', { name: /^Play video/ }).first().click();
    await expect.poll(() => page.locator('iframe[src*="youtube-nocookie.com"]').count()).toBe(1);
    await expect.poll(() => frameTried || violations.length > 0, { timeout: 30_000 }).toBe(true);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn))); // the page's console messages sent before it are in
    expect(violations).toEqual([]);
  });

  it('lets the ALTCHA widget solve its proof of work (web workers)', async () => {
    const page = await watched(await browser.newContext());
    await page.goto(`${site.url}/signup`);
    const box = page.getByRole('checkbox', { name: /robot/i });
    await box.waitFor({ timeout: 30_000 });
    await box.evaluate((el) => (el as HTMLInputElement).click()); // the sticky header may cover it on a small viewport
    await expect.poll(() => page.locator('altcha-widget').getByText(/verified/i).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('lets the back office run', async () => {
    const page = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1');
    watch(page);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'priya', exact: true }).isVisible(), { timeout: 30_000 }).toBe(true);
    await page.goto(`${site.url}/admin#/blog-posts/create`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${site.url}/admin/blog-posts/create`);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('lets another site frame the embeddable pages, and not the others', async () => {
    const page = await watched(await browser.newContext());
    for (const path of ['/landing', '/map']) {
      await page.goto(`${otherUrl}${path}`);
      const frame = page.frameLocator('#embed');
      await expect.poll(() => frame.locator('#root *').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    }
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);

    // A page that is not a -frame page refuses to be framed by another site.
    await page.setContent(`<iframe id="embed" src="${site.url}/find"></iframe>`);
    await expect.poll(() => violations.some((v) => /frame-ancestors/i.test(v)), { timeout: 15_000 }).toBe(true);
    violations.length = 0;
  });
});
