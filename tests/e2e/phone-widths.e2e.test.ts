import { RequestContext } from '@mikro-orm/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { routes } from '../../web-public/src/app/router.js';
import { seedAsFirstStart, signInToBackOffice } from '../support/back-office.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { phoneFitProblems } from '../support/phone-fit.js';
import { V, type TestApp } from '../support/test-app.js';

// Every page of the site on a phone (issue 12): nothing may scroll sideways at 360 to 430 px. Every
// route of the public router at 390 px (signed out, or signed in where it needs a sign-in), the main
// modals, the back office's pages, and a few pages at 360 and 430 px; then the listing cards on phones.

const PHONE = { width: 390, height: 844 };
/** The sweeps open dozens of pages one after another: on a busy machine they outlast the default two minutes. */
const SWEEP_TIMEOUT = 300_000;
/** Boxes meant to scroll sideways inside a phone's width. */
const SIDEWAYS_SCROLLERS = ['.account-tabs', '.home-strip', '.home-quotes', '.blog-post-content pre', '.RaDataTable-tableWrapper'];
const POST_SLUG = 'sharing-a-skyhawk-the-first-year';

type Who = 'visitor' | 'pilot' | 'instructor';
interface Visit {
  who: Who;
  /** The address to open (default: the route's path); a function when it needs what the setup made. */
  url?: string | (() => string);
  /** Where it settles (default: the address's path): a redirect route, or a guard's. */
  lands?: string;
}

/**
 * Each route of web-public/src/app/router.tsx and how the sweep opens it; a route added to the router
 * without a row here fails the first test. The pilot (tom) has both subscriptions and a listing started.
 */
const VISITS: Record<string, Visit> = {
  '/': { who: 'visitor' },
  '/find': { who: 'visitor' },
  '/professionals': { who: 'visitor' },
  '/instructors': { who: 'visitor', lands: '/professionals' },
  '/list': { who: 'pilot' },
  '/list/general': { who: 'pilot' },
  '/list/location': { who: 'pilot' },
  '/list/media': { who: 'pilot' },
  '/list/preferred-pro': { who: 'pilot' },
  '/list/minimums': { who: 'pilot' },
  '/list/availability': { who: 'pilot' },
  '/list/confirm': { who: 'pilot' },
  '/list/*': { who: 'pilot', url: '/list/no-such-step' },
  '/list/preferred-instructor': { who: 'pilot', lands: '/list/preferred-pro' },
  '/shares/mine': { who: 'pilot' },
  '/messages': { who: 'pilot' },
  '/messages/new': { who: 'pilot', url: () => `/messages/new?user=${otherOwnerId}` },
  '/messages/:id': { who: 'pilot', url: () => `/messages/${conversationId}` },
  '/account/instructor': { who: 'instructor', lands: '/account/professional' },
  '/account': { who: 'pilot', lands: '/account/basic' },
  '/account/basic': { who: 'pilot' },
  '/account/record': { who: 'pilot' },
  '/account/professional': { who: 'instructor' },
  '/account/listings': { who: 'pilot' },
  '/account/listings/:id/maintenance': { who: 'pilot', url: () => `/account/listings/${ownShareId}/maintenance` },
  '/account/requests': { who: 'pilot' },
  '/account/bookings': { who: 'pilot' },
  '/account/favorites': { who: 'pilot' },
  '/account/alerts': { who: 'pilot' },
  '/account/subscription': { who: 'pilot' },
  '/account/payouts': { who: 'pilot' },
  '/account/payments': { who: 'pilot' },
  '/account/earnings': { who: 'pilot' },
  '/account/groups': { who: 'pilot' },
  // tom's group (issue 39), made on his listing before the sweep.
  '/account/groups/:id': { who: 'pilot', url: () => `/account/groups/${groupId}` },
  // Issue 41: his partner profile and the partners who fit him.
  '/account/partners': { who: 'pilot' },
  '/account/partner-profile': { who: 'pilot', lands: '/account/partners' },
  '/account/*': { who: 'pilot', url: '/account/no-such-tab' },
  '/reset': { who: 'visitor', url: '/reset?token=not-a-real-token' },
  '/confirm-email': { who: 'visitor', url: '/confirm-email?token=not-a-real-token' },
  '/signup': { who: 'visitor' },
  '/sandbox/connect': { who: 'pilot', url: '/sandbox/connect?account=acct_sbx_phone' },
  '/mechanic/:token': { who: 'visitor', url: '/mechanic/not-a-real-token' },
  '/faq': { who: 'visitor' },
  '/company': { who: 'visitor' },
  '/our-story': { who: 'visitor' },
  '/our-team': { who: 'visitor' },
  '/how-it-works': { who: 'visitor' },
  '/feedback': { who: 'visitor' },
  '/costcalc': { who: 'visitor' },
  '/earningscalc': { who: 'visitor' },
  '/documents': { who: 'visitor' },
  '/investors': { who: 'visitor' },
  '/seeking': { who: 'visitor' },
  '/listing': { who: 'visitor' },
  '/insurance': { who: 'visitor' },
  '/announcements': { who: 'visitor' },
  '/coflyt': { who: 'visitor' },
  '/cirrus': { who: 'visitor' },
  '/videos': { who: 'visitor' },
  '/privacy': { who: 'visitor' },
  '/terms': { who: 'visitor' },
  '/blog': { who: 'visitor' },
  '/blog/:slug': { who: 'visitor', url: `/blog/${POST_SLUG}` },
  '/landing-frame': { who: 'visitor' },
  '/map-frame': { who: 'visitor' },
  '/auth/facebook': { who: 'pilot', lands: '/' },
  '/auth/google': { who: 'pilot', lands: '/' },
  '/*': { who: 'visitor', url: '/no-such-page' },
};

