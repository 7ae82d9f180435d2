import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../../adapters/demo/seed-demo-groups.js';
import { DEMO_JOIN } from '../../adapters/demo/seed-demo-requests.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import { addMonths, monthOf, monthText } from '../../domain/group/month.js';
import { png } from '../fixtures/images/image-builders.js';
import { axeViolations, describeViolations } from '../support/axe.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { seedWholeDemo } from '../support/demo-site.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

/**
 * Issue 39 in the browser, on the demo as a first start writes it: the Bonanza Four partnership has last
 * month's flights (walt's, chris's and tom's, closed through the bookings) and no statement for it yet.
 * Its treasurer, chris, adds the annual inspection's invoice with a photo of the receipt, dated last month,
 * split by share, and issues last month's statements; he sees all four and the group's costs they add up to.
 * Then each partner signs in, on a phone for one, sees only his own statement, with a quarter of the annual
 * and his own flights, and downloads it as PDF (and one as CSV). The page passes axe on a desktop and a phone
 * and fits the phone's width. The owner then gives one partner a smaller share, from the next statement on.
 */
let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
const PHONE = { width: 390, height: 844 };
const BONANZA = DEMO_GROUPS.find((g) => g.name === 'Bonanza Four')!;
const ANNUAL = { description: 'Annual inspection, Bowman Aviation', amountCents: 240_000 };

beforeAll(async () => {
  site = await startBrowserApp();
  await seedWholeDemo(site);
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A demo member's page; `expected` matches the refusals the test causes on purpose, which are not errors. */
async function signedIn(login: string, viewport = { width: 1280, height: 900 }, expected?: RegExp): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${login}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected?.test(m.text())) errors.push(`${login}: ${m.text()}`);
  });
  const res = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: login, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The month before the site's today, as the statements count it ('YYYY-MM'), and a day in it. */
function lastMonth(): { month: string; day: string } {
  const month = addMonths(monthOf(new Date().toISOString().slice(0, 10)), -1);
  return { month, day: `${month}-20` };
}

async function openBonanza(page: Page): Promise<void> {
  await page.goto(`${site.url}/account/groups`);
  await page.getByRole('link', { name: /Bonanza Four/ }).first().click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: /Bonanza Four/ }).isVisible(), { timeout: 20_000 }).toBe(true);
}

/** The owner gives a partner a smaller share: refused beside the field past 100 %, then saved from the next statement on. */
async function ownerChangesAShare(page: Page, issued: string): Promise<void> {
  const card = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: /^Marcus/ });
  await card.getByRole('button', { name: /^Change share or role/ }).click();
  const share = card.getByLabel('Share (%)');
  await share.fill('30');
  await card.getByRole('button', { name: /^Save/ }).click();
  await expect.poll(() => share.getAttribute('aria-invalid')).toBe('true');
  expect(await card.getByText("The members' shares add up to 105 %: at most 100 %.").isVisible()).toBe(true);
  await share.fill('20');
  await card.getByRole('button', { name: /^Save/ }).click();
  const said = page.getByRole('status').filter({ hasText: `his share is 20 %, from the ${monthText(addMonths(issued, 1))} statement on` });
  await expect.poll(() => said.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: /^Marcus/ }).getByText('20 %').isVisible()).toBe(true);
}

/** The declined card walt's payment meets on purpose (the browser logs the 402 the server answers). */
const DECLINED = /Failed to load resource: the server responded with a status of 40[02]/;

const statementCard = (page: Page, name: string, month: string) => page.getByRole('article', { name: `${name}, ${monthText(month)}` });

/**
 * A partner pays what he owes by card on his phone (the owner's payouts are enabled in the demo): more than he
 * owes is refused beside the amount, a declined card beside the card, then the payment is made and his balance
 * is settled.
 */
