import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { toLocal } from '../../domain/booking/local-time.js';
import { divideHalfUp, formatCentsExact } from '../../domain/money/cents.js';
import { TRANSFER_AFTER_MS } from '../../domain/payment/payment.js';
import type { PaymentView } from '../../domain/payment/payment-view.js';
import { localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { SANDBOX_PAYOUT_DELAY_MS } from '../../adapters/payments/sandbox-connect.gateway.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { keepScreenshot } from '../support/screenshots.js';
import { V, type TestApp } from '../support/test-app.js';

/**
 * Issue 37 in the browser, on a 390 px phone: the owner sets up payouts in the sandbox and his rental's
 * payment terms; a pilot requests it with a saved card (a declined one is refused beside the card field
 * first); the owner approves (the hold); the flight is checked out, in and confirmed (the bill captured);
 * 72 hours later by the site's clock the owner's share is transferred and he sees it on the booking, in his
 * earnings and on his payouts; the pilot sees her payment and its receipt.
 */

/** The site's clock, moved forward by the test (the browser's stays real): the 72 hours pass in a moment. */
class MovableClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

let site: TestApp & { url: string };
let browser: Browser;
/** What the first test made, for the second: the owner's onboarded rental, its zone and the pilot's page. */
let made: { shareId: number; timeZone: string; pilot: Page } | null = null;
const clock = new MovableClock();
const errors: string[] = [];

const OWNER = { firstname: 'Pancho', lastname: 'Barnes', email: 'pancho.pay@example.com', username: 'pancho_pay', password: 'happy-bottom-1935' };
const PILOT = { firstname: 'Jackie', lastname: 'Cochran', email: 'jackie.pay@example.com', username: 'jackie_pay', password: 'bendix-race-1938' };
const TITLE = 'Cub paid through the site';
const PHONE = { width: 390, height: 844 };

/** A new account's page on a phone; the refusals the test causes on purpose (400, 402) are not errors. */
const onPhone = async (who: typeof OWNER): Promise<Page> => {
  const page = await signedUpPage(browser, site.url, who, errors, /Failed to load resource: the server responded with a status of 40[02]/);
  await page.setViewportSize(PHONE);
  return page;
};

const fits = (page: Page) => expect.poll(() => page.evaluate(phoneFitProblems, ['.account-tabs', '.home-strip', '.home-quotes'])).toEqual([]);

/** The message a field shows beside it (the element its aria-describedby names for its errors). */
async function messageBeside(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? ((await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '') : '';
}

/** The booking's payment as `page`'s user sees it through the API. */
async function paymentOf(page: Page, bookingId: number): Promise<PaymentView> {
  const res = await page.request.get(`${site.url}/api/requests/${bookingId}/payment`, { headers: V });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The money steps due by the site's clock, run now as the worker would (the test app runs no worker). */
async function runDueMoneySteps(): Promise<string[]> {
  return site.composed.payments.runDueSteps();
}

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off' }, { clock });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('paying for a rental in the browser, on a phone', () => {
  it('onboarding, terms, a request with a card, the hold, the bill captured, the payout after 72 hours', async () => {
    // Pancho lists a Cub at Bowman Field, open around the clock with no notice.
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
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N37PY', title: TITLE, description: 'A J-3 Cub on the grass.',
          make: 'Piper', model: 'J-3', year: 1946, ratePerHour: 120, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'cub.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    const shareId: number = (await listed.json()).id;
    const rules = await owner.request.put(`${site.url}/api/share/${shareId}/availability`, { headers: V, data: { rules: { noticeMinutes: 0 } } });
    expect(rules.status()).toBe(200);
    const { timeZone } = await rules.json();

    // His rental's terms say requests come without payment until his payouts are set up.
    await owner.goto(`${site.url}/?share=${shareId}`);
    const modal = owner.getByRole('dialog');
    const settingsButton = modal.getByRole('button', { name: 'Availability settings' });
    await expect.poll(() => settingsButton.isVisible(), { timeout: 15_000 }).toBe(true);
    await settingsButton.click();
    const terms = modal.getByRole('form', { name: 'Payment terms' });
    await expect.poll(() => terms.getByRole('note').textContent(), { timeout: 15_000 }).toContain('Requests come without payment until then.');
    expect(await terms.getByRole('link', { name: 'Set up payouts' }).getAttribute('href')).toBe('/account/payouts');

    // He sets up payouts from his account: the sandbox's stand-in for Stripe's onboarding, said to be a sandbox.
    await owner.goto(`${site.url}/account/payouts`);
    await expect.poll(() => owner.getByText('Not set up', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await owner.getByText('Sandbox: no real money moves.').isVisible()).toBe(true);
    expect(await owner.getByText(/Wingshare keeps 10 % of each bill/).isVisible()).toBe(true);
    await fits(owner);
    await owner.getByRole('button', { name: 'Set up payouts' }).click();
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/sandbox/connect');
    expect(new URL(owner.url()).searchParams.get('account')).toMatch(/^acct_/);
    expect(await owner.getByText('Sandbox: no real money moves.').isVisible()).toBe(true);
    await fits(owner);
    await keepScreenshot(owner, 'payments/sandbox-connect', { fullPage: true });
    await owner.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/account/payouts');
    await expect.poll(() => owner.getByText('Payouts are set up.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await owner.getByText('Payouts enabled', { exact: true }).isVisible()).toBe(true);
    expect(await owner.getByRole('button', { name: /Set up payouts|Continue setup/ }).count()).toBe(0);
    await fits(owner);
    await keepScreenshot(owner, 'payments/payouts-enabled', { fullPage: true });

    // He chooses the flexible policy and a deposit, typed in dollars: a deposit that is no amount is refused beside its field.
    await owner.goto(`${site.url}/?share=${shareId}`);
    await expect.poll(() => settingsButton.isVisible(), { timeout: 15_000 }).toBe(true);
    await settingsButton.click();
    await expect.poll(() => terms.getByLabel('Deposit ($)').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await terms.getByRole('note').count()).toBe(0);
    await terms.getByRole('radio', { name: /^Flexible: free until 24 hours before the start/ }).check();
    const deposit = terms.getByLabel('Deposit ($)');
    await deposit.fill('fifty');
    await terms.getByRole('button', { name: 'Save payment terms' }).click();
    await expect.poll(() => deposit.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(owner, deposit)).toBe('Type an amount in dollars, like 45 or 45.50.');
    await deposit.fill('50');
    await terms.getByRole('button', { name: 'Save payment terms' }).click();
    await expect.poll(() => terms.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^Payment terms saved: flexible cancellation, a \$50 deposit\./);
    await fits(owner);
    await keepScreenshot(terms, 'payments/payment-terms');
    const policy = await (await owner.request.get(`${site.url}/api/share/${shareId}/policy`, { headers: V })).json();
    expect(policy).toMatchObject({ cancellation: 'flexible', depositCents: 5000, takesPayment: true, feePercent: 10 });

    // Jackie asks for the next two hours with a card; the consent, the policy and the fee are shown first.
    const pilot = await onPhone(PILOT);
    await pilot.goto(`${site.url}/?share=${shareId}`);
    const dialog = pilot.getByRole('dialog');
    const payment = dialog.getByRole('group', { name: 'Payment' });
    await expect.poll(() => payment.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await payment.textContent()).toContain(
      "Wingshare saves this card and charges it for this booking: a hold when the owner approves, the bill after the flight, per the owner's cancellation policy: Flexible",
    );
    expect(await payment.textContent()).toContain("Wingshare's 10 % fee is taken from the owner's share");
    expect(await payment.textContent()).toContain('a deposit of $50.00, charged only if the bill needs it');
    const now = toLocal(clock.now(), timeZone);
    const from = Math.ceil((now.hour * 60 + now.minute + 20) / 5) * 5;
    const today = todayAt(timeZone, clock.now());
    await dialog.getByLabel('Start', { exact: true }).fill(localInputValue(today, from));
    await dialog.getByLabel('End', { exact: true }).fill(localInputValue(today, from + 120));
    await dialog.getByLabel('Message to the owner').fill('A local flight over the river.');
    // A declined card is refused beside the card field, and no request is sent.
    const cardNumber = payment.getByLabel('Card number');
    await cardNumber.fill('4000 0000 0000 0002');
    await payment.getByLabel('Expiry').fill('12 / 34');
    await payment.getByLabel('CVC').fill('123');
    await fits(pilot);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => cardNumber.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    expect(await messageBeside(pilot, cardNumber)).toMatch(/declined/);
    await keepScreenshot(payment, 'payments/request-declined');
    const none = await (await pilot.request.get(`${site.url}/api/requests?role=pilot`, { headers: V })).json();
    expect(none.requests).toEqual([]);
    await cardNumber.fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const sent = dialog.locator('.booking-sent');
    await expect.poll(() => sent.textContent(), { timeout: 15_000 }).toContain('Your card is saved: nothing is charged until the owner approves');
    await fits(pilot);
    const mine = await (await pilot.request.get(`${site.url}/api/requests?role=pilot`, { headers: V })).json();
    expect(mine.requests).toHaveLength(1);
    const bookingId: number = mine.requests[0].id;
    expect((await paymentOf(pilot, bookingId)).state).toBe('card_saved');

    // Pancho approves it on his Requests: the booking starts within six days, so the hold is placed now.
    await owner.goto(`${site.url}/account/requests`);
    const ownerCard = owner.getByRole('article', { name: new RegExp(`^${TITLE}, `) });
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Waiting for an answer`);
    await expect.poll(() => ownerCard.getByRole('region', { name: 'Payment' }).textContent(), { timeout: 15_000 }).toContain('Card saved');
    await ownerCard.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Approved`);
    expect(await runDueMoneySteps()).toEqual([`place_hold ${bookingId}`]);
    const held = await paymentOf(pilot, bookingId);
    expect(held.heldCents).toBe(held.expectedCents);
    expect(held.card).toMatch(/4242/);

    // Jackie sees the hold on her booking; a cancellation would show what it keeps before she confirms (she keeps it).
    await pilot.goto(`${site.url}/account/bookings`);
    const card = pilot.getByRole('article', { name: new RegExp(`^${TITLE}, `) });
    await expect.poll(() => card.getByRole('region', { name: 'Payment' }).textContent(), { timeout: 15_000 }).toContain('Held on the card');
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const quote = card.getByRole('group', { name: 'If you cancel now' });
    await expect.poll(() => quote.textContent(), { timeout: 15_000 }).toMatch(/Flexible: free until 24 hours before the start/);
    await fits(pilot);
    await keepScreenshot(card, 'payments/pilot-card-cancel-quote');
    await card.getByRole('button', { name: 'Keep it' }).click();

    // The flight: checked out and in (1.5 hours on the Hobbs); Pancho confirms it, and the bill is captured.
    const checkedOut = await pilot.request.post(`${site.url}/api/requests/${bookingId}/check-out`, {
      headers: V,
      multipart: { flight: JSON.stringify({ hobbs: 500.0, tach: 400.0, fuelOnBoard: 12 }), hobbs: { name: 'hobbs.png', mimeType: 'image/png', buffer: await png(320, 240) } },
    });
    expect(checkedOut.status(), await checkedOut.text()).toBe(200);
    const checkedIn = await pilot.request.post(`${site.url}/api/requests/${bookingId}/check-in`, {
      headers: V,
      multipart: { flight: JSON.stringify({ hobbs: 501.5, tach: 401.2, landings: 2, route: ['KLOU', 'KLOU'], fuel: [], squawks: [] }) },
    });
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);
    const billCents: number = (await checkedIn.json()).flight.bill.totalCents;
    await owner.reload();
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Flown: waiting for the owner`);
    await ownerCard.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => ownerCard.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Closed`);
    expect(await runDueMoneySteps()).toEqual([`capture ${bookingId}`]);
    expect((await paymentOf(pilot, bookingId)).state).toBe('captured');
    expect((await paymentOf(pilot, bookingId)).capturedCents).toBe(billCents);

    // Not yet transferred: the owner's share waits 72 hours after the close-out.
    await owner.reload();
    const ownerPanel = ownerCard.getByRole('region', { name: 'Payment' });
    await expect.poll(() => ownerPanel.textContent(), { timeout: 15_000 }).toContain("Charged: the owner's share is sent 72 hours after the close-out");
    const fee = divideHalfUp(billCents * 10, 100);
    expect((await paymentOf(owner, bookingId)).transferredCents).toBe(0);
    expect(await runDueMoneySteps()).toEqual([]);

    // 72 hours later by the site's clock, the transfer step runs: Pancho sees his share on the booking, his earnings and payouts.
    clock.advance(TRANSFER_AFTER_MS + 60_000);
    expect(await runDueMoneySteps()).toEqual([`transfer ${bookingId}`]);
    const transferred = await paymentOf(owner, bookingId);
    expect(transferred).toMatchObject({ state: 'transferred', feeCents: fee, transferredCents: billCents - fee });
    await owner.reload();
    await expect.poll(() => ownerPanel.textContent(), { timeout: 15_000 }).toContain("Paid: the owner's share is sent");
    expect(await ownerPanel.textContent()).toContain(formatCentsExact(billCents - fee));
    await fits(owner);
    await keepScreenshot(ownerCard, 'payments/owner-card-transferred');
    await owner.goto(`${site.url}/account/earnings`);
    const month = owner.getByRole('article').first();
    await expect.poll(() => month.textContent(), { timeout: 15_000 }).toContain('Sent to you');
    expect(await month.textContent()).toContain(formatCentsExact(billCents - fee));
    expect(await owner.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/user/earnings.csv');
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect.poll(() => owner.getByRole('status').filter({ hasText: /^Saved / }).count()).toBe(1);
    await fits(owner);
    await keepScreenshot(owner, 'payments/earnings', { fullPage: true });
    // The sandbox pays an account's balance out to the bank two days after a transfer: Pancho sees the payout.
    await owner.goto(`${site.url}/account/payouts`);
    await expect.poll(() => owner.getByText('Payouts enabled', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await owner.locator('.payout-balance').textContent()).toBe(formatCentsExact(billCents - fee));
    clock.advance(SANDBOX_PAYOUT_DELAY_MS + 60_000);
    await owner.reload();
    const payouts = owner.getByRole('list', { name: 'Payouts' });
    await expect.poll(() => payouts.textContent(), { timeout: 15_000 }).toContain(`${formatCentsExact(billCents - fee)} paid`);
    expect(await owner.locator('.payout-balance').textContent()).toBe('$0.00');
    await fits(owner);
    await keepScreenshot(owner, 'payments/payout-paid', { fullPage: true });

    // Jackie's payments list the booking with what she paid and its receipt.
    await pilot.goto(`${site.url}/account/payments`);
    const rows = pilot.getByRole('list', { name: 'Payments' });
    await expect.poll(() => rows.textContent(), { timeout: 15_000 }).toContain(formatCentsExact(billCents));
    expect(await rows.getByRole('link', { name: /^Receipt/ }).getAttribute('href')).toBe(`/requests/${bookingId}/receipt`);
    await fits(pilot);
    await keepScreenshot(pilot, 'payments/pilot-payments', { fullPage: true });
    expect(errors).toEqual([]);
    made = { shareId, timeZone, pilot };
  }, 300_000);

  it('a hold that fails: the pilot pays by the time given with another card, then cancels for free and is told so', async () => {
    expect(made).not.toBeNull();
    const { shareId, timeZone, pilot } = made!;
    // Jackie asks for tomorrow with a card whose charges fail (saved, but its hold is declined); Pancho approves.
    const owner = await browser.newPage({ viewport: PHONE });
    const login = await owner.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: OWNER.username, password: OWNER.password } });
    expect(login.status()).toBe(200);
    // The site's clock moves on to the airport's next 10:00: tomorrow's 14:00 is then 28 hours away, past the
    // 24 hours of the free cancellation below whatever the hour the test runs (after 14:00 it was less).
    const local = toLocal(clock.now(), timeZone);
    clock.advance(((10 * 60 - (local.hour * 60 + local.minute) + 24 * 60) % (24 * 60)) * 60_000);
    const tomorrow = todayAt(timeZone, new Date(clock.now().getTime() + 24 * 3_600_000));
    const asked = await pilot.request.post(`${site.url}/api/share/${shareId}/requests`, {
      headers: V,
      data: { start: localInputValue(tomorrow, 14 * 60), end: localInputValue(tomorrow, 16 * 60), message: 'Again, in the afternoon.', paymentMethodId: 'pm_card_chargeCustomerFail' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const bookingId: number = (await asked.json()).id;
    expect((await owner.request.post(`${site.url}/api/requests/${bookingId}/approve`, { headers: V, data: {} })).status()).toBe(200);
    expect(await runDueMoneySteps()).toEqual([`place_hold ${bookingId}`]);
    const failed = await paymentOf(pilot, bookingId);
    expect(failed.state).toBe('awaiting_payment');
    expect(failed.payBy).not.toBeNull();

    // Her booking says by when to pay, with a card field; a declined card is refused beside it, a good one pays.
    await pilot.goto(`${site.url}/account/bookings`);
    const card = pilot.locator(`#booking-${bookingId}`);
    const payForm = card.getByRole('form', { name: 'Pay for the booking' });
    await expect.poll(() => payForm.textContent(), { timeout: 15_000 }).toMatch(/^Pay by /);
    const cardNumber = payForm.getByLabel('Card number');
    await cardNumber.fill('4000 0000 0000 0002');
    await payForm.getByLabel('Expiry').fill('12 / 34');
    await payForm.getByLabel('CVC').fill('123');
    await payForm.getByRole('button', { name: 'Pay now' }).click();
    await expect.poll(() => cardNumber.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    expect(await messageBeside(pilot, cardNumber)).toMatch(/declined/);
    await fits(pilot);
    await cardNumber.fill('4242 4242 4242 4242');
    await payForm.getByRole('button', { name: 'Pay now' }).click();
    const panel = card.getByRole('region', { name: 'Payment' });
    await expect.poll(() => panel.textContent(), { timeout: 15_000 }).toContain('Held on the card');
    expect((await paymentOf(pilot, bookingId)).state).toBe('held');
    await keepScreenshot(card, 'payments/pilot-paid-now');

    // She cancels more than 24 hours before the start: the quote says nothing is kept, and so does the outcome.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const quote = card.getByRole('group', { name: 'If you cancel now' });
    await expect.poll(() => quote.textContent(), { timeout: 15_000 }).toContain('Nothing is charged');
    await card.getByLabel('Why do you cancel?').fill('The weather turns.');
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => card.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`${TITLE}, Cancelled`);
    expect(await card.getByRole('status').filter({ hasText: 'The booking is cancelled.' }).textContent()).toContain('Nothing is charged');
    await fits(pilot);
    await runDueMoneySteps();
    await expect.poll(async () => (await paymentOf(pilot, bookingId)).state, { timeout: 15_000 }).toBe('released');
    await owner.close();
    expect(errors).toEqual([]);
  }, 180_000);
});