/** Public pages that change once signed in, seen that way too. */
const SIGNED_IN_TOO = ['/', '/find', '/professionals', '/blog'];

/** The back office's pages (its menu, a record of each kind, a form), each with what shows it is there. */
const LISTED = '.RaDataTable-table tbody tr, .phone-list li, .empty-state, .RaEmpty-icon';
const BACK_OFFICE: [url: string, ready: string][] = [
  ['/admin', '.MuiCardHeader-root'],
  ...['users', 'instructors', 'shares', 'bookings', 'reports', 'reviews', 'aircraft-claims', 'airports', 'blog-posts', 'contact-messages', 'outbox', 'subscriptions', 'promotion-codes', 'audit-log', 'airworthiness']
    .map((resource): [string, string] => [`/admin/${resource}`, LISTED]),
  ['/admin/users/1/show', '.show-page .RaLabeled-label'],
  ['/admin/users/1', '.edit-page input'],
  ['/admin/shares/1/show', '.show-page .RaLabeled-label'],
  ['/admin/blog-posts/create', '.create-page input'],
  ['/admin/promotion-codes/create', '.create-page input'],
];

/** Every path of a route table, children joined to their parents (the catch-all is '/*'). */
function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

let site: TestApp & { url: string };
let browser: Browser;
const pages = {} as Record<Who | 'subscriber', Page>;
const errors: string[] = [];
let ownShareId = 0;
let otherShareId = 0;
let otherOwnerId = 0;
let conversationId = 0;
let groupId = 0;

/** Requests in flight per page, and when the last one started or ended. */
const traffic = new WeakMap<Page, { inFlight: number; since: number }>();

function watch(page: Page): Page {
  const state = { inFlight: 0, since: Date.now() };
  traffic.set(page, state);
  page.on('request', () => Object.assign(state, { inFlight: state.inFlight + 1, since: Date.now() }));
  // Math.max: a page watched after it started (the back office's sign-in) sees ends without starts.
  const ended = () => Object.assign(state, { inFlight: Math.max(0, state.inFlight - 1), since: Date.now() });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return page;
}

/** No request for 400 ms and no spinner: the page has its data. */
async function settled(page: Page): Promise<boolean> {
  const state = traffic.get(page)!;
  if (state.inFlight > 0 || Date.now() - state.since < 400) return false;
  return (await page.locator('.spinner, .page-loading').count()) === 0;
}

async function signedIn(username: string | null): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE });
  // The first-visit takeover is checked on its own below.
  await pastTakeover(context, site.url);
  const page = watch(await context.newPage());
  if (username) {
    const login = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: username, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
  }
  return page;
}

