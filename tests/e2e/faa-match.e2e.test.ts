import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAirmen } from '../../adapters/airmen/airmen.importer.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 40: a pilot checks his record against the FAA airmen file from the pilot record page, on a phone. Two
// Ellen Holloways of the sample file live in Louisville: the page asks for her zip, then marks what matched.
const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'faa-airmen');
const ELLEN = { firstname: 'Ellen', lastname: 'Holloway', email: 'ellen.faa@example.com', username: 'ellen_faa', password: 'river-road-1200' };

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  await importAirmen(site.orm, SAMPLES, { month: '2026-11' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the FAA airmen file panel', () => {
  it('asks for the zip when her name is twice in her city, then marks what the file confirms', async () => {
    const page = await signedUpPage(browser, site.url, ELLEN, errors);
    await page.setViewportSize({ width: 360, height: 800 });
    const saved = await page.request.put(`${site.url}/api/user/record`, {
      headers: V, data: { certificate: 'private', ratings: ['instrument', 'multi-engine'], medical: { class: 3, examined: '2025-09-10' } },
    });
    expect(saved.status()).toBe(200);
    await site.orm.em.fork().execute(`update users set airport_id = (select id from airports where location_id = 'LOU') where username = ?`, [ELLEN.username]);

    await page.goto(`${site.url}/account/record`);
    const panel = page.getByRole('region', { name: 'FAA airmen file' });
    const check = panel.getByRole('button', { name: 'Check my record against the FAA file' });
    await expect.poll(() => check.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel.getByText('not being in the file proves nothing about your certificate').isVisible()).toBe(true);
    await check.click();
    await expect.poll(() => panel.getByRole('status').textContent())
      .toBe('Several airmen named Ellen Holloway live in Louisville, KY: give your zip code to tell them apart.');

    const zip = panel.getByRole('textbox', { name: 'Zip code' });
    await zip.fill('4020');
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
    await zip.fill('40206');
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('You are in the November 2026 file: the items it agrees with are marked FAA-matched.');
    const items = panel.getByRole('list', { name: 'Your record against the FAA file' }).getByRole('listitem');
    expect(await items.allTextContents()).toEqual([
      'Pilot certificatePrivateFAA-matched (November 2026 file)',
      'Instrument ratingYesFAA-matched (November 2026 file)',
      'Multi-engine ratingYesdeclaredNot on the file',
      'Medical (on the FAA file)Third-class, September 2025FAA-matched (November 2026 file)',
    ]);
    await expect.poll(() => page.evaluate(phoneFitProblems, ['.account-tabs'])).toEqual([]);

    // The last check is there when she comes back.
    await page.reload();
    await expect.poll(() => panel.getByText('You are in the November 2026 file').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);
});
