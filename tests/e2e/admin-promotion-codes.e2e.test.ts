import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../domain/subscription/promotion-code.js';
import { fillKept, seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
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

/**
 * The create form sets its defaults (active on, no expiry) right after it mounts; typing before that
 * is wiped, so wait until the defaults are in.
 */
async function openCreateForm(page: Page) {
  await page.getByRole('link', { name: 'Create' }).click();
  await expect.poll(() => page.getByRole('switch', { name: 'Active' }).isChecked(), { timeout: 15_000 }).toBe(true);
}

const row = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

describe('promotion codes in the back office', () => {
  it('lets an admin create, edit and not duplicate a code', async () => {
    const page = await signIn('ops', 'ops-password-1');
    await page.getByRole('menuitem', { name: 'Promotion codes' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Create' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // Create SPRING25 at 25%: back on the list, which shows it.
    await openCreateForm(page);
    await fillKept(page.getByRole('textbox', { name: 'Code' }), 'SPRING25');
    await fillKept(page.getByRole('spinbutton', { name: 'Percent off' }), '25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, 'SPRING25').getByRole('cell', { name: '25%' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/promotion-codes');
    expect(await row(page, 'SPRING25').getByRole('cell', { name: 'Active', exact: true }).isVisible()).toBe(true);

    // Edit it to 30%. The form is filled from the server before it is changed.
    await row(page, 'SPRING25').getByRole('cell', { name: 'SPRING25' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('SPRING25');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Percent off' }).inputValue()).toBe('25');
    await fillKept(page.getByRole('spinbutton', { name: 'Percent off' }), '30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, 'SPRING25').getByRole('cell', { name: '30%' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/promotion-codes');

    // A second SPRING25: the server's message, and the form keeps what was typed.
    await openCreateForm(page);
    await fillKept(page.getByRole('textbox', { name: 'Code' }), 'SPRING25');
    await fillKept(page.getByRole('spinbutton', { name: 'Percent off' }), '10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: PROMO_MESSAGES.codeTaken }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/promotion-codes/create');
    expect(await page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('SPRING25');
    expect(await page.getByRole('spinbutton', { name: 'Percent off' }).inputValue()).toBe('10');

    // Only the one code exists, at 30%.
    await page.getByRole('menuitem', { name: 'Promotion codes' }).click();
    await expect.poll(() => row(page, 'SPRING25').getByRole('cell', { name: '30%' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row(page, 'SPRING25').count()).toBe(1);
  });
});
