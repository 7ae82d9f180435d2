import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const OWNER = { firstname: 'Bessie', lastname: 'Coleman', email: 'bessie.bookings@example.com', username: 'bessie_bookings', password: 'queen-bess-1921' };
const PILOT = { firstname: 'Amelia', lastname: 'Earhart', email: 'amelia.bookings@example.com', username: 'amelia_bookings', password: 'electra-1937' };
const THIRD = { firstname: 'Jackie', lastname: 'Cochran', email: 'jackie.bookings@example.com', username: 'jackie_bookings', password: 'sound-barrier-1953' };

/** A page past the first-visit takeover, signed up as `who` through the API (its cookies), watched for errors. */
async function signedUp(who: typeof OWNER): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${who.username}: ${e.message}`));
  page.on('console', (m) => {
    // A refused request is logged by the browser itself; the test sends one on purpose.
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 400/.test(m.text())) errors.push(`${who.username}: ${m.text()}`);
  });
  const signup = await page.request.post(`${site.url}/api/user`, {
    headers: V,
    multipart: { user: JSON.stringify({ ...who, airport: null, isDiscoverable: true, bio: '', code: '', honeypot: '' }) },
  });
  expect(signup.status()).toBe(201);
  return page;
}

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('requests and bookings in the browser', () => {
  it('a pilot asks for a period, the owner approves it from Requests, others see it booked, the feed lists it', async () => {
    // Bessie lists a rental at Bowman Field.
    const owner = await signedUp(OWNER);
    const subscribed = await owner.request.post(`${site.url}/api/user/subscription`, {
      headers: V,
      data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' },
    });
    expect(subscribed.status()).toBe(201);
    const lou = (await (await owner.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
    const listed = await owner.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: {
        share: JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N172BK', title: 'Skyhawk to rent at Bowman', description: 'A well-kept 172S.',
          make: 'Cessna', model: '172S', year: 2005, ratePerHour: 165, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
        }),
        images: { name: 'skyhawk.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId: number = (await listed.json()).id;
    const { timeZone } = await (await owner.request.get(`${site.url}/api/share/${shareId}/availability`, { headers: V })).json();
    // Tomorrow at the airport, 10:00 to 12:00 airport time.
    const tomorrow = addDays(todayAt(timeZone), 1);
    const start = localInputValue(tomorrow, 10 * 60);
    const end = localInputValue(tomorrow, 12 * 60);

    // Amelia opens the listing, is refused a period that ends before it starts (beside the field), then asks.
    const pilot = await signedUp(PILOT);
    await pilot.goto(`${site.url}/?share=${shareId}`);
    const dialog = pilot.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`(${timeZone})`, { exact: false }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel('Start', { exact: true }).fill(end);
    await dialog.getByLabel('End', { exact: true }).fill(start);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const endField = dialog.getByLabel('End', { exact: true });
    await expect.poll(() => endField.getAttribute('aria-invalid')).toBe('true');
    // The message is beside the field, which names it as its description.
    const describedBy = await endField.getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${describedBy}"]`).textContent()).toBe('The end must be after the start.');
    await dialog.getByLabel('Start', { exact: true }).fill(start);
    await dialog.getByLabel('End', { exact: true }).fill(end);
    await dialog.getByLabel('Message to the owner').fill('Checked out in 172s, 300 hours. A local flight.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText('Your request is sent.').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'See My bookings' }).isVisible()).toBe(true);

    // Bessie sees one waiting request in her menu and approves it from Requests.
    await owner.goto(`${site.url}/account/requests`);
    const tab = owner.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Requests/ });
    await expect.poll(() => tab.textContent(), { timeout: 15_000 }).toBe('Requests1 waiting');
    const card = owner.getByRole('article', { name: 'Skyhawk to rent at Bowman, Waiting for an answer' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('From Amelia Earhart');
    await card.getByRole('button', { name: 'Approve' }).click();
    const approved = owner.getByRole('article', { name: 'Skyhawk to rent at Bowman, Approved' });
    await expect.poll(() => approved.getByText('Approved.').isVisible()).toBe(true);
    expect(await approved.getByRole('link', { name: 'See the listing' }).isVisible()).toBe(true);
    await expect.poll(() => tab.textContent()).toBe('Requests');

    // Amelia's My bookings says so.
    await pilot.goto(`${site.url}/account/bookings`);
    await expect.poll(() => pilot.getByRole('article', { name: 'Skyhawk to rent at Bowman, Approved' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // Jackie sees the period booked, without a name.
    const third = await signedUp(THIRD);
    await third.goto(`${site.url}/?share=${shareId}`);
    const calendar = third.getByRole('dialog').getByRole('region', { name: 'Calendar' });
    await expect.poll(() => calendar.getByRole('button', { name: 'Week' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await calendar.getByRole('button', { name: 'Week' }).click();
    const booked = calendar.getByText('Booked 10:00–12:00', { exact: true });
    await expect.poll(() => booked.isVisible()).toBe(true);
    expect(await calendar.textContent()).not.toContain('Amelia');

    // Bessie's private feed lists it, with the pilot's name.
    const availability = await (await owner.request.get(`${site.url}/api/share/${shareId}/availability`, { headers: V })).json();
    const [booking] = (await (await pilot.request.get(`${site.url}/api/requests?role=pilot`, { headers: V })).json()).requests;
    const feed = await third.request.get(availability.icsUrl);
    expect(feed.status()).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain('SUMMARY:Booked by Amelia Earhart');
    expect(ics).toContain(`DTSTART:${icsTime(booking.start)}`);
    expect(ics).toContain(`DTEND:${icsTime(booking.end)}`);
    expect(errors).toEqual([]);
  });
});
