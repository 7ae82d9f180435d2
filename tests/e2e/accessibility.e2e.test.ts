import { RequestContext } from '@mikro-orm/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { seedDemoTrust } from '../../adapters/demo/seed-demo-trust.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { axeViolations, describeViolations } from '../support/axe.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// axe-core on the main pages at a desktop's and a phone's width (issue 34, point 21): no serious or
// critical violation (contrast, names, target sizes, keyboard access), nor a heading skipping a level or a
// repeated landmark (tests/support/axe.ts). One site and one browser; each page is opened in a loop and
// checked once its data has come.

const WIDTHS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

let site: TestApp & { url: string };
let browser: Browser;
let shareId = 0;
/** One of tom's listings: its maintenance page (issue 38). */
let ownShareId = 0;

beforeAll(async () => {
  site = await startBrowserApp();
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  // As a first `npm start` does: flown rentals with their reviews (the owner's Requests list them), questions.
  await RequestContext.create(site.orm.em, () => seedDemoTrust((sql, params) => site.orm.em.execute(sql, params ?? [])));
  const shares = (await site.agent().get('/api/share?limit=1').set(V).expect(200)).body.shares as { id: number }[];
  shareId = shares[0]!.id;
  const tom = site.agent();
  await tom.post('/api/auth/local').set(V).send({ user: 'tom', password: DEMO_PASSWORD }).expect(200);
  ownShareId = ((await tom.get('/api/share/mine').set(V).expect(200)).body.shares as { id: number }[])[0]!.id;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function pageAt(viewport: { width: number; height: number }, username?: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  if (username) {
    const login = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: username, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
  }
  return page;
}

/** Waits until nothing loads (no spinner, no request for a moment), so that axe sees the page with its data. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.spinner, .page-loading').count()).toBe(0);
}

/** Each page with what shows it is drawn with its data. */
const VISITOR_PAGES: [path: string, ready: string][] = [
  ['/', 'main h1'],
  ['/find', '.share-card, .find-empty'],
  ['/find?share=SHARE', '[role="dialog"] h2'],
  ['/professionals', 'main h1'],
  ['/faq', 'main h1'],
  ['/blog', 'main h1'],
  ['/signup', 'main form'],
];
const SIGNED_IN_PAGES: [path: string, ready: string][] = [
  ['/account/requests', 'main h2, main h1'],
  ['/account/basic', 'main form'],
  ['/account/listings', 'main h2, main h1'],
  ['/shares/mine', 'main h1'],
  ['/account/listings/OWN/maintenance', 'main h1'],
  // Issue 39: the list of tom's groups (empty until the demo has groups) and its Create a group form's button.
  ['/account/groups', 'main h1'],
  // Issue 41: Partners for you and the partner profile form.
  ['/account/partners', 'main form'],
];

async function check(page: Page, path: string, ready: string, problems: string[]) {
  await page.goto(`${site.url}${path.replace('SHARE', String(shareId)).replace('OWN', String(ownShareId))}`);
  await page.locator(ready).first().waitFor();
  await settle(page);
  for (const line of describeViolations(await axeViolations(page))) problems.push(`${path} at ${page.viewportSize()!.width} px: ${line}`);
}

describe('accessibility (axe-core)', () => {
  for (const viewport of WIDTHS) {
    it(`finds no serious or critical violation, nor a broken outline or landmark, on the visitor's pages at ${viewport.width} px`, async () => {
      const page = await pageAt(viewport);
      const problems: string[] = [];
      for (const [path, ready] of VISITOR_PAGES) await check(page, path, ready, problems);
      // The sign-in modal, opened from the header.
      await page.goto(`${site.url}/faq`);
      if (viewport.width < 800) await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await page.getByRole('dialog').locator('input').first().waitFor();
      for (const line of describeViolations(await axeViolations(page))) problems.push(`sign-in modal at ${viewport.width} px: ${line}`);
      await page.context().close();
      expect(problems).toEqual([]);
    }, 240_000);

    it(`finds no serious or critical violation, nor a broken outline or landmark, on a signed-in owner's pages at ${viewport.width} px`, async () => {
      const page = await pageAt(viewport, 'tom');
      const problems: string[] = [];
      for (const [path, ready] of SIGNED_IN_PAGES) await check(page, path, ready, problems);
      await page.context().close();
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
