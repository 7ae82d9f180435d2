import { RequestContext } from '@mikro-orm/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { seedDemoFlights } from '../../adapters/demo/seed-demo-flights.js';
import { DEMO_PAYMENTS, type DemoPaymentIds } from '../../adapters/demo/seed-demo-payments.js';
import { writeDemoPayments } from '../../adapters/composition/demo-content.js';
import { seedDemoRequests } from '../../adapters/demo/seed-demo-requests.js';
import { seedDemoTrust, type Execute } from '../../adapters/demo/seed-demo-trust.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { PaymentView } from '../../domain/payment/payment-view.js';
import { fillKept, seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// The back office's Payments (issue 37) on the demo's three payments of Tom's Skyhawk: staff find them by
// state, open the transferred one's ledger with its provider ids, refund part of it with a reason (a
// refused amount marked beside its field first, nothing moved), and see the refund in the ledger and the
// audit log.
let site: TestApp & { url: string };
let browser: Browser;
let ids: DemoPaymentIds;

beforeAll(async () => {
  site = await startBrowserApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-1' });
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  // As a first start writes the demo (adapters/composition/demo-content.ts).
  const execute: Execute = (sql, params) => site.orm.em.execute(sql, params ?? []);
  await RequestContext.create(site.orm.em, () => seedDemoTrust(execute));
  await RequestContext.create(site.orm.em, () => seedDemoRequests(execute));
  const flights = await RequestContext.create(site.orm.em, () => seedDemoFlights({ ...repositories, media: mediaStore }));
  ids = (await RequestContext.create(site.orm.em, () => writeDemoPayments(site.orm, site.config, site.composed, flights)))!;
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

/** The payment as the admin API answers it, read with the page's session (what the page itself shows). */
async function adminPayment(page: Page, id: number): Promise<PaymentView> {
  const res = await page.request.get(`${site.url}/api/admin/payments/${id}`, { headers: V });
  expect(res.status()).toBe(200);
  return (await res.json()) as PaymentView;
}

const REFUND_REASON = 'The flight was cut short by weather: half an hour refunded.';

/** "50.00" for 5,000 cents: what staff type in the amount field. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('payments in the back office', () => {
  it("lists the demo's payments by state, opens a ledger and refunds part of it with a reason", async () => {
    const page = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1', { viewport: { width: 1366, height: 900 } });
    await page.getByRole('menuitem', { name: 'Payments', exact: true }).click();

    // The three demo payments of Tom's Skyhawk, each with its state and its amounts.
    const heldRow = row(page, `#${ids.held}`, 'Held');
    const capturedRow = row(page, `#${ids.captured}`, 'Captured: transfer waiting');
    const transferredRow = row(page, `#${ids.transferred}`, 'Transferred');
    await expect.poll(visible(transferredRow), { timeout: 30_000 }).toBe(true);
    expect(await heldRow.count()).toBe(1);
    expect(await capturedRow.count()).toBe(1);
    const before = await adminPayment(page, ids.transferred);
    expect(before).toMatchObject({ state: 'transferred', refundedCents: 0 });
    for (const cents of [before.capturedCents, before.feeCents!, before.transferredCents!]) {
      expect(await transferredRow.getByRole('cell', { name: formatCentsExact(cents), exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await transferredRow.getByRole('cell', { name: DEMO_PAYMENTS.listing, exact: true }).isVisible()).toBe(true);
    const held = await adminPayment(page, ids.held);
    expect(await heldRow.getByRole('cell', { name: formatCentsExact(held.heldCents), exact: true }).isVisible()).toBe(true);

    // Transferred only: the held and the captured ones are gone.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Transferred', exact: true }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"state":"transferred"');
    await expect.poll(() => heldRow.count()).toBe(0);
    expect(await capturedRow.count()).toBe(0);
    await transferredRow.getByRole('cell', { name: `#${ids.transferred}` }).click();
    await page.waitForURL((at) => at.pathname === `/admin/payments/${ids.transferred}/show`);

    // The ledger: the hold, its capture, the fee and the transfer, each with the provider's id.
    const ledger = page.getByRole('table', { name: 'Ledger' });
    const entry = (kind: string) => ledger.getByRole('row').filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
    await expect.poll(visible(entry('Capture'))).toBe(true);
    expect(await entry('Capture').getByRole('cell', { name: /^pi_/ }).count()).toBe(1);
    expect(await entry('Transfer to the owner').getByRole('cell', { name: /^tr_/ }).count()).toBe(1);
    expect(await entry('Platform fee').getByRole('cell', { name: formatCentsExact(before.feeCents!), exact: true }).count()).toBe(1);
    expect(await entry('Refund').count()).toBe(0);
    expect(await page.getByText(PAYMENT_MESSAGES.sandbox, { exact: false }).isVisible()).toBe(true);

    // More than was charged: refused beside the amount, nothing moves; nothing at all: the server refuses it there too.
    await page.getByRole('button', { name: `Refund booking ${ids.transferred}` }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByRole('textbox', { name: 'Amount to refund' });
    // A field's box by its label (a `has` locator is looked for inside each candidate: it cannot start from the dialog).
    const field = (label: string) => dialog.locator('.MuiFormControl-root').filter({ has: page.getByRole('textbox', { name: label }) });
    await fillKept(amount, dollars(before.capturedCents + 10_000));
    await fillKept(dialog.getByRole('textbox', { name: 'Reason' }), REFUND_REASON);
    await dialog.getByRole('button', { name: 'Refund the pilot' }).click();
    await expect.poll(() => field('Amount to refund').locator('.Mui-error').filter({ hasText: PAYMENT_MESSAGES.refundTooLarge(before.capturedCents) }).count()).toBe(1);
    await fillKept(amount, '0');
    await dialog.getByRole('button', { name: 'Refund the pilot' }).click();
    await expect.poll(() => field('Amount to refund').locator('.Mui-error').filter({ hasText: PAYMENT_MESSAGES.refundAmount }).count()).toBe(1);
    expect(await field('Reason').locator('.Mui-error').count()).toBe(0);
    expect((await adminPayment(page, ids.transferred)).refundedCents).toBe(0);

    // $50.00 with the reason: refunded, the owner's part reversed, both in the ledger.
    await fillKept(amount, '50');
    await dialog.getByRole('button', { name: 'Refund the pilot' }).click();
    await expect.poll(visible(notification(page, `Refunded ${formatCentsExact(5_000)} to the pilot on booking #${ids.transferred}`))).toBe(true);
    const after = await adminPayment(page, ids.transferred);
    expect(after.refundedCents).toBe(5_000);
    await expect.poll(visible(entry('Refund'))).toBe(true);
    expect(await entry('Refund').getByRole('cell', { name: formatCentsExact(5_000), exact: true }).count()).toBe(1);
    expect(await entry('Refund').getByRole('cell', { name: /^re_/ }).count()).toBe(1);
    expect(await entry('Transfer reversed').getByRole('cell', { name: /^trr_/ }).count()).toBe(1);
    const reversed = after.entries.filter((e) => e.kind === 'reversal').reduce((sum, e) => sum + e.amountCents, 0);
    const feeBack = after.entries.filter((e) => e.kind === 'fee_refund').reduce((sum, e) => sum + e.amountCents, 0);
    expect(reversed + feeBack).toBe(5_000);

    // The audit log has it, with the reason.
    await page.getByRole('menuitem', { name: 'Audit log', exact: true }).click();
    const audit = row(page, 'ops').filter({ hasText: `Payments #${ids.transferred}` });
    await expect.poll(visible(audit), { timeout: 30_000 }).toBe(true);
    await audit.first().click();
    await expect.poll(visible(page.getByText(REFUND_REASON, { exact: false }))).toBe(true);
    await page.context().close();
  });

  it('shows each payment whole at 390 px', async () => {
    const page = await signInToBackOffice(browser, site.url, 'ops', 'ops-password-1', { viewport: { width: 390, height: 844 } });
    await expect.poll(() => page.locator('.MuiCardHeader-root').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await page.goto(`${site.url}/admin/payments`);
    const item = page.locator('.phone-list li').filter({ hasText: `#${ids.held}` });
    await expect.poll(() => item.first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await item.textContent()).toContain('Held');
    const box = await item.first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.context().close();
  });
});
