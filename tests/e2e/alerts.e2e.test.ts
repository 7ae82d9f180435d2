import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const FOLLOWER = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet.alerts@example.com', username: 'harriet_alerts', password: 'channel-1912' };
const LISTER = { firstname: 'Orville', lastname: 'Wright', email: 'orville.alerts@example.com', username: 'orville_alerts', password: 'kitty-hawk-1903' };
const TITLE = 'Skyhawk for rent at Bowman';

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('new-listing alerts in the browser', () => {
  it('follow an airport, another pilot lists a plane there, the alert is in the outbox and its link unsubscribes', async () => {
    // Harriet follows Bowman Field on the Alerts tab.
    const follower = await signedUpPage(browser, site.url, FOLLOWER, errors);
    await follower.goto(`${site.url}/account/alerts`);
    // Typing the name, Bowman Field comes first (3U3 in Anaconda, MT is also "Bowman"), with its place.
    await follower.getByLabel('Add an airport').fill('Bowman');
    const option = follower.getByRole('option').first();
    await expect.poll(() => option.textContent(), { timeout: 15_000 }).toBe('LOU - Bowman, Louisville, KY');
    await option.click();
    const remove = follower.getByRole('button', { name: 'Remove LOU - Bowman, Louisville, KY' });
    await expect.poll(() => remove.isVisible()).toBe(true);
    expect(await follower.getByRole('listitem').filter({ has: remove }).textContent()).toMatch(/^LOU - Bowman, Louisville, KY\s*Remove/);

    // Orville, with a listing subscription, lists a plane at Bowman Field.
    const lister = await signedUpPage(browser, site.url, LISTER, errors);
    const subscribed = await lister.request.post(`${site.url}/api/user/subscription`, {
      headers: V,
      data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' },
    });
    expect(subscribed.status()).toBe(201);
    const lou = (await (await lister.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
    const listed = await lister.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: {
        share: JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N172AL', title: TITLE, description: 'A well-kept 172S.', make: 'Cessna',
          model: '172S', year: 2005, ratePerHour: 165, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'skyhawk.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId = (await listed.json()).id;

    // The worker (as npm start runs it) mails the alert.
    const worker = site.composed.alerts.worker();
    worker.start();
    try {
      await expect
        .poll(async () => (await site.composed.repositories.outbox.list({ q: FOLLOWER.email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 5 })).total)
        .toBe(1);
    } finally {
      await worker.stop();
    }

    // Staff find it in the back office's Outbox, with the listing's link and the unsubscribe link.
    const admin = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1');
    await expect.poll(() => admin.getByRole('menuitem', { name: 'Outbox' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await admin.getByRole('menuitem', { name: 'Outbox' }).click();
    const row = admin.getByRole('cell', { name: new RegExp(`^New listing at LOU - Bowman.*: ${TITLE}$`) });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await admin.getByRole('cell', { name: LISTER.email }).count()).toBe(0); // the lister is not alerted
    await row.click();
    const listingLink = admin.getByRole('link', { name: `${site.url}/?share=${shareId}` });
    await expect.poll(() => listingLink.isVisible(), { timeout: 15_000 }).toBe(true);
    const unsubscribe = admin.getByRole('link', { name: /\/api\/alerts\/unsubscribe\?token=/ });
    const href = await unsubscribe.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${site.url}/api/alerts/unsubscribe\\?token=`));

    // The link works in a browser without a login.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(href!);
    await expect.poll(() => stranger.getByText(/^You will no longer get alerts for LOU - Bowman.*\.$/).isVisible()).toBe(true);
    // A tampered one is refused with a page that says so.
    const tampered = await stranger.goto(href!.replace(/token=(\d+)/, (_m, id) => `token=${Number(id) + 1}`));
    expect(tampered?.status()).toBe(400);
    expect(await stranger.getByText(/This unsubscribe link is not valid/).isVisible()).toBe(true);

    // Harriet's Alerts tab no longer lists it.
    await follower.reload();
    await expect.poll(() => follower.getByText('You are not following any airports yet.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
