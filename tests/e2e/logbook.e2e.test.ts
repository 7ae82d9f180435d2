import type { Browser } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 40: a pilot imports his MyFlightbook export on the record page: the preview, Save, the currency it
// makes; then deletes the log after a confirmation. At a phone's width.
let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
const MYFLIGHTBOOK = fileURLToPath(new URL('../fixtures/logbooks/myflightbook-export.csv', import.meta.url));

beforeAll(async () => {
  site = await startBrowserApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the Logbook and Currency panels', () => {
  it('previews a MyFlightbook file, saves its flights, shows the currency, and deletes the log', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await pastTakeover(context, site.url);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const signup = await page.request.post(`${site.url}/api/user`, {
      headers: V,
      multipart: { user: JSON.stringify({ firstname: 'Bessie', lastname: 'Coleman', email: 'bessie@example.com', username: 'bessie_c', password: 'first-licence-1921', bio: '', airport: null, code: '', honeypot: '' }) },
    });
    expect(signup.status()).toBe(201);
    await page.goto(`${site.url}/account/record`);
    const currency = page.getByRole('region', { name: 'Currency' });
    await expect.poll(() => currency.getByText('No flight review in the log or your record').count(), { timeout: 20_000 }).toBe(1);

    await page.getByLabel('Logbook file (CSV)').setInputFiles(MYFLIGHTBOOK);
    await expect.poll(() => page.getByText('3 flights, 4.9 hours').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save 3 flights' }).click();
    await expect.poll(() => page.getByText(/^Saved: 3 flights, 4\.9 hours/).count(), { timeout: 20_000 }).toBe(1);
    // The flight review of the log (2026-10-30) counts for 24 calendar months.
    await expect.poll(() => currency.getByText(/Current until October 31, 2028/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('3 flights, 4.9 hours in your imported log.').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Latest flights' }).getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Delete the imported log' }).click();
    await page.getByRole('button', { name: 'Delete 3 flights' }).click();
    await expect.poll(() => page.getByText('Your imported logbook was deleted. Your declared record is unchanged.').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('No flights imported yet.').count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
