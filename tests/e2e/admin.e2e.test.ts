import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

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

describe('the home page on the first-start data', () => {
  it('counts each pilot on the map once (issue 34: it showed 52 for 26)', async () => {
    const context = await browser.newContext();
    await pastTakeover(context, site.url);
    const page = await context.newPage();
    await page.goto(site.url);
    const { users } = await (await page.request.get(`${site.url}/api/search/count`, { headers: V })).json();
    expect(users).toBeGreaterThan(0); // the demo pilots
    const pilots = page.locator('.hero-stats div').filter({ hasText: 'pilots looking to partner' }).locator('dd');
    await expect.poll(() => pilots.textContent(), { timeout: 15_000 }).toBe(String(users));
    await context.close();
  });
});

describe('the back office', () => {
  it('shows a visitor the sign-in form without an error before anything went wrong', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${site.url}/admin`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Please sign in to continue.').count()).toBe(0);
    // A failed attempt does say what went wrong.
    await page.getByRole('textbox', { name: 'Username or email' }).fill('ops');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('This username or password is not valid').isVisible()).toBe(true);
    await page.context().close();
  });

  it('lets an admin in and lists the users', async () => {
    const page = await signIn('ops', 'ops-password-1');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'priya', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/users');
  });

  it('shows the site\'s figures on the dashboard, each with a link to its list (issue 12)', async () => {
    const page = await signIn('ops', 'ops-password-1');
    const figures = page.getByRole('region', { name: 'The site today' });
    const users = figures.getByRole('group', { name: 'Users' });
    await expect.poll(() => users.isVisible(), { timeout: 15_000 }).toBe(true);
    const { count } = await (await page.request.get(`${site.url}/api/user/count`, { headers: V })).json();
    expect(await users.innerText()).toMatch(new RegExp(`^Users\\s+${count}\\s`));
    for (const name of ['Active listings', 'Active subscriptions', 'Professionals', 'Mail waiting', 'Contact messages']) {
      expect(await figures.getByRole('group', { name }).isVisible(), name).toBe(true);
    }
    await users.getByRole('link', { name: 'See the users' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users');
  });

  it('turns a pilot away', async () => {
    const page = await signIn('maria', 'wingshare-demo');
    await expect.poll(() => page.getByText('This console is for Wingshare staff only.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
  });
});
