import { RequestContext } from '@mikro-orm/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RENTAL_FLIGHTS, seedDemoFlights, type DemoFlightIds } from '../../adapters/demo/seed-demo-flights.js';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { seedDemoRequests } from '../../adapters/demo/seed-demo-requests.js';
import { seedDemoTrust, type Execute } from '../../adapters/demo/seed-demo-trust.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import { fillKept, seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// The back office's Flights (issue 36) on the demo's three flights: staff find them by state and by
// continuity flag, open the disputed one with its readings, photos and bill, and resolve it with a
// corrected Hobbs reading; the bill follows the reading, the flight closes and the audit log has it.
let site: TestApp & { url: string };
let browser: Browser;
let ids: DemoFlightIds;

beforeAll(async () => {
  site = await startBrowserApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  // As a first start writes the demo (adapters/composition/demo-content.ts): the earlier flights, reviews and requests first.
  const execute: Execute = (sql, params) => site.orm.em.execute(sql, params ?? []);
  await RequestContext.create(site.orm.em, () => seedDemoTrust(execute));
  await RequestContext.create(site.orm.em, () => seedDemoRequests(execute));
  ids = await RequestContext.create(site.orm.em, () => seedDemoFlights({ ...repositories, media: mediaStore }));
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const visible = (locator: ReturnType<Page['getByRole']>) => () => locator.first().isVisible();
const notification = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page, ...cells: string[]) =>
  cells.reduce((rows, cell) => rows.filter({ has: page.getByRole('cell', { name: cell, exact: true }) }), page.getByRole('row'));

const [closed, flown, disputed] = [DEMO_RENTAL_FLIGHTS.closed, DEMO_RENTAL_FLIGHTS.flown, DEMO_RENTAL_FLIGHTS.disputed];
const hours = (tenths: number) => `${Math.trunc(tenths / 10)}.${tenths % 10}`;
const hoursNumber = (tenths: number) => tenths / 10;

/** The flight as the admin API answers it, read with the page's session (what the page itself shows). */
async function adminFlight(page: Page, id: number) {
  const res = await page.request.get(`${site.url}/api/admin/flights/${id}`, { headers: V });
  expect(res.status()).toBe(200);
  return (await res.json()) as { state: string; bill: { totalCents: number } | null; checkIn: { hobbs: number } | null };
}

describe('flights in the back office', () => {
  it('lists the flights by state and flag, opens the disputed one and resolves it with a corrected Hobbs reading', async () => {
    const page = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1', { viewport: { width: 1366, height: 900 } });
    await page.getByRole('menuitem', { name: 'Flights', exact: true }).click();

    // The three demo flights, each with its state, its pilot and its bill's total; the flagged one marked.
    const closedRow = row(page, closed.listing, 'Closed');
    const flownRow = row(page, flown.listing, 'Flown: waiting for the owner');
    const disputedRow = row(page, disputed.listing, 'Disputed');
    await expect.poll(visible(disputedRow), { timeout: 30_000 }).toBe(true);
    expect(await closedRow.count()).toBe(1);
    expect(await flownRow.count()).toBe(1);
    const before = await adminFlight(page, ids.disputed);
    expect(before.state).toBe('disputed');
    expect(await disputedRow.getByRole('cell', { name: formatCentsExact(before.bill!.totalCents), exact: true }).isVisible()).toBe(true);
    expect(await flownRow.getByText('Flagged (1)').isVisible()).toBe(true);
    expect(await closedRow.getByText('Flagged').count()).toBe(0);

    // Flagged only: the flight whose check-out did not continue the last check-in is there, the closed one is not.
    await page.getByRole('combobox', { name: 'Flags' }).click();
    await page.getByRole('option', { name: 'Flagged', exact: true }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"flagged":true');
    await expect.poll(() => closedRow.count()).toBe(0);
    expect(await flownRow.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Flags' }).click();
    await page.getByRole('option', { name: 'Any', exact: true }).click();

    // Disputed only, then its page: readings, flags, squawk, bill and the dispute.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Disputed', exact: true }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"state":"disputed"');
    await expect.poll(() => page.locator('.RaDataTable-table tbody tr').count()).toBe(1);
    await disputedRow.getByRole('cell', { name: disputed.listing }).click();
    await page.waitForURL((at) => at.pathname === `/admin/flights/${ids.disputed}/show`);

    const readings = page.getByRole('table', { name: 'Meter readings' });
    const hobbsRow = readings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Hobbs' }) });
    await expect.poll(visible(hobbsRow)).toBe(true);
    const flownHobbs = disputed.checkIn.hobbs - disputed.checkOut.hobbs;
    expect((await hobbsRow.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
      hours(disputed.checkOut.hobbs), hours(disputed.checkIn.hobbs), hours(flownHobbs),
    ]);
    expect(await page.getByText(disputed.dispute.reason, { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText(disputed.checkIn.squawks[0]!.text, { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText(disputed.checkIn.route.join(' → '), { exact: false }).isVisible()).toBe(true);
    const bill = page.getByRole('table', { name: 'The bill' });
    expect(await bill.getByRole('row').filter({ hasText: 'Total' }).textContent()).toContain(formatCentsExact(before.bill!.totalCents));
    // The check-in's Hobbs photo is fetched with the API's header and shown.
    const photo = page.getByRole('img', { name: /Hobbs meter at check-in/ });
    await expect.poll(visible(photo)).toBe(true);
    await expect.poll(() => photo.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Resolve: a reading that is no number is refused beside its field, nothing changes.
    await page.getByRole('button', { name: `Resolve the dispute on booking ${ids.disputed}` }).click();
    const dialog = page.getByRole('dialog');
    const hobbs = dialog.getByRole('textbox', { name: 'Corrected Hobbs at check-in (hours)' });
    await fillKept(hobbs, '15x2');
    await fillKept(dialog.getByRole('textbox', { name: 'Resolution' }), disputed.resolution);
    await dialog.getByRole('button', { name: 'Resolve and close the flight' }).click();
    await expect.poll(() => dialog.locator('.Mui-error').filter({ hasText: /Hobbs/ }).count()).toBeGreaterThan(0);
    expect((await adminFlight(page, ids.disputed)).state).toBe('disputed');

    // The corrected reading: the bill is worked out again, the flight closes, the page shows the resolution.
    await fillKept(hobbs, hours(disputed.correctedHobbs));
    await dialog.getByRole('button', { name: 'Resolve and close the flight' }).click();
    await expect.poll(visible(notification(page, `Dispute on booking #${ids.disputed} resolved`))).toBe(true);
    const after = await adminFlight(page, ids.disputed);
    expect(after.state).toBe('closed');
    expect(after.checkIn!.hobbs).toBe(disputed.correctedHobbs / 10);
    expect(after.bill!.totalCents).toBeLessThan(before.bill!.totalCents);
    expect(await notification(page, `the bill is now ${formatCentsExact(after.bill!.totalCents)}`).count()).toBe(1);
    await expect.poll(visible(page.getByText(disputed.resolution, { exact: false }))).toBe(true);
    await expect.poll(() => hobbsRow.getByRole('cell').nth(1).textContent()).toBe(hours(disputed.correctedHobbs));
    expect(await page.getByRole('button', { name: `Resolve the dispute on booking ${ids.disputed}` }).count()).toBe(0);
    expect(await bill.getByRole('row').filter({ hasText: 'Total' }).textContent()).toContain(formatCentsExact(after.bill!.totalCents));

    // The audit log has it.
    await page.getByRole('menuitem', { name: 'Audit log', exact: true }).click();
    await expect.poll(visible(row(page, 'ops').filter({ hasText: `Flights #${ids.disputed}` })), { timeout: 30_000 }).toBe(true);
    await page.context().close();
  });

  it("counts the demo's closed flight in Maria's Wingshare hours, and the open ones in nobody's", async () => {
    const maria = site.agent();
    expect((await maria.post('/api/auth/local').set(V).send({ user: 'maria', password: DEMO_PASSWORD })).status).toBe(200);
    const record = (await maria.get('/api/user/record').set(V).expect(200)).body as { totalHours: number | null; flownOnWingshare: { totalHours: number; flights: number; makeModelHours: { makeModel: string; hours: number }[] } };
    const flownHours = (closed.checkIn.hobbs - closed.checkOut.hobbs) / 10;
    expect(record.flownOnWingshare).toMatchObject({ totalHours: flownHours, flights: 1, makeModelHours: [{ makeModel: 'CESSNA 172N', hours: flownHours }] });
    // Tom's Requests: Jake's flight waits for his confirmation, its check-out flagged with both numbers.
    const tom = site.agent();
    expect((await tom.post('/api/auth/local').set(V).send({ user: 'tom', password: DEMO_PASSWORD })).status).toBe(200);
    const received = (await tom.get('/api/requests?role=owner').set(V).expect(200)).body.requests as { id: number; state: string; actions: string[]; flight: { flags: { expected: number; found: number }[]; bill: unknown } | null }[];
    const waiting = received.find((r) => r.id === ids.flown)!;
    expect(waiting).toMatchObject({ state: 'flown', flight: { flags: [{ expected: hoursNumber(closed.checkIn.hobbs), found: hoursNumber(flown.checkOut.hobbs) }] } });
    expect(waiting.actions).toEqual(expect.arrayContaining(['confirm', 'dispute']));
    expect(waiting.flight!.bill).not.toBeNull();
    expect(received.find((r) => r.id === ids.closed)).toMatchObject({ state: 'closed' });
    // Jake's flight waits for Tom, Priya's is disputed: neither counts yet.
    const jake = site.agent();
    expect((await jake.post('/api/auth/local').set(V).send({ user: 'jake', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await jake.get('/api/user/record').set(V).expect(200)).body.flownOnWingshare).toMatchObject({ totalHours: 0, flights: 0 });
  });

  it('shows each flight whole at 390 px', async () => {
    const page = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1', { viewport: { width: 390, height: 844 } });
    await expect.poll(() => page.locator('.MuiCardHeader-root').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await page.goto(`${site.url}/admin/flights`);
    const item = page.locator('.phone-list li').filter({ hasText: flown.listing }).filter({ hasText: 'Flown: waiting for the owner' });
    await expect.poll(() => item.first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await item.textContent()).toContain('flagged');
    const box = await item.first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.context().close();
  });
});
