import { RequestContext } from '@mikro-orm/core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
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
  await page.goto(`${siteUrl}/admin`);
  await page.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}
