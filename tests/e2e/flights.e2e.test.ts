import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocal } from '../../domain/booking/local-time.js';
import { localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

/**
 * Issue 36 in the browser, on a 390 px phone: a pilot checks an approved rental out and back in with photos
 * of the meters, the fuel gauges and a fuel receipt, sees the bill before he confirms the check-in; the
 * owner reads the flight and confirms it; the pilot opens the printable receipt and finds the hours in his
 * record, apart from the hours he declared.
 */
let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];

const OWNER = { firstname: 'Louise', lastname: 'Thaden', email: 'louise.flights@example.com', username: 'louise_flights', password: 'bendix-trophy-1936' };
const PILOT = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet.flights@example.com', username: 'harriet_flights', password: 'channel-crossing-1912' };
const TITLE = 'Skyhawk billed by the Hobbs';
const PHONE = { width: 390, height: 844 };

/** A page of a new account on a phone; the refusals the test causes on purpose (400) are not errors. */
const onPhone = async (who: typeof OWNER): Promise<Page> => {
  const page = await signedUpPage(browser, site.url, who, errors, /Failed to load resource: the server responded with a status of 400/);
  await page.setViewportSize(PHONE);
  return page;
};

const fits = (page: Page) => expect.poll(() => page.evaluate(phoneFitProblems, ['.account-tabs', '.home-strip', '.home-quotes'])).toEqual([]);

