import { RequestContext } from '@mikro-orm/core';
import type { Browser, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import type { TestApp } from './test-app.js';

/** First-start data (admin and demo pilots) in a test app's database, as `npm start` makes it. */
export async function seedAsFirstStart(site: TestApp): Promise<void> {
  const { users, airports } = site.composed.repositories;
  await RequestContext.create(site.orm.em, () => seedFirstStart({ users, airports, hasher: site.composed.hasher }, site.config));
}

/** Signs in to the back office at /admin in a fresh browser context (options: a viewport, for one). */
export async function signInToBackOffice(
  browser: Browser,
  siteUrl: string,
  username: string,
  password: string,
  contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(contextOptions)).newPage();
  countRequests(page);
  await page.goto(`${siteUrl}/admin`);
  await page.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

/** The requests each back-office page has under way (signInToBackOffice starts counting). */
const underWay = new WeakMap<Page, Set<Request>>();

function countRequests(page: Page): void {
  const open = new Set<Request>();
  underWay.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Fills a back-office form field and checks it kept the value: a form reset react-admin had scheduled (its
 * defaults, or a record arriving from the API) would wipe it silently. Such a reset comes with a render
 * queued or an answer under way: the value is read again once the page has no request under way and has
 * drawn two frames since.
 */
export async function fillKept(field: Locator, value: string): Promise<void> {
  const page = field.page();
  for (let attempt = 0; attempt < 5; attempt++) {
    await field.fill(value);
    await expect.poll(() => underWay.get(page)?.size ?? 0, { timeout: 30_000 }).toBe(0);
    await field.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    if ((await field.inputValue()) === value) return;
  }
  expect(await field.inputValue()).toBe(value);
}
