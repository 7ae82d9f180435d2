import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 34, point 1: the owner's Requests card shows the owner's view of the pilot's match (what is short,
// figures only where the pilot shows them), never the date of birth or what the pilot hid.

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const OWNER = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet.match@example.com', username: 'harriet_match', password: 'channel-1912' };
const PILOT = { firstname: 'Bessica', lastname: 'Raiche', email: 'bessica.match@example.com', username: 'bessica_match', password: 'first-solo-1910' };

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the owner\'s Requests', () => {
  it('shows what the requesting pilot lacks, without his date of birth or the dates and hours he hid', async () => {
    const owner = await signedUpPage(browser, site.url, OWNER, errors);
    expect((await owner.request.post(`${site.url}/api/user/subscription`, { headers: V, data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' } })).status()).toBe(201);
    const lou = (await (await owner.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
    const listed = await owner.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: {
        share: JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N34QM', title: 'Warrior with minimums', description: 'A well-kept Warrior.',
          make: 'Piper', model: 'PA-28-161', year: 1998, ratePerHour: 150, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
          minimums: { maxAge: 14, totalHours: 1000, medicalClass: 3 },
        }),
        images: { name: 'warrior.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const shareId: number = (await listed.json()).id;

    // Bessica was born in 1979; she shows her hours but hides her medical (examined in 2020).
    const pilot = await signedUpPage(browser, site.url, PILOT, errors);
    const record = {
      certificate: 'private', ratings: [], totalHours: 420, classHours: {}, makeModelHours: [], medical: { class: 3, examined: '2020-02-11' },
      flightReview: null, dateOfBirth: '1979-07-23', renterInsurance: null,
      shows: { certificate: true, ratings: true, hours: true, medical: false, flightReview: false },
    };
    expect((await pilot.request.put(`${site.url}/api/user/record`, { headers: V, data: record })).status()).toBe(200);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const asked = await pilot.request.post(`${site.url}/api/share/${shareId}/requests`, {
      headers: V, data: { start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString(), message: 'A local flight.' },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await owner.goto(`${site.url}/account/requests`);
    const card = owner.getByRole('article', { name: 'Warrior with minimums, Waiting for an answer' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const match = card.getByRole('group', { name: 'Pilot minimums' });
    await expect.poll(() => match.textContent()).toContain('Bessica Raiche meets 0 of 3 of this plane\'s minimums.');
    const text = (await match.textContent()) ?? '';
    expect(text).toContain('At most 14 years old');
    expect(text).toContain('420 of 1,000 hours total');
    expect(text).toContain('A current third-class medical');
    for (const hidden of ['1979', '1994', 'Jul', '2020', '2022', 'You', 'your ']) expect(text, hidden).not.toContain(hidden);
    expect(await owner.locator('body').textContent()).not.toContain('1979');

    await owner.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => owner.evaluate(phoneFitProblems, ['.account-tabs', '.home-strip', '.home-quotes'])).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
