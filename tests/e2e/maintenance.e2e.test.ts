import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATE_LABELS } from '../../domain/booking/booking-view.js';
import { toLocal } from '../../domain/booking/local-time.js';
import { bookingWarnings } from '../../domain/maintenance/booking-warnings.js';
import { dateText } from '../../domain/maintenance/calendar-date.js';
import { addMonths } from '../../domain/maintenance/due-rules.js';
import { addDays, dateKey, localInputValue, todayAt } from '../../web-public/src/features/listing/utils/calendar-grid.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, pastTakeover, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

/**
 * Issue 38 in the browser: a pilot checks in with a grounding squawk and the plane turns red on its owner's
 * maintenance page (a 390 px phone); the owner adds the annual inspection and signs it off; a pilot
 * cannot request the grounded plane; the owner answers the squawk as fixed, the plane is green again and
 * the pilot's request goes through, warned (as the owner's pending card is) of an AD due before it ends.
 * Then she names a mechanic, whose emailed link shows him the items until she removes him; the pilot
 * reports a squawk with a photo from her booking card; and staff find the plane in the back office's
 * Airworthiness, red first, before her amber and green ones.
 */
let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
/** The listing the first test made and left green; the second grounds it again. */
let shareId = 0;
let owner: Page;
let pilot: Page;

const OWNER = { firstname: 'Jacqueline', lastname: 'Cochran', email: 'jackie.maintenance@example.com', username: 'jackie_maintenance', password: 'bendix-race-1938' };
const PILOT = { firstname: 'Nancy', lastname: 'Love', email: 'nancy.maintenance@example.com', username: 'nancy_maintenance', password: 'ferrying-squadron-1942' };
const TITLE = 'Warrior kept airworthy';
const SQUAWK = 'Left brake soft, pedal goes to the floor';
const PHONE = { width: 390, height: 844 };

const fits = (page: Page) => expect.poll(() => page.evaluate(phoneFitProblems, ['.account-tabs', '.home-strip', '.home-quotes'])).toEqual([]);

/** A month interval and a last-done day (not after `today`) whose next due, counted to the same day, is `dueOn`. */
function monthsEndingOn(dueOn: string, today: string): { intervalMonths: number; lastDoneOn: string } {
  for (let months = 1; months <= 24; months++) {
    const lastDoneOn = addMonths(dueOn, -months, 'date');
    if (lastDoneOn <= today && addMonths(lastDoneOn, months, 'date') === dueOn) return { intervalMonths: months, lastDoneOn };
  }
  throw new Error(`No interval of 1 to 24 months ends on ${dueOn}`);
}