/** The message a field shows beside it (the element its aria-describedby names for its errors). */
async function messageBeside(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? ((await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '') : '';
}

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('a flight in the browser, on a phone', () => {
  it('check-out and check-in with photos, the bill, the owner confirms, the receipt and the record', async () => {
    // Louise lists a 172 at Bowman Field, open around the clock with no notice, and sets its billing rules
    // beside its availability: Hobbs, wet, $150 an hour, fuel credited at what was paid up to $6 a gallon, a
    // $25 cleaning fee.
    const owner = await onPhone(OWNER);
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
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N172FL', title: TITLE, description: 'A 172S with a fresh annual.',
          make: 'Cessna', model: '172S', year: 2006, ratePerHour: 165, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'skyhawk.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId: number = (await listed.json()).id;
    const rules = await owner.request.put(`${site.url}/api/share/${shareId}/availability`, { headers: V, data: { rules: { noticeMinutes: 0 } } });
    expect(rules.status()).toBe(200);
    const { timeZone } = await rules.json();

    await owner.goto(`${site.url}/?share=${shareId}`);
    const modal = owner.getByRole('dialog');
    const settingsButton = modal.getByRole('button', { name: 'Availability settings' });
    await expect.poll(() => settingsButton.isVisible(), { timeout: 15_000 }).toBe(true);
    await settingsButton.click();
    const billing = modal.getByRole('form', { name: 'Billing rules' });
    await expect.poll(() => billing.getByLabel('Rate per hour ($)').isVisible(), { timeout: 15_000 }).toBe(true);
    await billing.getByLabel('Bill by').selectOption('hobbs');
    await billing.getByLabel('Fuel', { exact: true }).selectOption('wet');
    // Dollars that are no amount are refused beside the field, before anything is sent.
    await billing.getByLabel('Rate per hour ($)').fill('a lot');
    await billing.getByRole('button', { name: 'Save billing rules' }).click();
    const rate = billing.getByLabel('Rate per hour ($)');
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(owner, rate)).toBe('Type an amount in dollars, like 45 or 45.50.');
    await rate.fill('150');
    await billing.getByLabel('Fuel credit').selectOption('actual_capped');
    await billing.getByLabel('Credit at most per gallon ($)').fill('6');
    await billing.getByRole('button', { name: 'Add a fee' }).click();
    await billing.getByLabel('Fee 1 name').fill('Cleaning');
    await billing.getByLabel('Fee 1 amount ($)').fill('25');
    await billing.getByRole('button', { name: 'Save billing rules' }).click();
    await expect.poll(() => billing.getByRole('status').textContent()).toMatch(/^Billing rules saved\./);
    await fits(owner);
    const saved = await (await owner.request.get(`${site.url}/api/share/${shareId}/billing`, { headers: V })).json();
    expect(saved).toMatchObject({ basis: 'hobbs', wet: true, rateCents: 15000, fuel: { rule: 'actual_capped', capCents: 600 }, fees: [{ label: 'Cleaning', amountCents: 2500 }] });

    // She records the meters as she left them: a Hobbs with two decimals is refused beside its field first.
    const meters = modal.getByRole('form', { name: 'Meter readings' });
    const ownerHobbs = meters.getByLabel('Hobbs (hours)');
    await ownerHobbs.fill('1234.55');
    await meters.getByLabel('Tach (hours)').fill('987.6');
    await meters.getByRole('button', { name: 'Record meters' }).click();
    await expect.poll(() => ownerHobbs.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(owner, ownerHobbs)).not.toBe('');
    await ownerHobbs.fill('1234.5');
    await meters.getByRole('button', { name: 'Record meters' }).click();
    await expect.poll(() => meters.getByRole('status').textContent()).toMatch(/^Meters recorded: Hobbs 1234\.5, tach 987\.6\./);
    await fits(owner);

    // Harriet asks for the next two hours, starting within the check-out's two hours; Louise approves it
    // (the approval copies the billing rules onto the booking).
    const pilot = await onPhone(PILOT);
    const now = toLocal(new Date(), timeZone);
    const from = Math.ceil((now.hour * 60 + now.minute + 20) / 5) * 5;
    const today = todayAt(timeZone);
    const asked = await pilot.request.post(`${site.url}/api/share/${shareId}/requests`, {
      headers: V,
      data: { start: localInputValue(today, from), end: localInputValue(today, from + 120), message: 'A local flight to Standiford and back.' },
    });
    expect(asked.status()).toBe(201);
    const bookingId: number = (await asked.json()).id;
    expect((await owner.request.post(`${site.url}/api/requests/${bookingId}/approve`, { headers: V, data: {} })).status()).toBe(200);

    // She checks out from My bookings, with photos of the Hobbs and the fuel gauges.
    await pilot.goto(`${site.url}/account/bookings`);
    const card = pilot.getByRole('article', { name: new RegExp(`^${TITLE}, `) });
    await expect.poll(() => card.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Approved`);
    await card.getByRole('button', { name: 'Check out' }).click();
    const checkOut = card.getByRole('form', { name: 'Check out' });
    // The form takes the keyboard where the button was.
    await expect.poll(() => checkOut.getByLabel('Hobbs', { exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
    await checkOut.getByLabel('Hobbs', { exact: true }).fill('1234.5');
    await checkOut.getByLabel('Tach', { exact: true }).fill('987.6');
    await checkOut.getByLabel('Fuel on board (gallons)').fill('40');
    await checkOut.getByLabel('Hobbs photo').setInputFiles({ name: 'hobbs.png', mimeType: 'image/png', buffer: await png(640, 480) });
    await checkOut.getByLabel('Fuel gauges photo').setInputFiles({ name: 'gauges.png', mimeType: 'image/png', buffer: await png(640, 480, 0x00ff00ff) });
    await fits(pilot);
    await checkOut.getByRole('button', { name: 'Check out now' }).click();
    await expect.poll(() => card.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Checked out`);
    expect(await card.getByText('Checked out. Have a good flight.').isVisible()).toBe(true);
    const outPhotos = card.getByRole('group', { name: 'Photos at check-out' }).getByRole('img');
    await expect.poll(() => outPhotos.count()).toBe(2);
    // The photos are shown (loaded with the API's header), not only named.
    await expect.poll(() => outPhotos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

    // At check-in a Hobbs below the check-out's is refused beside the field.
    await card.getByRole('button', { name: 'Check in' }).click();
    const checkIn = card.getByRole('form', { name: 'Check in' });
    const hobbs = checkIn.getByLabel('Hobbs', { exact: true });
    await hobbs.fill('1230.0');
    await checkIn.getByLabel('Tach', { exact: true }).fill('988.8');
    await checkIn.getByRole('button', { name: 'See the bill' }).click();
    await expect.poll(() => hobbs.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    expect(await messageBeside(pilot, hobbs)).not.toBe('');

    // 1.5 hours on the Hobbs, two landings, the route, 10 gallons bought for $62.50 with the receipt's
    // photo, a deferred squawk; a grounding one would be warned of.
    await hobbs.fill('1236.0');
    await checkIn.getByLabel('Landings').fill('2');
    await checkIn.getByLabel('Route').fill('klou ksdf klou');
    await checkIn.getByRole('button', { name: 'Add fuel' }).click();
    await checkIn.getByLabel('Gallons 1').fill('10');
    await checkIn.getByLabel('Price paid 1 ($)').fill('62.50');
    await checkIn.getByLabel('Receipt photo 1').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png(480, 640) });
    await checkIn.getByRole('button', { name: 'Add a squawk' }).click();
    await checkIn.getByLabel('Describe squawk 1').fill('Left nav light out');
    await checkIn.getByLabel('Severity 1').selectOption('grounding');
    await expect.poll(() => checkIn.getByText(/grounds the aircraft as soon as you check in/).isVisible()).toBe(true);
    await checkIn.getByLabel('Severity 1').selectOption('deferred');
    await expect.poll(() => checkIn.getByText(/grounds the aircraft as soon as you check in/).count()).toBe(0);
    await fits(pilot);

    // The bill before anything is saved: 1.5 h at $150, less 10 gallons at $6 at most, plus cleaning.
    await checkIn.getByRole('button', { name: 'See the bill' }).click();
    const preview = checkIn.getByRole('group', { name: 'The bill before check-in' });
    await expect.poll(() => preview.isVisible(), { timeout: 15_000 }).toBe(true);
    const bill = preview.getByRole('table');
    expect(await bill.locator('tfoot').textContent()).toContain('$190');
    expect(await bill.locator('tbody tr').count()).toBe(3);
    await fits(pilot);
    await preview.getByRole('button', { name: 'Confirm check-in' }).click();
    await expect.poll(() => card.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Flown: waiting for the owner`);
    expect(await card.getByText('Checked in.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByRole('group', { name: 'Photos at check-in' }).getByRole('img').count()).toBe(1);
    await expect.poll(() => card.getByRole('link', { name: /^Receipt/ }).first().isVisible()).toBe(true);

    // Louise reads the flight on her Requests (the readings, the photos, the bill) and confirms it.
    await owner.goto(`${site.url}/account/requests`);
    const ownerCard = owner.getByRole('article', { name: new RegExp(`^${TITLE}, `) });
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Flown: waiting for the owner`);
    const record = ownerCard.getByRole('region', { name: 'Flight record' });
    expect(await record.textContent()).toContain('1236.0 (1.5 h)');
    expect(await record.textContent()).toContain('KLOU → KSDF → KLOU');
    expect(await record.getByRole('group', { name: 'Photos at check-out' }).getByRole('img').count()).toBe(2);
    expect(await record.getByRole('table').locator('tfoot').textContent()).toContain('$190');
    expect(await ownerCard.getByRole('button', { name: 'Dispute' }).isVisible()).toBe(true);
    await fits(owner);
    await ownerCard.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Closed`);
    expect(await ownerCard.getByText('Confirmed: the flight is closed.').isVisible()).toBe(true);

    // Harriet opens the printable receipt in a new tab.
    await pilot.reload();
    await expect.poll(() => card.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Closed`);
    const receiptLink = card.getByRole('link', { name: /^Receipt/ }).first();
    expect(await receiptLink.getAttribute('target')).toBe('_blank');
    const [receipt] = await Promise.all([pilot.context().waitForEvent('page'), receiptLink.click()]);
    await receipt.waitForLoadState();
    expect(new URL(receipt.url()).pathname).toBe(`/requests/${bookingId}/receipt`);
    const receiptText = (await receipt.locator('body').textContent()) ?? '';
    expect(receiptText).toContain(TITLE);
    expect(receiptText).toContain('$190');
    await expect.poll(() => receipt.evaluate(phoneFitProblems, [])).toEqual([]);
    await receipt.close();

    // Her record shows the 1.5 hours flown on Wingshare, apart from the hours she declares.
    await pilot.goto(`${site.url}/account/record`);
    const flown = pilot.getByRole('region', { name: 'Flown on Wingshare' });
    await expect.poll(() => flown.textContent(), { timeout: 15_000 }).toContain('1.5 hours in 1 flight');
    expect(await flown.textContent()).toMatch(/172S/);
    expect(await pilot.getByLabel('Total hours', { exact: true }).inputValue()).toBe('');
    await fits(pilot);
    expect(errors).toEqual([]);
    // Two accounts, a listing, five pages and a dozen photos: past the default two minutes on a busy machine.
  }, 300_000);
});
