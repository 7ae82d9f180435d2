import { RequestContext } from '@mikro-orm/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFirstStart } from '../../adapters/seed.js';
import { launchChromium } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import type { TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;

beforeAll(async () => {
  site = await startBrowserApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  const { users, airports } = site.composed.repositories;
  await RequestContext.create(site.orm.em, () => seedFirstStart({ users, airports, hasher: site.composed.hasher }, site.config));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signIn(username: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site.url}/admin`);
  await page.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

describe('the back office', () => {
  it('lets an admin in and lists the users', async () => {
    const page = await signIn('ops', 'ops-password-1');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'priya', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/users');
  });

  it('turns a pilot away', async () => {
    const page = await signIn('maria', 'wingshare-demo');
    await expect.poll(() => page.getByText('This console is for Wingshare staff only.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
  });
});