/** Lists another plane of the owner's at Bowman Field with one AD due on `dueOn`: its status is stored for the back office. */
async function planeWithAdDue(page: Page, title: string, tailNumber: string, dueOn: string, today: string): Promise<void> {
  const lou = (await (await page.request.get(`${site.url}/api/airport?q=LOU`, { headers: V })).json())[0];
  const listed = await page.request.post(`${site.url}/api/share`, {
    headers: V,
    multipart: {
      share: JSON.stringify({
        type: 'PRIVATE_OWNER_RENTAL', tailNumber, title, description: 'A second plane of the fleet.', make: 'Piper', model: 'PA-28-181', year: 2001,
        ratePerHour: 150, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
      }),
      images: { name: 'plane.png', mimeType: 'image/png', buffer: await png(800, 600) },
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { id } = await listed.json();
  const added = await page.request.post(`${site.url}/api/share/${id}/maintenance`, { headers: V, data: { kind: 'ad', title: 'AD 2020-05-01 (magneto)', ...monthsEndingOn(dueOn, today) } });
  expect(added.status(), await added.text()).toBe(201);
}

/** The message a field shows beside it (the element its aria-describedby names for its errors). */
async function messageBeside(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? ((await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '') : '';
}

beforeAll(async () => {
  site = await startBrowserApp({ DEMO_DATA: 'off', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  await seedAsFirstStart(site);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('airworthiness in the browser', () => {
  it('a grounding squawk at check-in turns the plane red and refuses requests; the owner signs off an item, fixes the squawk, and requests come again', async () => {
    // Jackie lists a Warrior at Bowman Field, open around the clock with no notice.
    owner = await signedUpPage(browser, site.url, OWNER, errors);
    await owner.setViewportSize(PHONE);
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
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N161MX', title: TITLE, description: 'A PA-28-161 on leaseback.',
          make: 'Piper', model: 'PA-28-161', year: 1998, ratePerHour: 140, airport: lou.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }),
        images: { name: 'warrior.png', mimeType: 'image/png', buffer: await png(800, 600) },
      },
    });
    expect(listed.status()).toBe(201);
    shareId = (await listed.json()).id;
    const rules = await owner.request.put(`${site.url}/api/share/${shareId}/availability`, { headers: V, data: { rules: { noticeMinutes: 0 } } });
    expect(rules.status()).toBe(200);
    const { timeZone } = await rules.json();

    // Nancy flies it (through the API: the check-in form has its own test) and checks in with a grounding squawk.
    pilot = await signedUpPage(browser, site.url, PILOT, errors);
    const now = toLocal(new Date(), timeZone);
    const from = Math.ceil((now.hour * 60 + now.minute + 20) / 5) * 5;
    const today = todayAt(timeZone);
    const asked = await pilot.request.post(`${site.url}/api/share/${shareId}/requests`, {
      headers: V,
      data: { start: localInputValue(today, from), end: localInputValue(today, from + 60), message: 'Pattern work.' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const bookingId: number = (await asked.json()).id;
    expect((await owner.request.post(`${site.url}/api/requests/${bookingId}/approve`, { headers: V, data: {} })).status()).toBe(200);
    const out = await pilot.request.post(`${site.url}/api/requests/${bookingId}/check-out`, {
      headers: V,
      multipart: { flight: JSON.stringify({ hobbs: 2100.0, tach: 1800.0, fuelOnBoard: 40 }) },
    });
    expect(out.status(), await out.text()).toBe(200);
    const back = await pilot.request.post(`${site.url}/api/requests/${bookingId}/check-in`, {
      headers: V,
      multipart: { flight: JSON.stringify({ hobbs: 2101.2, tach: 1801.0, landings: 5, route: ['KLOU'], fuel: [], squawks: [{ text: SQUAWK, severity: 'grounding' }] }) },
    });
    expect(back.status(), await back.text()).toBe(200);

    // My Planes shows the plane red, in words, with its Maintenance link.
    await owner.goto(`${site.url}/account/listings`);
    const planeCard = owner.getByRole('article', { name: TITLE });
    await expect.poll(() => planeCard.getByText('Not airworthy').isVisible(), { timeout: 15_000 }).toBe(true);
    await planeCard.getByRole('link', { name: `Maintenance of ${TITLE}` }).click();
    await expect.poll(() => new URL(owner.url()).pathname).toBe(`/account/listings/${shareId}/maintenance`);
    await expect.poll(() => owner.title(), { timeout: 15_000 }).toBe(`Maintenance · ${TITLE} | Wingshare`);
    // The account's tabs keep My Planes as the open one.
    expect(await owner.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Planes' }).getAttribute('aria-current')).toBe('page');
    const status = owner.getByRole('region', { name: 'Airworthiness status' });
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Red: not airworthy');
    const squawk = owner.getByRole('article', { name: new RegExp(`^Squawk: ${SQUAWK}, `) });
    await expect.poll(() => squawk.isVisible()).toBe(true);
    expect(await squawk.textContent()).toContain('at check-in, by Nancy');
    await fits(owner);

    // She adds the annual, done two months ago: an interval of 0 months is refused beside its field first.
    await owner.getByRole('button', { name: 'Add item' }).click();
    const add = owner.getByRole('form', { name: 'Add an item' });
    expect(await add.getByLabel('Kind').inputValue()).toBe('annual');
    expect(await add.getByLabel('Title').inputValue()).toBe('Annual inspection');
    const months = add.getByLabel('Every (months)');
    expect(await months.inputValue()).toBe('12');
    await months.fill('0');
    await add.getByLabel('Last done on (optional)').fill(dateKey(addDays(today, -60)));
    await add.getByRole('button', { name: 'Add the item' }).click();
    await expect.poll(() => months.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(owner, months)).not.toBe('');
    await months.fill('12');
    await add.getByRole('button', { name: 'Add the item' }).click();
    const items = owner.getByRole('region', { name: 'Due items' });
    await expect.poll(() => items.getByRole('status').first().textContent(), { timeout: 15_000 }).toMatch(/^Annual inspection is added: /);
    const annual = owner.getByRole('article', { name: 'Annual inspection, OK' });
    await expect.poll(() => annual.isVisible()).toBe(true);
    await fits(owner);

    // She signs it off today: the note is asked for, then the next due is said and the history keeps it.
    await annual.getByRole('button', { name: 'Sign off Annual inspection' }).click();
    const signOff = annual.getByRole('form', { name: 'Sign off: Annual inspection' });
    await signOff.getByRole('button', { name: 'Record the sign-off' }).click();
    const note = signOff.getByLabel('What was done');
    await expect.poll(() => note.getAttribute('aria-invalid')).toBe('true');
    await note.fill('Annual done, no discrepancies.');
    await signOff.getByRole('button', { name: 'Record the sign-off' }).click();
    await expect.poll(() => annual.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^Signed off\. Next due on /);
    await annual.getByText(/^History \(1\)/).click();
    expect(await annual.getByRole('listitem').first().textContent()).toContain('Annual done, no discrepancies.');
    await fits(owner);

    // Nancy opens the listing: the modal says it is grounded, shows the open squawk, and offers no request.
    await pilot.goto(`${site.url}/?share=${shareId}`);
    const dialog = pilot.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/^This aircraft is grounded: /).isVisible(), { timeout: 15_000 }).toBe(true);
    const airworthiness = dialog.getByRole('region', { name: 'Airworthiness' });
    await expect.poll(() => airworthiness.textContent(), { timeout: 15_000 }).toContain('Not airworthy');
    expect(await airworthiness.textContent()).toContain(`Open squawks on this aircraft: ${SQUAWK}.`);
    expect(await dialog.getByRole('button', { name: 'Send request' }).count()).toBe(0);

    // Jackie answers the squawk as fixed: the plane is green again.
    await squawk.getByLabel('Your answer').selectOption('fix');
    await squawk.getByLabel('What was fixed').fill('Replaced the left brake pads and bled the line.');
    await squawk.getByRole('button', { name: 'Send the answer' }).click();
    await expect.poll(() => squawk.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^Fixed: the squawk is closed\./);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Green: airworthy');
    await fits(owner);

    // Jackie adds an AD due tomorrow (through the API: the form has its steps above); the plane stays bookable.
    const dueOn = dateKey(addDays(today, 1));
    const AD = 'AD 2011-10-09 (seat rails)';
    const added = await owner.request.post(`${site.url}/api/share/${shareId}/maintenance`, { headers: V, data: { kind: 'ad', title: AD, ...monthsEndingOn(dueOn, dateKey(today)) } });
    expect(added.status(), await added.text()).toBe(201);
    const ad = await added.json();
    expect(ad.dueOn).toBe(dueOn);
    const later = addDays(today, 2);
    // The one rule both sides run (domain/maintenance/booking-warnings.ts), in its words.
    const warning = `${AD} is due on ${dateText(dueOn)}: this booking ends after it.`;
    expect(bookingWarnings({ items: [{ kind: 'ad', title: AD, dueOn, dueHours: null }], endsOn: dateKey(later), minutes: 120, meter: 18010, today: dateKey(today) })).toEqual([warning]);

    // Nancy asks for the day after: her form warns before she sends, and her request goes through.
    await pilot.reload();
    const send = dialog.getByRole('button', { name: 'Send request' });
    await expect.poll(() => send.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel('Start', { exact: true }).fill(localInputValue(later, 10 * 60));
    await dialog.getByLabel('End', { exact: true }).fill(localInputValue(later, 12 * 60));
    const sending = dialog.getByRole('list', { name: 'Maintenance warnings' });
    await expect.poll(() => sending.getByRole('listitem').allTextContents(), { timeout: 15_000 }).toEqual(["Before you send, note the aircraft's maintenance:", warning]);
    await send.click();
    await expect.poll(() => dialog.getByText('Your request is sent.').isVisible(), { timeout: 15_000 }).toBe(true);

    // Jackie's pending request card says it before she approves; then she removes the AD (the plane is green again).
    const requests = await owner.context().newPage();
    await requests.goto(`${site.url}/account/requests`);
    const pending = requests.getByRole('article', { name: `${TITLE}, ${BOOKING_STATE_LABELS.pending}` });
    const approving = pending.getByRole('list', { name: 'Maintenance warnings' });
    await expect.poll(() => approving.getByRole('listitem').allTextContents(), { timeout: 15_000 }).toEqual(["Before you approve, note the aircraft's maintenance:", warning]);
    await requests.close();
    expect((await owner.request.delete(`${site.url}/api/share/${shareId}/maintenance/${ad.id}`, { headers: V })).status()).toBe(204);
    expect(errors).toEqual([]);
  }, 300_000);

  it("names a mechanic whose link works until he is removed, takes a pilot's squawk with a photo, and lists the grounded plane in the back office, red first", async () => {
    expect(shareId).toBeGreaterThan(0);
    // Still on the maintenance page, Jackie names her mechanic: he is emailed a link.
    const mechanicEmail = owner.getByLabel("Mechanic's email");
    await mechanicEmail.fill('ia.maintenance@example.com');
    await owner.getByRole('button', { name: 'Send the link' }).click();
    const mechanicSection = owner.getByRole('region', { name: 'Your mechanic' });
    await expect.poll(() => mechanicSection.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^We emailed ia\.maintenance@example\.com a link/);
    const [mail] = await site.orm.em.fork().execute<{ text: string }[]>("select text from outbox where kind = 'maintenance_mechanic_link' and recipient = ? order by id desc limit 1", ['ia.maintenance@example.com']);
    const link = /\/mechanic\/[^\s/]+/.exec(mail!.text)![0];

    // The mechanic opens it without an account: the aircraft's items, each with its sign-off.
    const context = await browser.newContext({ viewport: PHONE });
    await pastTakeover(context, site.url);
    const mechanic = await context.newPage();
    await mechanic.goto(`${site.url}${link}`);
    await expect.poll(() => mechanic.getByRole('article', { name: /^Annual inspection, / }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await mechanic.getByRole('button', { name: 'Sign off Annual inspection' }).isVisible()).toBe(true);
    await expect.poll(() => mechanic.title()).toBe(`Sign off maintenance · ${TITLE} | Wingshare`);
    await fits(mechanic);

    // Removed, his link says so and what to do.
    await mechanicSection.getByRole('button', { name: 'Remove the mechanic' }).click();
    await expect.poll(() => mechanicSection.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^ia\.maintenance@example\.com is removed/);
    await mechanic.reload();
    await expect.poll(() => mechanic.getByText('This mechanic link is not valid any more: ask the owner for a new one.').isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();

    // Jackie reports a grounding squawk of her own: the plane is red again.
    const reported = await owner.request.post(`${site.url}/api/share/${shareId}/squawks`, { headers: V, data: { text: 'Cracked exhaust stack', severity: 'grounding' } });
    expect(reported.status(), await reported.text()).toBe(201);

    // Nancy, who flew it, reports a squawk from her booking card, with a photo.
    await pilot.goto(`${site.url}/account/bookings`);
    const flown = pilot.getByRole('article', { name: `${TITLE}, Flown: waiting for the owner` });
    await expect.poll(() => flown.getByRole('button', { name: 'Report a squawk' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await flown.getByRole('button', { name: 'Report a squawk' }).click();
    const report = flown.getByRole('form', { name: 'Report a squawk' });
    await report.getByLabel('What is wrong?').fill('Pilot door seal torn at the hinge');
    await report.getByLabel('Severity').selectOption('deferred');
    await report.getByLabel('Photos (optional, up to 4)').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: await png(640, 480) });
    await report.getByRole('button', { name: 'Report the squawk' }).click();
    await expect.poll(() => flown.getByRole('status').filter({ hasText: 'Squawk reported' }).textContent(), { timeout: 15_000 }).toMatch(/^Squawk reported: Pilot door seal torn at the hinge\./);

    // Two more planes of hers: one green (its AD due in 100 days), one amber (due in 10), listed in that order.
    const today = todayAt((await (await owner.request.get(`${site.url}/api/share/${shareId}/availability`, { headers: V })).json()).timeZone);
    await planeWithAdDue(owner, 'Archer far from due', 'N181FD', dateKey(addDays(today, 100)), dateKey(today));
    await planeWithAdDue(owner, 'Archer due soon', 'N181DS', dateKey(addDays(today, 10)), dateKey(today));

    // The back office lists them worst first: red, amber, green.
    const staff = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1', { viewport: { width: 1366, height: 900 } });
    await staff.getByRole('menuitem', { name: 'Airworthiness', exact: true }).click();
    const rows = staff.locator('.RaDataTable-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    const listed = await rows.allTextContents();
    expect(listed[0]).toContain(TITLE);
    expect(listed[0]).toContain('Red: not airworthy');
    expect(listed[1]).toContain('Archer due soon');
    expect(listed[1]).toContain('Amber');
    expect(listed[2]).toContain('Archer far from due');
    expect(listed[2]).toContain('Green: airworthy');
    await staff.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'Green: airworthy' }).click();
    await expect.poll(() => decodeURIComponent(staff.url())).toContain('"status":"green"');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Archer far from due')]);
    await staff.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'Red: not airworthy' }).click();
    await expect.poll(() => rows.first().textContent(), { timeout: 15_000 }).toContain(TITLE);
    await rows.first().click();
    await staff.waitForURL((at) => at.pathname === `/admin/airworthiness/${shareId}/show`);
    // The list's row shows first; the record's items and squawks follow.
    const items = staff.getByRole('table', { name: 'Due items' });
    await expect.poll(() => items.getByText('Annual inspection').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByText(/A grounding squawk is open: Cracked exhaust stack/).first().isVisible()).toBe(true);
    expect(await staff.getByText(SQUAWK).first().isVisible()).toBe(true);
    expect(await staff.getByText(/Pilot door seal torn at the hinge/).first().isVisible()).toBe(true);
    expect(await staff.getByText(/1 photo/).first().isVisible()).toBe(true);
    expect(await staff.getByText('Replaced the left brake pads and bled the line.', { exact: false }).first().isVisible()).toBe(true);
    await staff.context().close();
    expect(errors).toEqual([]);
  });
});
