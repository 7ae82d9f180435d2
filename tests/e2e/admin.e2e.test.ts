import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import type { TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;

beforeAll(async () => {
  site = await startBrowserApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const signIn = (username: string, password: string) => signInToBackOffice(browser, site.url, username, password);

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
