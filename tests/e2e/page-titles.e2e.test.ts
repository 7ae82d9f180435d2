import { RequestContext } from '@mikro-orm/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { sharePageTitle } from '../../domain/share/share-page-title.js';
import { documentTitle } from '../../web-public/src/lib/page-meta.js';
import type { ShareView } from '../../web-public/src/lib/share-view.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 34, point 19: a listing's page keeps its own title once the app runs; each account tab has its
// own; and a browser outside UTC hydrates the server's pages without a mismatch (React's error #418).

let site: TestApp & { url: string };
let browser: Browser;
let share: ShareView;

beforeAll(async () => {
  site = await startBrowserApp();
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  const shares = (await site.agent().get('/api/share?limit=20').set(V).expect(200)).body.shares as ShareView[];
  // One with pilots' reviews: their dates are drawn by the server too.
  const reviewed = shares.find((s) => (s.rating?.count ?? 0) > 0);
  share = reviewed ?? shares[0]!;
  // A question asked now, drawn with its date by the server (which knows no time zone) and again by the browser.
  // (Asked by a demo pilot who does not own it: an owner answers his listing's questions.)
  const asked = [];
  for (const who of ['maria', 'tom']) {
    const asker = site.agent();
    await asker.post('/api/auth/local').set(V).send({ user: who, password: DEMO_PASSWORD }).expect(200);
    asked.push((await asker.post(`/api/share/${share.id}/questions`).set(V).send({ text: 'Is it hangared?' })).status);
    if (asked.includes(201)) break;
  }
  expect(asked).toContain(201);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A page of a context in `timezoneId`, its page errors and console errors collected. */
async function pageIn(timezoneId: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  return page;
}

describe('page titles', () => {
  it("keeps a listing's own title once the page has hydrated", async () => {
    const expected = documentTitle(sharePageTitle(share));
    const html = await (await fetch(`${site.url}/?share=${share.id}`)).text();
    expect(html).toContain(`<title>${expected.replace(/&/g, '&amp;')}</title>`);
    const errors: string[] = [];
    const page = await pageIn('UTC', errors);
    await page.goto(`${site.url}/?share=${share.id}`);
    // goto comes back once the app runs (tests/support/browser.ts): the page's own title was written by then.
    await page.getByRole('dialog').getByRole('heading', { level: 2, name: share.aircraft.model, exact: false }).first().waitFor();
    await expect.poll(() => page.title()).toBe(expected);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(expected);
    // Closing the listing gives the page its own title back.
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => page.title()).not.toBe(expected);
    await page.context().close();
  });

  it('gives each account tab its own title', async () => {
    const errors: string[] = [];
    const page = await pageIn('UTC', errors);
    const login = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: 'tom', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const titles: Record<string, string> = {};
    for (const tab of ['basic', 'record', 'listings', 'requests', 'bookings', 'favorites', 'alerts', 'subscription', 'payments', 'payouts', 'earnings', 'groups']) {
      await page.goto(`${site.url}/account/${tab}`);
      await page.locator('main h1').first().waitFor();
      titles[tab] = await page.title();
    }
    expect(titles).toEqual({
      basic: 'Account | Wingshare',
      record: 'Pilot record | Wingshare',
      listings: 'My Planes | Wingshare',
      requests: 'Requests | Wingshare',
      bookings: 'My bookings | Wingshare',
      favorites: 'Favorites | Wingshare',
      alerts: 'New Listing Alerts | Wingshare',
      subscription: 'Subscription | Wingshare',
      payments: 'Payments | Wingshare',
      payouts: 'Payouts | Wingshare',
      earnings: 'Earnings | Wingshare',
      groups: 'My groups | Wingshare',
    });
    // An aircraft's maintenance page under My Planes (issue 38) names the aircraft.
    const own = (await (await page.request.get(`${site.url}/api/share/mine`, { headers: V })).json()).shares[0] as ShareView;
    await page.goto(`${site.url}/account/listings/${own.id}/maintenance`);
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => page.title()).toBe(documentTitle(`Maintenance · ${own.title}`));
    await page.context().close();
  });

  it('gives My Shares and each step of the listing wizard their own titles', async () => {
    const errors: string[] = [];
    const page = await pageIn('UTC', errors);
    const login = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: 'maria', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const subscribed = await page.request.post(`${site.url}/api/user/subscription`, { headers: V, data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' } });
    expect(subscribed.status()).toBe(201);
    await page.goto(`${site.url}/shares/mine`);
    await page.locator('main h1').first().waitFor();
    expect(await page.title()).toBe('My Shares | Wingshare');
    await page.goto(`${site.url}/list`);
    await page.getByRole('button', { name: 'Private owner rental' }).waitFor();
    expect(await page.title()).toBe('List your plane | Wingshare');
    // Each step is its own page in the tab and the history.
    await page.getByRole('button', { name: 'Private owner rental' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/list/general');
    await expect.poll(() => page.title()).toBe('List your plane: General Information | Wingshare');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * A time zone whose date is not UTC's right now (the question above was asked now): 14 hours ahead from
 * 10:00 UTC, else 11 hours behind (before 11:00 UTC).
 */
const zoneOfAnotherDate = () => (new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');

describe('a browser outside UTC', () => {
  it("hydrates the server's pages and listing links without a mismatch", async () => {
    const errors: string[] = [];
    const zone = zoneOfAnotherDate();
    const page = await pageIn(zone, errors);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
    for (const path of ['/', `/?share=${share.id}`, `/find?share=${share.id}`, '/find', '/professionals', '/blog']) {
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(errors.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([]);
    await page.context().close();
  }, 180_000);
});
