import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 34, the owner's side in the browser: the header's one badge and its Requests link (point 14), the
// Grounded badge and calendar (point 15), the Requests list that keeps still and its Undo (point 16).

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const TOM = { firstname: 'Tom', lastname: 'Hangar', email: 'tom.ownerside@example.com', username: 'tom_ownerside', password: 'tom-owns-planes-1' };
const AMY = { firstname: 'Amy', lastname: 'Johnson', email: 'amy.ownerside@example.com', username: 'amy_ownerside', password: 'jason-1930-flight' };
const JEAN = { firstname: 'Jean', lastname: 'Batten', email: 'jean.ownerside@example.com', username: 'jean_ownerside', password: 'percival-gull-36' };

let tom: Page;
let amy: Page;
let jean: Page;
let shareId: number;
let timeZone: string;
const TITLE = 'Archer at Bowman';

const api = (page: Page, method: 'get' | 'post' | 'delete', path: string, data?: unknown) =>
  page.request[method](`${site.url}/api${path}`, { headers: V, ...(data === undefined ? {} : { data }) });

/** Asks for day `days` from today at the airport, `from` to `to` o'clock. */
async function ask(pilot: Page, days: number, from: number, to: number): Promise<number> {
  const day = addDays(todayAt(timeZone), days);
  const res = await api(pilot, 'post', `/share/${shareId}/requests`, { start: localInputValue(day, from * 60), end: localInputValue(day, to * 60), message: 'A local flight.' });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
  tom = await signedUpPage(browser, site.url, TOM, errors);
  amy = await signedUpPage(browser, site.url, AMY, errors);
  jean = await signedUpPage(browser, site.url, JEAN, errors);
  expect((await api(tom, 'post', '/user/subscription', { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status()).toBe(201);
  const lou = (await (await api(tom, 'get', '/airport?q=LOU')).json())[0];
  const listed = await tom.request.post(`${site.url}/api/share`, {
    headers: V,
    multipart: {
      share: JSON.stringify({
        type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N281OS', title: TITLE, description: 'A tidy PA-28-181.',
        make: 'Piper', model: 'PA-28-181', year: 1998, ratePerHour: 150, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
      }),
      images: { name: 'archer.png', mimeType: 'image/png', buffer: await png(800, 600) },
    },
  });
  expect(listed.status()).toBe(201);
  shareId = (await listed.json()).id;
  timeZone = (await (await api(tom, 'get', `/share/${shareId}/availability`)).json()).timeZone;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the owner in the browser', () => {
  it('sees one badge for what waits (a conversation and two requests) and reaches Requests in one tap, on a desktop and a phone', async () => {
    await ask(amy, 2, 10, 12);
    await ask(jean, 3, 10, 12);
    const sent = await api(amy, 'post', '/conversations', { shareId, text: 'Is the Archer IFR current?' });
    expect(sent.status()).toBe(201);

    await tom.goto(`${site.url}/`);
    const header = tom.locator('header.site-header');
    const account = header.getByRole('button', { name: /account menu/ });
    await expect.poll(() => account.textContent(), { timeout: 15_000 }).toContain('3 things waiting for your answer');
    const requests = header.getByRole('link', { name: /^Requests/ });
    expect(await requests.textContent()).toBe('Requests2 waiting');
    await account.click();
    const menu = header.getByRole('list').filter({ has: tom.getByRole('link', { name: /^Messages/ }) });
    expect(await menu.getByRole('link', { name: /^Messages/ }).textContent()).toBe('Messages1 conversation unread');

    await tom.setViewportSize({ width: 360, height: 800 });
    await tom.goto(`${site.url}/`);
    const menuButton = header.getByRole('button', { name: /^Menu/ });
    await expect.poll(() => menuButton.textContent(), { timeout: 15_000 }).toBe('Menu3 things waiting for your answer');
    await expect.poll(() => requests.isVisible()).toBe(true); // in the bar, not inside the closed menu
    await expect.poll(() => tom.evaluate(phoneFitProblems, ['.home-strip', '.home-quotes'])).toEqual([]);
    await requests.click();
    await expect.poll(() => new URL(tom.url()).pathname).toBe('/account/requests');
    await tom.setViewportSize({ width: 1300, height: 900 });
    expect(errors).toEqual([]);
  });

  it('keeps the Requests list still when a request is approved, and Undo puts it back to waiting', async () => {
    await tom.goto(`${site.url}/account/requests`);
    const cards = tom.locator('.booking-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const first = cards.nth(0);
    const second = cards.nth(1);
    const firstId = Number((await first.getAttribute('id'))!.replace('booking-', ''));
    const before = { first: (await first.boundingBox())!.y, second: (await second.boundingBox())!.y };

    await first.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => first.getByText('Approved.').isVisible()).toBe(true);
    // The answered card stays where it was, showing its new state; the next one did not slide up under the pointer.
    expect(await first.getAttribute('id')).toBe(`booking-${firstId}`);
    expect((await first.boundingBox())!.y).toBe(before.first);
    expect((await second.boundingBox())!.y).toBeGreaterThanOrEqual(before.second);
    const undo = first.getByRole('button', { name: 'Undo' });
    expect(await undo.evaluate((b) => b === document.activeElement)).toBe(true); // where the keyboard is

    await undo.click();
    await expect.poll(() => first.getByText('Undone.').isVisible()).toBe(true);
    expect(await first.getByRole('button', { name: 'Approve' }).isVisible()).toBe(true);
    expect((await (await api(tom, 'get', `/requests/${firstId}`)).json()).state).toBe('pending');

    // Approved again, the Undo goes after its moment.
    await first.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => first.getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);
    await expect.poll(() => first.getByRole('button', { name: 'Undo' }).isVisible(), { timeout: 15_000, interval: 500 }).toBe(false);
    expect((await (await api(tom, 'get', `/requests/${firstId}`)).json()).state).toBe('approved');
    expect(await first.evaluate((card) => card === document.activeElement)).toBe(true); // the keyboard stays on the card
    expect(errors).toEqual([]);
  });

  it('marks a grounded plane on its search card, on My Planes and on its page, whose calendar shows no free day', async () => {
    expect((await api(tom, 'post', `/share/${shareId}/ground`, { reason: 'Alternator out' })).status()).toBe(200);
    await jean.goto(`${site.url}/find?lat=38.2284&lng=-85.6636&radius=50`);
    const card = jean.getByRole('article', { name: TITLE });
    await expect.poll(() => card.getByText('Grounded', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);

    await tom.goto(`${site.url}/account/listings`);
    await expect.poll(() => tom.getByRole('article', { name: TITLE }).getByText('Grounded', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);

    await jean.goto(`${site.url}/?share=${shareId}`);
    const dialog = jean.getByRole('dialog');
    await expect.poll(() => dialog.locator('.share-grounded-badge').isVisible(), { timeout: 15_000 }).toBe(true);
    const calendar = dialog.getByRole('region', { name: 'Calendar' });
    await expect.poll(() => calendar.getByText('Grounded: Alternator out. No day can be booked until the owner clears it.').isVisible()).toBe(true);
    // Days already past keep what they were (free, booked): from today on, none is free.
    expect(await calendar.locator('.calendar-day.day-free:not(.day-past)').count()).toBe(0);
    expect(await calendar.locator('.calendar-day.day-grounded').count()).toBeGreaterThan(0);
    expect(await calendar.locator('.calendar-day.day-grounded').first().getAttribute('aria-label')).toContain('grounded, not bookable');
    expect(errors).toEqual([]);
  });
});
