import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 34, points 8 and 9: the request form shows the estimate before sending, is replaced by what was sent,
// the calendar shows the pilot their own waiting request (and no one else), and a second send is refused.

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const OWNER = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet.requests@example.com', username: 'harriet_requests', password: 'channel-1912' };
const PILOT = { firstname: 'Bessica', lastname: 'Raiche', email: 'bessica.requests@example.com', username: 'bessica_requests', password: 'first-solo-1910' };
const OTHER = { firstname: 'Katherine', lastname: 'Stinson', email: 'katherine.requests@example.com', username: 'katherine_requests', password: 'loop-1915' };

/** The duplicate refused on purpose answers 409, which the browser logs. */
const signedUp = (who: typeof OWNER) => signedUpPage(browser, site.url, who, errors, /Failed to load resource: the server responded with a status of 409/);

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('sending a request in the browser', () => {
  it('shows the estimate, then what was sent in place of the form, and the pilot\'s own request on the calendar', async () => {
    const owner = await signedUp(OWNER);
    const subscribed = await owner.request.post(`${site.url}/api/user/subscription`, {
      headers: V,
      data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' },
    });
    expect(subscribed.status()).toBe(201);
    const lou = (await (await owner.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
    const title = 'Archer to rent at Bowman';
    const listed = await owner.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: {
        share: JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N181RQ', title, description: 'A PA-28-181 with a new interior.',
          make: 'Piper', model: 'PA-28-181', year: 2001, ratePerHour: 165, isWet: true, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'archer.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId: number = (await listed.json()).id;
    const { timeZone } = await (await owner.request.get(`${site.url}/api/share/${shareId}/availability`, { headers: V })).json();
    const tomorrow = addDays(todayAt(timeZone), 1);
    const start = localInputValue(tomorrow, 10 * 60);
    const end = localInputValue(tomorrow, 12 * 60 + 30);
    const estimate = 'Estimate: $412.50 (2.5 hours at $165 / hour, wet: fuel included)';

    // Bessica types the times: the estimate shows before she sends.
    const pilot = await signedUp(PILOT);
    await pilot.goto(`${site.url}/?share=${shareId}`);
    const dialog = pilot.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Send request' });
    await expect.poll(() => send.isVisible(), { timeout: 15_000 }).toBe(true);
    // The rate reaches the form with the listing, which may come after the button: wait for it.
    await expect.poll(() => dialog.getByText('Choose the start and the end to see the estimate ($165 / hour).').isVisible()).toBe(true);
    await dialog.getByLabel('Start', { exact: true }).fill(start);
    await dialog.getByLabel('End', { exact: true }).fill(end);
    await expect.poll(() => dialog.getByText(estimate, { exact: true }).isVisible()).toBe(true);
    await dialog.getByLabel('Message to the owner').fill('Checked out in Archers, 250 hours.');
    await send.click();

    // The form is gone; what was sent is said in its place, with the next steps, and takes the focus.
    const sent = dialog.locator('.booking-sent');
    await expect.poll(() => sent.getByText('Your request is sent.').isVisible()).toBe(true);
    expect(await send.count()).toBe(0);
    expect(await dialog.getByLabel('Start', { exact: true }).count()).toBe(0);
    const text = await sent.textContent();
    expect(text).toContain(estimate);
    expect(text).toContain('Your message: “Checked out in Archers, 250 hours.”');
    expect(text).toContain('shows on the calendar as your request');
    expect(await sent.getByRole('link', { name: 'See My bookings' }).isVisible()).toBe(true);
    expect(await pilot.evaluate(() => document.activeElement?.classList.contains('booking-sent'))).toBe(true);

    // On a phone the confirmation and its estimate keep to the screen's width.
    for (const width of [360, 430]) {
      await pilot.setViewportSize({ width, height: 800 });
      await expect.poll(() => pilot.evaluate(phoneFitProblems, ['.account-tabs', '.home-strip', '.home-quotes']), { message: `at ${width} px` }).toEqual([]);
    }
    await pilot.setViewportSize({ width: 1300, height: 900 });

    // The calendar's week shows her own waiting request.
    const calendar = dialog.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Week' }).click();
    const mine = calendar.getByText("Your request 10:00–12:30, waiting for the owner's answer", { exact: true });
    await expect.poll(() => mine.isVisible()).toBe(true);

    // Asking again for the same time is refused with the reason; the request stays one.
    await sent.getByRole('button', { name: 'Ask for another time' }).click();
    await dialog.getByLabel('Start', { exact: true }).fill(start);
    await dialog.getByLabel('End', { exact: true }).fill(end);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText('You already asked for this time', { exact: false }).isVisible()).toBe(true);
    const { requests } = await (await pilot.request.get(`${site.url}/api/requests?role=pilot`, { headers: V })).json();
    expect(requests).toHaveLength(1);

    // Her card in My bookings, and Harriet's in Requests, say the estimate.
    await pilot.goto(`${site.url}/account/bookings`);
    const card = pilot.getByRole('article', { name: `${title}, Waiting for an answer` });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.textContent()).toContain(estimate);
    await owner.goto(`${site.url}/account/requests`);
    const theirs = owner.getByRole('article', { name: `${title}, Waiting for an answer` });
    await expect.poll(() => theirs.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await theirs.textContent()).toContain(estimate);

    // Another pilot sees the day free: a waiting request is its pilot's alone.
    const other = await signedUp(OTHER);
    await other.goto(`${site.url}/?share=${shareId}`);
    const theirCalendar = other.getByRole('dialog').getByRole('region', { name: 'Calendar' });
    await expect.poll(() => theirCalendar.getByRole('button', { name: 'Week' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await theirCalendar.getByRole('button', { name: 'Week' }).click();
    await expect.poll(() => theirCalendar.locator('.calendar-week').isVisible()).toBe(true);
    expect(await theirCalendar.textContent()).not.toContain('Your request');
    expect(errors).toEqual([]);
  });
});