async function call(page: Page, method: 'post' | 'get', path: string, data?: object) {
  const res = await page.request[method](`${site.url}${path}`, { headers: V, data });
  expect(res.status(), `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

/** Waits for the page's data (no request in flight, no spinner), then expects nothing wider than the window. */
async function expectFits(page: Page, what: string) {
  await expect.poll(() => settled(page), { message: `${what}: still loading` }).toBe(true);
  await expect.poll(() => page.evaluate(phoneFitProblems, SIDEWAYS_SCROLLERS), { message: `${what} at ${page.viewportSize()?.width} px` }).toEqual([]);
}

/**
 * Opens an address the way a link in the app does once the app runs (pushState and popstate, which the
 * router follows): the sweep does not reload the whole app for each of its hundred pages. A share link
 * (`?share=`) is loaded: the app opens its modal on arrival.
 */
async function open(page: Page, url: string, lands = new URL(url, site.url).pathname) {
  if (page.url().startsWith(site.url) && !new URL(url, site.url).searchParams.has('share')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await page.goto(`${site.url}${url}`);
  }
  await page.waitForURL((at) => at.pathname === lands);
  // The new page's requests may not have started yet: its quiet time counts from here.
  traffic.get(page)!.since = Date.now();
}

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name ? { name } : undefined);

async function expectDialogFits(page: Page, box: Locator, what: string) {
  await expect.poll(() => box.isVisible(), { message: `${what} opens` }).toBe(true);
  await expectFits(page, what);
}

beforeAll(async () => {
  site = await startBrowserApp();
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  browser = await launchChromium();

  const admin = site.agent();
  await admin.post('/api/auth/local').set(V).send({ user: site.config.admin.username, password: site.config.admin.password }).expect(200);
  await admin.post('/api/admin/blog-posts').set(V).send({
    title: 'Sharing a Skyhawk: what the first year taught three owners about schedules, costs and friendship',
    slug: POST_SLUG,
    excerpt: 'A year of shared flying, told by its three owners.',
    content: '<p>Three of us bought N4411F together.</p><pre>Hobbs 1234.5  tach 987.6  fuel 38 gal  oil 7 qt  squawks: none  next 100-hour at 1300.0</pre>',
    status: 'published',
    publishedAt: '2025-01-15T12:00:00.000Z',
  }).expect(201);

  pages.visitor = await signedIn(null);
  // tom owns two demo listings; he lists planes, has a professional subscription and a few favourites.
  pages.pilot = await signedIn('tom');
  await call(pages.pilot, 'post', '/api/user/subscription', { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' });
  await call(pages.pilot, 'post', '/api/user/subscription', { priceId: 'price_professional_monthly', paymentMethodId: 'pm_card_visa' });
  const own = (await call(pages.pilot, 'get', '/api/share/mine')).shares[0] as { id: number; owner: { id: number } };
  ownShareId = own.id;
  // A partnership on his listing (this sweep seeds no demo groups): the group page drawn with its data.
  groupId = ((await call(pages.pilot, 'post', '/api/groups', { name: 'Skyhawk partners of Bowman Field', shareIds: [ownShareId] })) as { id: number }).id;
  const shares = (await call(pages.pilot, 'get', '/api/share?limit=10')).shares as { id: number; owner: { id: number } }[];
  const other = shares.find((s) => s.owner.id !== own.owner.id)!;
  otherShareId = other.id;
  otherOwnerId = other.owner.id;
  // A conversation about that listing, with a long unbroken word a phone must wrap.
  const talk = await call(pages.pilot, 'post', '/api/conversations', { shareId: otherShareId, text: `Is it free on Saturday? ${'N'.repeat(80)} https://example.com/${'a'.repeat(60)}` });
  conversationId = talk.conversation.id;
  await call(pages.pilot, 'post', `/api/share/favorite/${otherShareId}`);
  const professional = (await call(pages.pilot, 'get', '/api/instructor?limit=1')).instructors[0];
  await call(pages.pilot, 'post', `/api/instructor/favorite/${professional.id}`);
  // A listing in progress, so every step of the wizard opens.
  await open(pages.pilot, '/list');
  await pages.pilot.getByRole('button', { name: 'Flying club' }).click();
  await pages.pilot.waitForURL((at) => at.pathname === '/list/general');
  pages.instructor = await signedIn('kevin');
  // maria has no subscription.
  pages.subscriber = await signedIn('maria');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the site at 390 px', () => {
  it('has a row for every route of the router', () => {
    expect(new Set(routePaths(routes))).toEqual(new Set(Object.keys(VISITS)));
  });

  it('fits every route, signed out and signed in where it needs a sign-in', async () => {
    // The visitor's, the pilot's and the instructor's pages are swept side by side (each waits mostly for its
    // page to be quiet), one after another within each.
    const visits = Object.entries(VISITS).map(([route, visit]) => ({ route, who: visit.who, url: (typeof visit.url === 'function' ? visit.url() : visit.url) ?? route, lands: visit.lands }));
    visits.push(...SIGNED_IN_TOO.map((route) => ({ route: `${route} (signed in)`, who: 'pilot' as const, url: route, lands: undefined })));
    await Promise.all((['visitor', 'pilot', 'instructor'] as const).map(async (who) => {
      for (const visit of visits.filter((v) => v.who === who)) {
        await open(pages[who], visit.url, visit.lands);
        await expectFits(pages[who], `${visit.route} (${who})`);
      }
    }));
    expect(errors).toEqual([]);
  }, SWEEP_TIMEOUT);

  it('fits the menu and the modals', async () => {
    const { visitor, pilot, subscriber } = pages;
    // One person after another: side by side, the pilot's profile modal (opened from Find, with its map)
    // outlasted the checks' patience on a loaded machine.
    await visitorModals();
    await pilotModals();
    await subscriberModals();
    expect(errors).toEqual([]);

    async function visitorModals() {
      // A first visit's takeover.
      const first = watch(await (await browser.newContext({ viewport: PHONE })).newPage());
      await first.goto(`${site.url}/`);
      await expectDialogFits(first, dialog(first, 'Welcome to Wingshare'), 'the takeover');
      await first.context().close();

      // The menu, log in, forgotten password; a guarded page asks to sign up.
      await open(visitor, '/');
      await visitor.getByRole('button', { name: 'Menu' }).click();
      await expectDialogFits(visitor, visitor.getByRole('navigation', { name: 'Main' }), 'the open menu');
      await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectDialogFits(visitor, dialog(visitor, 'Log in to Wingshare'), 'the login modal');
      await dialog(visitor).getByRole('button', { name: 'Forgot Password?' }).click();
      await expectDialogFits(visitor, dialog(visitor, 'Reset your password'), 'the forgotten password modal');
      await open(visitor, '/account/basic', '/');
      await expectDialogFits(visitor, dialog(visitor, 'Sign up or log in to see your account'), 'the sign-up modal');
    }

    async function pilotModals() {
      // A listing, the owner's view of his own and its edit form.
      await open(pilot, `/?share=${otherShareId}`);
      await expectDialogFits(pilot, dialog(pilot).getByRole('button', { name: 'Copy Listing Link' }), 'the share modal');
      await open(pilot, `/?share=${ownShareId}`);
      await expectDialogFits(pilot, dialog(pilot).getByRole('button', { name: 'Edit', exact: true }), "the owner's share modal");
      await dialog(pilot).getByRole('button', { name: 'Edit', exact: true }).click();
      await expectDialogFits(pilot, dialog(pilot).getByRole('button', { name: 'Save' }), 'the share edit form');

      // A pilot's and a professional's profile from Find, and the professional sign-up form.
      await open(pilot, '/find');
      await pilot.getByRole('article', { name: 'Dan Whitfield' }).getByRole('button').first().click();
      await expectDialogFits(pilot, dialog(pilot, 'Dan Whitfield'), "a pilot's profile");
      await open(pilot, '/professionals');
      await pilot.getByRole('article').first().getByRole('button').first().click();
      await expectDialogFits(pilot, dialog(pilot).getByRole('button', { name: 'Close' }), "a professional's profile");
      await open(pilot, '/professionals?signup=1', '/professionals');
      await expectDialogFits(pilot, dialog(pilot, 'Fill out your professional profile'), 'the professional sign-up form');
    }

    async function subscriberModals() {
      // Without a subscription: listing asks to subscribe (the page stays); the subscription tab's Subscribe opens the card form.
      await open(subscriber, '/list');
      await expectDialogFits(subscriber, dialog(subscriber), 'the subscribe pitch');
      await dialog(subscriber).getByRole('button', { name: 'Cancel' }).click();
      await expectDialogFits(subscriber, subscriber.getByText(/^Listing a plane needs the listing subscription/), 'the page behind the pitch');
      await open(subscriber, '/account/subscription');
      await subscriber.getByRole('article', { name: 'Listing subscription' }).getByRole('button', { name: 'Subscribe' }).click();
      await expectDialogFits(subscriber, dialog(subscriber).getByRole('button', { name: /subscribe now/i }), 'the subscribe modal');
    }
  }, SWEEP_TIMEOUT);

  it("fits the back office's pages", async () => {
    const page = watch(await signInToBackOffice(browser, site.url, site.config.admin.username, site.config.admin.password, { viewport: PHONE }));
    // Signed in once the console's home is drawn: away from /admin/login, with the dashboard's cards (the
    // sign-in page has the same heading; a page opened before the sign-in answered lands on the form again).
    const inConsole = async () => !new URL(page.url()).pathname.endsWith('/login') && (await page.locator('.MuiCardHeader-root').first().isVisible());
    await expect.poll(inConsole, { timeout: 30_000 }).toBe(true);
    // Two tabs of the signed-in console, each taking every other page.
    const second = watch(await page.context().newPage());
    await second.goto(`${site.url}/admin`);
    await Promise.all([page, second].map(async (tab, half) => {
      for (const [url, ready] of BACK_OFFICE.filter((_, i) => i % 2 === half)) {
        await open(tab, url);
        await expect.poll(() => tab.locator(ready).first().isVisible(), { message: `${url} shows ${ready}` }).toBe(true);
        await expect.poll(() => tab.locator('.MuiLinearProgress-root, .MuiCircularProgress-root').count(), { message: `${url}: still loading` }).toBe(0);
        await expectFits(tab, url);
      }
    }));
    await page.context().close();
  }, SWEEP_TIMEOUT);
});

