import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, pastTakeover, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 16 in the browser, one story on one app: a pilot asks about a plane in the share modal, the owner
// answers; they talk in Messages (the unread count in the menu), one reports a message and staff hide it
// from the back office; the rental ends and both review; the review shows on the listing.

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const OWNER = { firstname: 'Bessie', lastname: 'Coleman', email: 'bessie.talk@example.com', username: 'bessie_talk', password: 'queen-bess-1921' };
const PILOT = { firstname: 'Amelia', lastname: 'Earhart', email: 'amelia.talk@example.com', username: 'amelia_talk', password: 'electra-1937' };
const SLOW = { timeout: 15_000 };

/** A page signed up as `who`, watched for errors (a refused request is logged by the browser; the test sends one on purpose). */
const signedUp = (who: typeof OWNER) => signedUpPage(browser, site.url, who, errors);

/** The header's one badge: what waits for an answer (issue 34: unread conversations and requests). */
const headerUnread = async (page: Page) => ((await page.locator('.avatar-toggle .count-badge').count()) ? await page.locator('.avatar-toggle .count-badge').textContent() : '');

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('questions, messages and reviews in the browser', () => {
  it('a pilot asks about a plane, the owner answers, they talk, the rental ends, both review and the listing shows it', async () => {
    // Bessie lists a rental at Bowman Field; her email address stays private (the default).
    const owner = await signedUp(OWNER);
    expect((await owner.request.post(`${site.url}/api/user/subscription`, { headers: V, data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' } })).status()).toBe(201);
    const lou = (await (await owner.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
    const title = 'Skyhawk to talk about';
    const listed = await owner.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: {
        share: JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N172TK', title, description: 'A well-kept 172S.',
          make: 'Cessna', model: '172S', year: 2005, ratePerHour: 165, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'skyhawk.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId: number = (await listed.json()).id;

    // Amelia opens it: no Send Email (the address is private), Message the owner instead; she asks a question.
    const pilot = await signedUp(PILOT);
    await pilot.goto(`${site.url}/?share=${shareId}`);
    const modal = pilot.getByRole('dialog');
    const questions = modal.getByRole('region', { name: 'Questions' });
    await expect.poll(() => questions.getByRole('button', { name: 'Ask a question' }).isVisible(), SLOW).toBe(true);
    expect(await modal.getByRole('link', { name: 'Send Email' }).count()).toBe(0);
    await questions.getByRole('button', { name: 'Ask a question' }).click();
    await questions.getByRole('button', { name: 'Publish question' }).click();
    const question = questions.getByLabel('Your question (public, everyone sees it)');
    await expect.poll(() => question.getAttribute('aria-invalid')).toBe('true');
    await question.fill('Is the plane IFR current?');
    await questions.getByRole('button', { name: 'Publish question' }).click();
    await expect.poll(() => questions.getByText('Your question is published.', { exact: false }).isVisible()).toBe(true);

    // Bessie answers it in her listing's modal; the answer shows to Amelia.
    await owner.goto(`${site.url}/?share=${shareId}`);
    const asked = owner.getByRole('dialog').getByRole('article', { name: 'Question from Amelia Earhart' });
    await expect.poll(() => asked.getByRole('button', { name: 'Answer' }).isVisible(), SLOW).toBe(true);
    await asked.getByRole('button', { name: 'Answer' }).click();
    await asked.getByLabel('Your answer (public, once)').fill('Yes: IFR certified in May, with a GTN 650.');
    await asked.getByRole('button', { name: 'Publish answer' }).click();
    await expect.poll(() => asked.getByText('Yes: IFR certified in May, with a GTN 650.').isVisible()).toBe(true);
    await pilot.reload();
    await expect.poll(() => questions.getByText('Yes: IFR certified in May, with a GTN 650.').isVisible(), SLOW).toBe(true);

    // Amelia writes to her from the modal; a link in the text stays text.
    await modal.getByRole('link', { name: 'Message the owner' }).click();
    await pilot.waitForURL((at) => at.pathname === '/messages/new');
    const first = pilot.getByLabel(/^Message to /);
    await expect.poll(() => first.isVisible(), SLOW).toBe(true);
    // Sent empty: refused beside the field (clicked again until the freshly drawn page answers).
    await expect
      .poll(async () => {
        await pilot.getByRole('button', { name: 'Send' }).click();
        return first.getAttribute('aria-invalid');
      })
      .toBe('true');
    await first.fill('Could I fly it Saturday? My checkout notes: https://example.com/checkout');
    await pilot.getByRole('button', { name: 'Send' }).click();
    await pilot.waitForURL((at) => /^\/messages\/\d+$/.test(at.pathname));
    const thread = pilot.getByRole('list', { name: 'Messages' });
    await expect.poll(() => thread.getByText('My checkout notes: https://example.com/checkout', { exact: false }).isVisible(), SLOW).toBe(true);
    expect(await thread.locator('a').count()).toBe(0);
    expect(await pilot.getByRole('status').getByText(/^Sent\./).isVisible()).toBe(true);

    // Bessie's menu counts it; opening the conversation reads it and she answers.
    await owner.goto(`${site.url}/account/listings`);
    await expect.poll(() => headerUnread(owner), SLOW).toBe('1 thing waiting for your answer');
    await owner.locator('.avatar-toggle').click();
    await owner.getByRole('link', { name: /^Messages/ }).click();
    const row = owner.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => row.textContent(), SLOW).toContain('Could I fly it Saturday?');
    expect(await row.textContent()).toContain(title);
    await row.click();
    await expect.poll(() => owner.getByRole('list', { name: 'Messages' }).getByText('Could I fly it Saturday?', { exact: false }).isVisible(), SLOW).toBe(true);
    await expect.poll(() => headerUnread(owner)).toBe('');
    await owner.getByLabel(/^Message to /).fill('Saturday works. Request 10:00 to 12:00 in the calendar.');
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => owner.getByRole('list', { name: 'Messages' }).getByText('Saturday works.', { exact: false }).isVisible()).toBe(true);

    // The link in Amelia's message looks odd to Bessie: she reports it (a reason is asked for beside the field).
    const received = owner.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Could I fly it Saturday?' });
    await received.getByRole('button', { name: 'Report this message' }).click();
    const reason = received.getByLabel('Why should staff look at it?');
    await received.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('A link to a site I do not know.');
    await received.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => received.getByText(/^Thank you: staff will look at this message/).isVisible()).toBe(true);

    // Amelia sees the answer waiting.
    await pilot.goto(`${site.url}/messages`);
    await expect.poll(() => headerUnread(pilot), SLOW).toBe('1 thing waiting for your answer');
    await pilot.getByRole('list', { name: 'Conversations' }).getByRole('link').click();
    await expect.poll(() => pilot.getByRole('list', { name: 'Messages' }).getByText('Saturday works.', { exact: false }).isVisible(), SLOW).toBe(true);

    // The rental: asked and approved through the API, then moved into the past in the database: it has ended.
    const { timeZone } = await (await owner.request.get(`${site.url}/api/share/${shareId}/availability`, { headers: V })).json();
    const tomorrow = addDays(todayAt(timeZone), 1);
    const asking = await pilot.request.post(`${site.url}/api/share/${shareId}/requests`, {
      headers: V,
      data: { start: localInputValue(tomorrow, 10 * 60), end: localInputValue(tomorrow, 12 * 60), message: 'Saturday, as agreed.' },
    });
    expect(asking.status()).toBe(201);
    const bookingId: number = (await asking.json()).id;
    expect((await owner.request.post(`${site.url}/api/requests/${bookingId}/approve`, { headers: V, data: {} })).status()).toBe(200);
    const past = "tstzrange(now() - interval '26 hours', now() - interval '24 hours')";
    const db = site.orm.em.fork().getConnection();
    await db.execute(`update booking_requests set period = ${past} where id = ?`, [bookingId]);
    await db.execute(`update share_holds set period = ${past} where booking_id = ?`, [bookingId]);

    // Amelia reviews: stars are asked for beside them, then 4 stars; hers waits for Bessie's.
    await pilot.goto(`${site.url}/account/bookings`);
    const booking = pilot.getByRole('article', { name: new RegExp(`^${title}`) });
    await expect.poll(() => booking.getByRole('button', { name: 'Write a review' }).isVisible(), SLOW).toBe(true);
    await booking.getByRole('button', { name: 'Write a review' }).click();
    await booking.getByRole('button', { name: 'Publish review' }).click();
    const stars = booking.getByRole('group', { name: 'Stars' });
    const text = booking.getByLabel('Your review');
    await expect.poll(() => stars.getByText('Choose 1 to 5 stars.').isVisible()).toBe(true);
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    // Each message goes as soon as its field is changed, before the next submit (issue 34); the other stays.
    await text.fill('Clean plane, honest squawk list, easy handover.');
    await expect.poll(() => text.getAttribute('aria-invalid')).toBeNull();
    expect(await booking.locator('.review-form .field-error').allTextContents()).toEqual(['Choose 1 to 5 stars.']);
    await stars.getByRole('radio', { name: '4 stars: good' }).check();
    await expect.poll(() => stars.getByText('Choose 1 to 5 stars.').count()).toBe(0);
    expect(await booking.locator('.review-form .field-invalid').count()).toBe(0);
    await booking.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => booking.getByText('Your review is saved.').isVisible()).toBe(true);
    expect(await booking.textContent()).toMatch(/Your review is shown when Bessie Coleman has written theirs or on \w+ \d+, \d{4}\./);

    // Bessie reviews Amelia: both are shown now, and she reads Amelia's.
    await owner.goto(`${site.url}/account/requests`);
    const request = owner.getByRole('article', { name: new RegExp(`^${title}`) });
    await expect.poll(() => request.getByRole('button', { name: 'Write a review' }).isVisible(), SLOW).toBe(true);
    await request.getByRole('button', { name: 'Write a review' }).click();
    await request.getByRole('group', { name: 'Stars' }).getByRole('radio', { name: '5 stars: excellent' }).check();
    await request.getByLabel('Your review').fill('Careful pilot, brought it back fuelled.');
    await request.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => request.getByText('Clean plane, honest squawk list, easy handover.').isVisible(), SLOW).toBe(true);

    // The listing shows the pilot's review and its rating, to a visitor too; so does its card.
    const visitorContext = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    await pastTakeover(visitorContext, site.url);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${site.url}/?share=${shareId}`);
    const reviews = visitor.getByRole('dialog').getByRole('region', { name: /^Reviews/ });
    await expect.poll(() => reviews.getByText('Clean plane, honest squawk list, easy handover.').isVisible(), SLOW).toBe(true);
    expect(await reviews.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).isVisible()).toBe(true);
    await visitorContext.close();
    await owner.goto(`${site.url}/account/listings`);
    const card = owner.getByRole('article', { name: title });
    await expect.poll(() => card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).isVisible(), SLOW).toBe(true);

    // Staff read the report in the back office and hide the message: both sides see it hidden.
    const staff = await signInToBackOffice(browser, site.url, site.config.admin.username, site.config.admin.password);
    await expect.poll(() => new URL(staff.url()).pathname, SLOW).not.toMatch(/\/login$/);
    await staff.goto(`${site.url}/admin/reports`);
    const report = staff.locator('.RaDataTable-table tbody tr').filter({ hasText: 'A link to a site I do not know.' });
    await expect.poll(() => report.isVisible(), SLOW).toBe(true);
    expect(await report.textContent()).toContain('Amelia Earhart');
    await report.getByRole('button', { name: /^Hide the message/ }).click();
    await expect.poll(() => staff.getByText('The message is hidden').isVisible(), SLOW).toBe(true);
    await staff.context().close();
    await pilot.goto(`${site.url}/messages`);
    await pilot.getByRole('list', { name: 'Conversations' }).getByRole('link').click();
    await expect.poll(() => pilot.getByText('This message was hidden by Wingshare staff.').isVisible(), SLOW).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);
});
