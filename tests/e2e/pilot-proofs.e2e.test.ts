import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { seedWholeDemo } from '../support/demo-site.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

/**
 * Issue 40 end to end on the demo as a first start writes it: Sam, a demo pilot with a request waiting on Tom's
 * Skyhawk, imports his MyFlightbook export and checks his record against the demo FAA airmen file (the November
 * 2026 file) on his phone; his record page then says what owners' minimums count and from where. Tom's Requests
 * show, on Sam's request, his certificate "FAA-matched (November 2026 file)" and his flight review "from a logbook".
 */
const MYFLIGHTBOOK = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'logbooks', 'myflightbook-export.csv');
const PHONE = { width: 390, height: 844 };
const FILE = 'FAA-matched (November 2026 file)';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  site = await startBrowserApp();
  await seedWholeDemo(site);
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedIn(login: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${login}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${login}: ${m.text()}`);
  });
  const res = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: login, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

describe("a pilot's record checked against his logbook and the FAA file", () => {
  it('Sam imports a MyFlightbook file and matches his record; Tom sees FAA-matched and from a logbook on his request, each line with its source', async () => {
    const sam = await signedIn('sam', PHONE);
    await sam.goto(`${site.url}/account/record`);
    const counted = sam.getByRole('region', { name: "What owners' minimums count" });
    await expect.poll(() => counted.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await counted.textContent()).not.toContain(FILE);

    // The log: previewed, then saved.
    await sam.getByLabel('Logbook file (CSV)').setInputFiles(MYFLIGHTBOOK);
    await expect.poll(() => sam.getByText('3 flights, 4.9 hours').count(), { timeout: 15_000 }).toBe(1);
    await sam.getByRole('button', { name: 'Save 3 flights' }).click();
    await expect.poll(() => sam.getByText(/^Saved: 3 flights, 4\.9 hours/).count(), { timeout: 15_000 }).toBe(1);
    // What owners count now comes from the log where it gives more: his last 90 days and his flight review (the
    // log's of 2026-10-30, after the declared one); his declared 130 hours stay, more than the log's 4.9.
    await expect.poll(() => counted.getByText('Last 90 days').locator('xpath=..').textContent(), { timeout: 15_000 }).toMatch(/4\.9 hours\s*from a logbook/);
    expect(await counted.getByText('Total time').locator('xpath=..').textContent()).toMatch(/130\.0 hours\s*declared/);
    expect(await counted.getByText('Last flight review').locator('xpath=..').textContent()).toMatch(/from a logbook/);

    // The FAA file: his name at his home airport's city (Bedford, MA) is one airman.
    const faa = sam.getByRole('region', { name: 'FAA airmen file' });
    await faa.getByRole('button', { name: 'Check my record against the FAA file' }).click();
    await expect.poll(() => faa.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('You are in the November 2026 file: the items it agrees with are marked FAA-matched.');
    await expect.poll(() => counted.getByText('Certificate').locator('xpath=..').textContent(), { timeout: 15_000 }).toContain(FILE);
    await expect.poll(() => sam.evaluate(phoneFitProblems, ['.account-tabs'])).toEqual([]);

    // Tom's Requests: Sam's request says where each figure comes from.
    const tom = await signedIn('tom');
    await tom.goto(`${site.url}/account/requests`);
    const card = tom.getByRole('article', { name: /Waiting for an answer/ }).filter({ hasText: 'Sam Okafor' });
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    const match = card.getByRole('group', { name: 'Pilot minimums' });
    const lines = match.getByRole('listitem');
    await expect.poll(() => lines.filter({ hasText: 'certificate or higher' }).textContent()).toContain(`Source: ${FILE}`);
    expect(await lines.filter({ hasText: 'hours total' }).textContent()).toContain('Source: declared');
    expect(await lines.filter({ hasText: 'A current flight review' }).textContent()).toContain('Source: from a logbook');
    expect(errors).toEqual([]);
  }, 240_000);
});