async function paysByCard(page: Page) {
  const pay = page.getByRole('button', { name: /^Pay \$[\d,.]+ by card$/ });
  await expect.poll(() => pay.isVisible(), { timeout: 15_000, message: 'a partner who owes is offered to pay by card' }).toBe(true);
  await pay.click();
  const form = page.getByRole('form', { name: 'Pay by card' });
  const amount = form.getByLabel('Amount ($)');
  const owed = await amount.inputValue();
  await amount.fill('999999');
  await form.getByRole('button', { name: 'Pay now' }).click();
  await expect.poll(() => amount.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
  const described = (await amount.getAttribute('aria-describedby')) ?? '';
  expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).toMatch(/more than you owe/);
  await amount.fill(owed);
  const cardNumber = form.getByLabel('Card number');
  await cardNumber.fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay now' }).click();
  await expect.poll(() => cardNumber.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
  await cardNumber.fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay now' }).click();
  const said = page.getByRole('status').filter({ hasText: /^Paid: \$[\d,.]+ by card; your balance is now settled/ });
  await expect.poll(() => said.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByRole('list', { name: 'Payments' }).getByText('by card').first().isVisible()).toBe(true);
  expect(await page.evaluate(phoneFitProblems, ['.account-tabs'])).toEqual([]);
}

describe('a partnership closes its month in the browser', () => {
  it("the treasurer adds the annual's invoice and issues last month; each partner downloads his own statement", async () => {
    const { month, day } = lastMonth();
    const treasurer = await signedIn('chris');
    await openBonanza(treasurer);
    expect(await treasurer.title()).toBe('Group · Bonanza Four | Wingshare');
    // The shared calendar: the partners' coming flights, Marcus's first.
    const comingUp = treasurer.getByRole('list', { name: 'Coming up' }).getByRole('listitem');
    await expect.poll(() => comingUp.count()).toBe(BONANZA.upcoming.length);
    expect(await comingUp.first().textContent()).toMatch(/^Marcus Reed · N36TB/);

    // The annual inspection's invoice, with its receipt photo, dated last month and split by share.
    await treasurer.getByRole('button', { name: 'Add an expense' }).click();
    const form = treasurer.getByRole('form', { name: 'Add an expense' });
    // First refused: no amount, and the message stands beside its field.
    await form.getByLabel('What it is').fill(ANNUAL.description);
    await form.getByRole('button', { name: 'Add the expense' }).click();
    const amount = form.getByLabel('Amount ($)');
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Date').fill(day);
    await amount.fill(String(ANNUAL.amountCents / 100));
    await form.getByLabel('Split').selectOption('by_share');
    await form.getByLabel('Receipt photo (optional)').setInputFiles({ name: 'annual-invoice.png', mimeType: 'image/png', buffer: await png(600, 800) });
    await form.getByRole('button', { name: 'Add the expense' }).click();
    const added = treasurer.getByRole('status').filter({ hasText: `${ANNUAL.description} (${formatCentsExact(ANNUAL.amountCents)}) is added` });
    await expect.poll(() => added.isVisible(), { timeout: 15_000 }).toBe(true);
    const receipt = treasurer.getByRole('link', { name: `Receipt of ${ANNUAL.description} (opens in a new tab)` });
    expect(await receipt.isVisible()).toBe(true);
    const receiptFile = await treasurer.request.get(new URL((await receipt.getAttribute('href'))!, site.url).href, { headers: V });
    expect(receiptFile.status()).toBe(200);
    expect(receiptFile.headers()['content-type']).toMatch(/^image\//);

    // Last month's statements, issued from the page.
    await treasurer.getByRole('button', { name: `Issue statements for ${monthText(month)}` }).click();
    const issued = treasurer.getByRole('status').filter({ hasText: `The statements for ${monthText(month)} are issued: 4 members` });
    await expect.poll(() => issued.isVisible(), { timeout: 20_000 }).toBe(true);
    const names = new Map<string, string>();
    const all = (await (await treasurer.request.get(`${site.url}/api/groups`, { headers: V })).json()) as { id: number; name: string }[];
    const groupId = all.find((g) => g.name === 'Bonanza Four')!.id;
    const statements = await (await treasurer.request.get(`${site.url}/api/groups/${groupId}/statements?month=${month}`, { headers: V })).json();
    expect(statements.members).toHaveLength(4);
    // Each partner owns a quarter: the annual is $600.00 on each statement, and the members' charges add up to the group's costs.
    let charged = 0;
    for (const m of statements.members as { name: string; userId: number; lines: { kind: string; description: string; amountCents: number }[] }[]) {
      names.set(String(m.userId), m.name);
      const annual = m.lines.find((l) => l.kind === 'expense' && l.description.includes(ANNUAL.description));
      expect(annual?.amountCents, m.name).toBe(ANNUAL.amountCents / 4);
      charged += m.lines.filter((l) => l.kind !== 'previous_balance' && l.kind !== 'payment').reduce((sum, l) => sum + l.amountCents, 0);
      expect(await statementCard(treasurer, m.name, month).isVisible(), m.name).toBe(true);
    }
    expect(charged).toBe(statements.groupCostsCents);
    expect(await treasurer.getByText(`the group's costs for ${monthText(month)}: ${formatCentsExact(statements.groupCostsCents)}`).isVisible()).toBe(true);
    // The page, full of a real group's data, passes axe (serious and critical, outline and landmarks).
    await treasurer.waitForLoadState('networkidle');
    expect(describeViolations(await axeViolations(treasurer))).toEqual([]);
    // Issuing is offered no more for that month.
    expect(await treasurer.getByRole('button', { name: `Issue statements for ${monthText(month)}` }).count()).toBe(0);

    // Each partner: his own statement only, with his flights of the month, downloaded as PDF.
    const flewLastMonth = new Set(BONANZA.flights.filter((f) => f.monthsAgo === 1).map((f) => f.login));
    for (const login of BONANZA.members.map((m) => m.login)) {
      const page = login === 'chris' ? treasurer : login === 'walt' ? await signedIn(login, PHONE, DECLINED) : await signedIn(login);
      if (page !== treasurer) await openBonanza(page);
      // The API answers a partner his own statement only (the owner and the treasurer see everyone's); the page shows the same.
      const user = (await (await page.request.get(`${site.url}/api/user`, { headers: V })).json()) as { firstname: string; lastname: string };
      const name = `${user.firstname} ${user.lastname}`.trim();
      const manager = BONANZA.members.find((m) => m.login === login)!.role !== 'member';
      const his = await (await page.request.get(`${site.url}/api/groups/${groupId}/statements?month=${month}`, { headers: V })).json();
      expect(his.members.map((m: { name: string }) => m.name), login).toEqual(manager ? [...names.values()] : [name]);
      const card = page.getByRole('article').filter({ has: page.getByRole('list', { name: /Lines of .*statement/ }) });
      await expect.poll(() => card.count(), { timeout: 15_000, message: `${login} sees ${manager ? 'every' : 'his own'} statement` }).toBe(manager ? 4 : 1);
      const own = statementCard(page, name, month);
      expect(await own.isVisible(), login).toBe(true);
      const lines = own.getByRole('list', { name: /Lines of/ });
      expect(await lines.getByText(ANNUAL.description).isVisible(), login).toBe(true);
      expect(await lines.getByText('Flight: ').count() > 0, `${login}'s flights`).toBe(flewLastMonth.has(login));
      const [download] = await Promise.all([page.waitForEvent('download'), own.getByRole('link', { name: /^PDF/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved ${download.suggestedFilename()}` }).isVisible()).toBe(true);
      if (login === 'walt') {
        expect(await page.evaluate(phoneFitProblems, ['.account-tabs'])).toEqual([]);
        expect(describeViolations(await axeViolations(page))).toEqual([]);
        await paysByCard(page);
      }
      if (login === 'marcus') {
        const [csv] = await Promise.all([page.waitForEvent('download'), own.getByRole('link', { name: /^CSV/ }).click()]);
        const text = await readFile((await csv.path())!, 'utf8');
        expect(text).toContain(ANNUAL.description);
        expect(text).toContain('600.00');
      }
      if (login === 'tom') await ownerChangesAShare(page, month);
      await page.context().close();
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it("the club's owner approves a request to join and adds the pilot to the club's group from her Requests", async () => {
    const angela = await signedIn(DEMO_JOIN.owner, PHONE);
    await angela.goto(`${site.url}/account/requests`);
    const card = angela.getByRole('article').filter({ hasText: DEMO_JOIN.message });
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    await card.getByRole('button', { name: 'Approve' }).click();
    const add = card.getByRole('button', { name: /^Add Grace Holloway to the group on Wingshare/ });
    await expect.poll(() => add.isVisible(), { timeout: 15_000 }).toBe(true);
    await add.click();
    const said = card.getByRole('status').filter({ hasText: 'Grace Holloway is a member of Derby City Flying Club.' });
    await expect.poll(() => said.isVisible(), { timeout: 15_000 }).toBe(true);
    // After a reload the card still says so, with no button to add her again.
    await angela.reload();
    const member = card.getByText('Grace Holloway is a member of Derby City Flying Club.');
    await expect.poll(() => member.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await add.count()).toBe(0);
    await card.getByRole('link', { name: 'Open the group' }).click();
    await expect.poll(() => angela.getByRole('heading', { level: 1, name: /Derby City Flying Club/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await angela.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: /^Grace Holloway/ }).isVisible()).toBe(true);
    expect(await angela.evaluate(phoneFitProblems, ['.account-tabs'])).toEqual([]);
    // Grace sees the club among her groups.
    const grace = await signedIn(DEMO_JOIN.pilot);
    await grace.goto(`${site.url}/account/groups`);
    await expect.poll(() => grace.getByRole('link', { name: /Derby City Flying Club/ }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});