/** The share cards in `grid`: how many, in how many columns, and what is wrong with their type chips. */
function shareCardLayout(grid: string) {
  const cards = [...document.querySelectorAll(`${grid} .share-card`)];
  const problems: string[] = [];
  for (const card of cards) {
    const name = card.querySelector('h3')?.textContent?.trim();
    const chip = card.querySelector('.share-card-type');
    const photo = card.querySelector('.share-card-cover');
    if (!chip || !photo) {
      problems.push(`${name}: no type chip or photo`);
      continue;
    }
    const c = chip.getBoundingClientRect();
    const p = photo.getBoundingClientRect();
    if (c.left < p.right && p.left < c.right && c.top < p.bottom && p.top < c.bottom) problems.push(`${name}: the chip covers the photo`);
    const text = document.createRange();
    text.selectNodeContents(chip);
    const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
    if (lines !== 1) problems.push(`${name}: the chip takes ${lines} lines`);
    if (chip.scrollWidth > chip.clientWidth) problems.push(`${name}: the chip is cut short`);
  }
  return { cards: cards.length, columns: new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size, problems };
}

describe('listing cards on a phone', () => {
  it('come one a row, their type a one-line chip under the photo', async () => {
    const page = pages.pilot;
    await page.setViewportSize(PHONE);
    const grids: [url: string, grid: string, oneARow: boolean][] = [
      ['/find', '.find-result-list', true],
      ['/account/listings', '.share-grid', true],
      ['/account/favorites', '.share-grid', true],
      ['/shares/mine', '.share-grid', true],
      // The home page's planes are a row that scrolls sideways, a card and a bit wide.
      ['/', '.home-strip', false],
    ];
    for (const [url, grid, oneARow] of grids) {
      await open(page, url);
      await expect.poll(() => page.locator(`${grid} .share-card`).count(), { message: `${url} shows cards` }).toBeGreaterThan(0);
      await expect.poll(() => settled(page)).toBe(true);
      const layout = await page.evaluate(shareCardLayout, grid);
      expect(layout.problems, url).toEqual([]);
      if (oneARow) expect(layout.columns, `${url}: columns of ${layout.cards} cards`).toBe(1);
    }
  });
});

describe('the site at 360 and 430 px', () => {
  it('fits the busiest pages', async () => {
    const busiest: [Who, string][] = [
      ['visitor', '/'], ['visitor', '/find'], ['visitor', '/signup'], ['pilot', '/account/basic'], ['pilot', '/list/general'],
      ['pilot', `/?share=${ownShareId}`], ['instructor', '/account/professional'], ['pilot', `/messages/${conversationId}`],
    ];
    const visits = [360, 430].flatMap((width) => (width === 360 ? busiest : busiest.slice(0, 4)).map(([who, url]) => ({ width, who, url })));
    await Promise.all((['visitor', 'pilot', 'instructor'] as const).map(async (who) => {
      for (const { width, url } of visits.filter((v) => v.who === who)) {
        const page = pages[who];
        await page.setViewportSize({ width, height: PHONE.height });
        await open(page, url);
        await expectFits(page, `${url} (${who}) at ${width} px`);
      }
    }));
    for (const page of Object.values(pages)) await page.setViewportSize(PHONE);
  });
});
