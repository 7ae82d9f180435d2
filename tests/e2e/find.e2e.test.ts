import type { Browser, BrowserContext, Page } from 'playwright-core';
import type VectorLayer from 'ol/layer/Vector';
import type { MapElement } from '../../web-public/src/components/map/create-airport-map.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../fixtures/images/image-builders.js';
import { isHydrated, launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { keepScreenshot } from '../support/screenshots.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
const airportIds: Record<string, number> = {};

const OWNER = { firstname: 'Wilbur', lastname: 'Wright', email: 'wilbur@example.com', username: 'wilbur_w', password: 'kitty-hawk-1903' };
/** A pilot on the map at Bowman Field. */
const PILOT = { firstname: 'Bessie', lastname: 'Coleman', email: 'bessie@example.com', username: 'bessie_c', password: 'first-license-1921' };
const SEARCHER = { firstname: 'Jean', lastname: 'Batten', email: 'jean@example.com', username: 'jean_b', password: 'tasman-sea-1936' };
const PHONE_SEARCHER = { firstname: 'Amy', lastname: 'Johnson', email: 'amy@example.com', username: 'amy_j', password: 'jason-to-darwin-1930' };
const QUEUE_SEARCHER = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet@example.com', username: 'harriet_q', password: 'channel-crossing-1912' };
const QUALIFIER = { firstname: 'Pancho', lastname: 'Barnes', email: 'pancho@example.com', username: 'pancho_b', password: 'happy-bottom-1935' };

/** Three planes around Louisville: two at Bowman Field (LOU), one at Louisville International (SDF). */
const PLANES = [
  { airport: 'LOU', tailNumber: 'N4411F', title: 'Skyhawk at Bowman Field', make: 'Cessna', model: '172S', ratePerHour: 165 },
  { airport: 'LOU', tailNumber: 'N4412F', title: 'Cherokee by the hour', make: 'Piper', model: 'PA-28-180', ratePerHour: 125 },
  { airport: 'SDF', tailNumber: 'N4413F', title: 'Arrow at Standiford', make: 'Piper', model: 'PA-28R-201', ratePerHour: 190 },
];

/** A browser context past the first-visit takeover; signed up through the API when `who` is given. */
async function newPage(who?: typeof OWNER, airport: number | null = null, viewport = { width: 1300, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  if (who) {
    const signup = await page.request.post(`${site.url}/api/user`, {
      headers: V,
      multipart: { user: JSON.stringify({ ...who, airport, isDiscoverable: true, bio: '', code: '', honeypot: '' }) },
    });
    expect(signup.status()).toBe(201);
  }
  return { context, page };
}

beforeAll(async () => {
  site = await startBrowserApp();
  browser = await launchChromium();
  for (const code of ['LOU', 'SDF']) {
    const found = await site.request.get(`/api/airport?q=${code}`).set(V);
    airportIds[code] = found.body.find((a: { locationId: string }) => a.locationId === code).id;
  }

  const owner = await newPage(OWNER);
  const subscribed = await owner.page.request.post(`${site.url}/api/user/subscription`, {
    headers: V,
    data: { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' },
  });
  expect(subscribed.status()).toBe(201);
  const image = await png(800, 500);
  for (const { airport, ...plane } of PLANES) {
    const share = {
      type: 'PRIVATE_OWNER_RENTAL', description: 'Hangared, well kept.', url: '', year: 2004, ...plane,
      airport: airportIds[airport], media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    };
    const created = await owner.page.request.post(`${site.url}/api/share`, {
      headers: V,
      multipart: { share: JSON.stringify({ ...share, ownershipConfirmed: true }), images: { name: 'plane.png', mimeType: 'image/png', buffer: image } },
    });
    expect(created.status()).toBe(201);
  }
  await owner.context.close();
  // The owner has no home airport, so the pilot is the only person on the map.
  await (await newPage(PILOT, airportIds.LOU)).context.close();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Places around Louisville: the city (GeoNames), and airports of the airport list with and without planes. */
const LOUISVILLE = { lng: -85.759, lat: 38.254 };
const AIRPORTS = { LOU: { lng: -85.6637, lat: 38.228 }, SDF: { lng: -85.736, lat: 38.1744 }, JVY: { lng: -85.7383, lat: 38.3656 } };

/**
 * What the map in `selector` shows (through the OpenLayers map the element carries): its layers, which
 * places are in view, and which airports and cities are drawn (after decluttering) at those places,
 * with the label each one's style gives at the current zoom.
 */
function readMap(page: Page, selector: string, places: Record<string, { lng: number; lat: number }>) {
  return page.evaluate(
    ({ selector, places }) => {
      const map = document.querySelector<MapElement>(selector)?.wingshareMap;
      const size = map?.getSize();
      if (!map || !size) return null;
      const mercator = ({ lng, lat }: { lng: number; lat: number }) => {
        const R = 6378137;
        return [((lng * Math.PI) / 180) * R, Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * R];
      };
      const extent = map.getView().calculateExtent(size);
      const resolution = map.getView().getResolution()!;
      const layers = map.getAllLayers();
      const drawnAt = (place: { lng: number; lat: number }) =>
        ['basemap-cities', 'basemap-airports'].flatMap((name) => {
          const layer = layers.find((l) => l.get('name') === name) as VectorLayer | undefined;
          if (!layer) return [];
          const hits = map.getFeaturesAtPixel(map.getPixelFromCoordinate(mercator(place)), { hitTolerance: 2, layerFilter: (l) => l === layer });
          return hits.map((f) => {
            const style = layer.getStyleFunction()?.(f, resolution);
            return `${name}: ${(Array.isArray(style) ? style[0] : style)?.getText()?.getText() ?? '(symbol)'}`;
          });
        });
      return {
        layers: layers.map((l) => l.get('name')).filter(Boolean),
        resolution,
        inView: Object.fromEntries(
          Object.entries(places).map(([name, place]) => {
            const [x, y] = mercator(place);
            return [name, x! >= extent[0]! && x! <= extent[2]! && y! >= extent[1]! && y! <= extent[3]!];
          }),
        ),
        drawn: Object.fromEntries(Object.entries(places).map(([name, place]) => [name, drawnAt(place)])),
      };
    },
    { selector, places },
  );
}

/**
 * Find's map waits for the visitor's first move (issue 13): its Show the map button is clicked, again until
 * the page has hydrated (a click before that does nothing), and the map is on its way.
 */
async function showMap(page: Page) {
  const button = page.getByRole('button', { name: 'Show the map' });
  await expect
    .poll(async () => {
      if (await button.isVisible()) await button.click({ timeout: 2_000 }).catch(() => undefined);
      return button.count();
    })
    .toBe(0);
}

/** Each search is a round trip to the server: allow for a busy machine. */
const SEARCHED = { timeout: 10_000 };
/** The line above the results: "1 result", "Showing all 4 results" or "Showing 24 of 130 results". */
const showing = (page: Page) => page.getByText(/^(1 result|Showing (all )?[\d,]+ (of [\d,]+ )?results)$/);
/**
 * The count line once the list has its answer (null while a search is under way). A new search often ends
 * with the count it began with: a test that read the line alone could act on the old list while the new
 * answer was about to replace its cards and markers.
 */
const answered = async (page: Page) =>
  (await page.getByRole('region', { name: 'Search results' }).getAttribute('aria-busy')) === 'false' ? showing(page).textContent() : null;
const query = (page: Page) => new URL(page.url()).searchParams;

describe('the Find page in the browser', () => {
  it('searches near Louisville, filters by a marker and opens a plane', async () => {
    const { context, page } = await newPage(SEARCHER);
    await page.goto(`${site.url}/find`);
    // The first search runs at the visitor's position (Louisville for a local address).
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await showMap(page);
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Louisville, KY');

    // Pick Louisville from the location box: a new search there, with the default radius, kept in the address.
    await page.getByRole('combobox', { name: 'Location' }).fill('Louisv');
    // The first search's answer was 4 results at about the same place: wait for this search's own answer.
    const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search', SEARCHED);
    await page.getByRole('option', { name: 'Louisville, KY' }).click();
    await searched;
    await expect.poll(() => query(page).get('location'), SEARCHED).toBe('Louisville, KY');
    expect(query(page).get('radius')).toBe('50');
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    for (const name of ['Skyhawk at Bowman Field', 'Cherokee by the hour', 'Arrow at Standiford', 'Bessie Coleman']) {
      expect(await page.getByRole('article', { name }).isVisible()).toBe(true);
    }

    // Issue 13: each plane's photo (800 x 500) offers its narrower copies and says its size, the first two
    // results load at once and the rest lazily, and a card about 300 px wide loads the 320 px copy.
    const covers = page.locator('.find-result-list .share-card-cover img');
    expect(await covers.count()).toBe(3);
    for (const img of await covers.evaluateAll((all) => all.map((i) => ({ srcset: i.getAttribute('srcset'), sizes: i.getAttribute('sizes'), width: i.getAttribute('width'), height: i.getAttribute('height') })))) {
      expect(img.srcset).toMatch(/^(\/media\/shares\/[0-9a-f-]{36})-160w\.png 160w, \1-320w\.png 320w, \1-640w\.png 640w, \1\.png 800w$/);
      expect(img).toMatchObject({ sizes: expect.stringMatching(/ 300px$/), width: '800', height: '500' });
    }
    const loading = () => page.locator('.find-result-list > li').evaluateAll((items) => items.map((li, i) => [li.querySelector('img')?.loading ?? null, i < 2 ? 'eager' : 'lazy']));
    await expect.poll(async () => (await loading()).map(([l, want]) => l === null || l === want)).toEqual([true, true, true, true]);
    await expect.poll(() => covers.first().evaluate((i: HTMLImageElement) => (i.complete ? i.currentSrc.replace(/^.*\/media\/shares\/[0-9a-f-]{36}/, '') : null))).toBe('-320w.png');
    expect(await page.getByRole('region', { name: 'Map of airports with planes, pilots and professionals' }).isVisible()).toBe(true);

    // Bowman Field's marker (its keyboard twin names the counts): only that airport's entries remain.
    // A marker chosen while a search is under way is searched after it: wait until none is (the map's first
    // moves may have started one), so the answers below are the marker's.
    const bowman = page.getByRole('button', { name: 'LOU Bowman: 1 pilot, 0 professionals, 2 planes' });
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    await bowman.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).get('airport'), SEARCHED).toBe(String(airportIds.LOU));
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 3 results');
    expect(await page.getByRole('article', { name: 'Arrow at Standiford' }).count()).toBe(0);
    expect(await page.getByText(/^Only at /).textContent()).toBe('Only at LOU - Bowman, Louisville, KY');
    // The chosen airport can be followed from here for its new-listing alerts (issue 34).
    await page.getByRole('button', { name: 'Follow LOU' }).click();
    const following = page.getByRole('button', { name: 'Following LOU' });
    await expect.poll(() => following.getAttribute('aria-pressed'), SEARCHED).toBe('true');
    const profile = await (await page.request.get(`${site.url}/api/user`, { headers: V })).json();
    expect(profile.favoriteAirports.map((a: { locationId: string }) => a.locationId)).toEqual(['LOU']);

    // The keyword filters too, searched on Enter; Reset Map clears it and the airport.
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await keyword.fill('cherokee');
    await keyword.press('Enter');
    await expect.poll(() => answered(page), SEARCHED).toBe('1 result');
    expect(query(page).get('q')).toBe('cherokee');
    await page.getByRole('button', { name: 'Reset Map' }).click();
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    expect(query(page).has('airport')).toBe(false);
    expect(await keyword.inputValue()).toBe('');

    // A plane's card opens the share modal, linked to the address; closing it keeps the search.
    await page.getByRole('article', { name: 'Skyhawk at Bowman Field' }).getByRole('button').click();
    const modal = page.getByRole('dialog');
    await expect.poll(() => modal.getByText('$165 / hour').isVisible(), { timeout: 15_000 }).toBe(true);
    // The slide is the modal's largest paint: asked for first, with its size and copies.
    const slide = modal.locator('.media-slider-stage img');
    expect(await slide.evaluate((i) => [i.getAttribute('fetchpriority'), i.getAttribute('width'), i.getAttribute('height'), i.getAttribute('srcset')?.split(', ').length])).toEqual(['high', '800', '500', 4]);
    expect(await modal.getByRole('button', { name: 'Copy Listing Link' }).isVisible()).toBe(true);
    expect(query(page).get('share')).not.toBeNull();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => query(page).has('share'), SEARCHED).toBe(false);
    expect(query(page).get('location')).toBe('Louisville, KY');

    // Zoom out doubles the radius and searches again.
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => query(page).get('radius'), SEARCHED).toBe('100');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('runs a choice made during a search after it, with the choices before it', async () => {
    const { context, page } = await newPage(QUEUE_SEARCHER);
    await page.goto(`${site.url}/find`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await showMap(page);
    await page.getByRole('button', { name: 'Zoom out' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    // The next search's answer is held back until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: URLSearchParams[] = [];
    await page.route((url) => url.pathname === '/api/search', async (route) => {
      asked.push(new URL(route.request().url()).searchParams);
      if (asked.length === 1) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => asked.length, SEARCHED).toBe(1);
    expect(await page.getByRole('region', { name: 'Search results' }).getAttribute('aria-busy')).toBe('true');
    // Chosen while the zoom's search is under way: the box shows it at once, nothing is asked yet.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('ratePerHour:asc');
    expect(await sort.inputValue()).toBe('ratePerHour:asc');
    // A search the choice started would be sent in the same task: a request the page sends after it is routed
    // after that search, so once this one has come back any such search has been seen.
    expect(await page.evaluate(() => fetch('/robots.txt?after-the-sort').then((r) => r.status))).toBe(200);
    expect(asked).toHaveLength(1);
    release();
    // Then it runs, at the zoomed-out radius, and the address says both.
    await expect.poll(() => asked.length, SEARCHED).toBe(2);
    expect([asked[1]!.get('radius'), asked[1]!.get('sortBy'), asked[1]!.get('sortDir')]).toEqual(['100000', 'ratePerHour', 'asc']);
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    expect([query(page).get('radius'), query(page).get('sortBy')]).toEqual(['100', 'ratePerHour']);
    // Cheapest first: the Cherokee at $125 an hour leads the planes.
    const planes = await page.locator('.find-result-list .share-card-title').allTextContents();
    expect(planes.map((t) => t.trim())).toEqual(['Cherokee by the hour', 'Skyhawk at Bowman Field', 'Arrow at Standiford']);
    expect(asked).toHaveLength(2);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('marks a refused keyword beside its box, opening the folded search options on a phone', async () => {
    const { context, page } = await newPage(PHONE_SEARCHER, null, { width: 390, height: 844 });
    const searches: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/search' && searches.push(r.url()));
    const toggle = page.getByRole('button', { name: /search options$/ });
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    const message = 'Keywords need a word of at least 3 letters';

    // A link whose keyword the server refuses: the options open and the box says why, nothing above the list.
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50&q=ab`);
    await expect.poll(() => keyword.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await keyword.isVisible()).toBe(true);
    expect(await page.locator(`#${await keyword.getAttribute('aria-describedby')}`).textContent()).toBe(message);
    expect(await page.getByText(/^The search failed/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Mending the keyword clears the mark; Search finds the Cherokee.
    await keyword.fill('cherokee');
    expect(await keyword.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(message).count()).toBe(0);
    await keyword.press('Enter');
    await expect.poll(() => answered(page), SEARCHED).toBe('1 result');

    // A keyword typed without a three-letter word is refused in the page: no search, the box is marked and
    // keeps the cursor, and the results stay.
    const asked = searches.length;
    await keyword.fill('a b');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => keyword.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(message).isVisible()).toBe(true);
    expect(await keyword.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(searches).toHaveLength(asked);
    expect(await showing(page).textContent()).toBe('1 result');
    expect(query(page).get('q')).toBe('cherokee');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('lets a visitor search, sort, move the map and open a listing with no sign-up; Request asks, saying why', async () => {
    const { context, page } = await newPage();
    const searches: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/search' && searches.push(r.url()));
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    // The first search came with the page (server-rendered): the browser did not ask for it again.
    expect(searches).toHaveLength(0);
    // Its whole form goes into the address once the page is live (a transition after hydration).
    await expect.poll(() => query(page).get('sortBy'), SEARCHED).toBe('dist');
    const dialog = page.getByRole('dialog');

    // Issue 34: Search, the keyword, the sort and the map's controls search for a visitor as for a pilot.
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await keyword.fill('piper');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 2 results');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('ratePerHour:asc');
    await expect.poll(() => query(page).get('sortBy'), SEARCHED).toBe('ratePerHour');
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 2 results');
    const planes = await page.locator('.find-result-list .share-card-title').allTextContents();
    expect(planes.map((t) => t.trim())).toEqual(['Cherokee by the hour', 'Arrow at Standiford']);
    await page.getByRole('button', { name: 'Reset Map' }).click();
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    await showMap(page);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => query(page).get('radius'), SEARCHED).toBe('100');
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 4 results');
    expect(await dialog.count()).toBe(0);
    expect(searches.length).toBeGreaterThanOrEqual(4);

    // A plane's card opens the listing, its price and reviews: no sign-up modal.
    await page.getByRole('article', { name: 'Skyhawk at Bowman Field' }).getByRole('button').click();
    const listing = page.getByRole('dialog', { name: '2004 Cessna 172S' });
    await expect.poll(() => listing.getByText('$165 / hour').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => listing.getByRole('region', { name: /^Reviews/ }).isVisible(), SEARCHED).toBe(true);
    expect(query(page).get('share')).not.toBeNull();

    // Requesting needs an account: the modal says so, with the owner's first name and the plane.
    await listing.getByRole('button', { name: 'Request this plane' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign up to ask Wilbur for this Cessna' });
    await expect.poll(() => signup.isVisible(), SEARCHED).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Sign up for free' }).count()).toBe(0);
    // Closed without signing up, it gives the listing back; so does Add Favorite's, "Sign up to save this plane".
    await signup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => listing.getByText('$165 / hour').isVisible(), SEARCHED).toBe(true);
    await listing.getByRole('button', { name: 'Add Favorite' }).click();
    const save = page.getByRole('dialog', { name: 'Sign up to save this plane' });
    await expect.poll(() => save.isVisible(), SEARCHED).toBe(true);
    await save.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => listing.isVisible(), SEARCHED).toBe(true);
    await listing.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count(), SEARCHED).toBe(0);
    expect(query(page).has('share')).toBe(false);

    // Following an airport a marker chose asks too, naming it.
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50&airport=${airportIds.LOU}`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 3 results');
    await expect.poll(() => query(page).get('sortBy'), SEARCHED).toBe('dist');
    await page.getByRole('button', { name: 'Follow LOU' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign up to follow LOU' }).isVisible(), SEARCHED).toBe(true);
    await context.close();
  });

  it("asks a visitor's question with a reason, logs a member in from it and brings him back to the listing", async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await page.getByRole('article', { name: 'Skyhawk at Bowman Field' }).getByRole('button').click();
    const listing = page.getByRole('dialog', { name: '2004 Cessna 172S' });
    await expect.poll(() => listing.getByRole('region', { name: 'Questions' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const listingAddress = page.url();

    // Issue 34: the visitor presses the button a pilot would, and the sign-up says why, naming owner and plane.
    await listing.getByRole('region', { name: 'Questions' }).getByRole('button', { name: 'Ask a question' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign up to ask Wilbur a question about this Cessna' });
    await expect.poll(() => signup.isVisible(), SEARCHED).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Log in to Wingshare' }).count()).toBe(0);
    // A member switches to log in, and comes back to the listing, where he may now ask.
    await signup.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in to Wingshare' });
    await expect.poll(() => login.isVisible(), SEARCHED).toBe(true);
    await login.getByLabel('Username or email').fill(PILOT.username);
    await login.getByLabel('Password', { exact: true }).fill(PILOT.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    const questions = listing.getByRole('region', { name: 'Questions' });
    await expect.poll(() => questions.getByRole('button', { name: 'Ask a question' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(page.url()).toBe(listingAddress);
    await questions.getByRole('button', { name: 'Ask a question' }).click();
    await expect.poll(() => questions.getByLabel('Your question (public, everyone sees it)').isVisible(), SEARCHED).toBe(true);
    await context.close();
  });

  it('tells a visitor at a page that needs a log-in why, fitting a phone, and takes him there once logged in', async () => {
    const { context, page } = await newPage(undefined, null, { width: 390, height: 844 });
    const titles: Record<string, string> = {
      '/account': 'Sign up or log in to see your account',
      '/account/listings': 'Sign up or log in to see your planes',
      '/account/professional': 'Sign up or log in to see your professional profile',
      '/list/general': 'Sign up to list your plane',
      '/messages': 'Sign up or log in to read your messages',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${site.url}${path}`);
      const signup = page.getByRole('dialog', { name: title });
      await expect.poll(() => signup.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      // The longest titles wrap inside the modal: nothing scrolls sideways at 390 px.
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
      const box = await signup.getByRole('heading', { name: title }).boundingBox();
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(390);
    }
    // Logging in from it goes on to the page asked for.
    const signup = page.getByRole('dialog', { name: titles['/messages'] });
    await signup.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in to Wingshare' });
    await expect.poll(() => login.isVisible(), SEARCHED).toBe(true);
    await login.getByLabel('Username or email').fill(PILOT.username);
    await login.getByLabel('Password', { exact: true }).fill(PILOT.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/messages');
    await context.close();
  });

  it("lists planes only with 'Planes I qualify for', each saying so; the header's Find Planes opens on planes, saying how far it looked", async () => {
    const { context, page } = await newPage(QUALIFIER);
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await expect.poll(() => query(page).get('sortBy'), SEARCHED).toBe('dist');
    // Issue 34: with the filter the list is the planes alone (the pilot at Bowman Field goes), each card says it.
    // Ticking it searches at once, as sorting does: no list of people under a ticked box.
    await page.getByRole('checkbox', { name: /Planes I qualify for/ }).check();
    expect(await page.getByRole('checkbox', { name: 'Pilot' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Pilot' }).isDisabled()).toBe(true);
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 3 results');
    expect(query(page).get('qualified')).toBe('true');
    expect(await page.getByRole('article', { name: 'Bessie Coleman' }).count()).toBe(0);
    const cards = page.locator('.find-result-list > li');
    expect(await cards.count()).toBe(3);
    expect(await cards.getByText('You qualify', { exact: true }).count()).toBe(3);
    // Desktop keeps the map beside the list: no Map button.
    expect(await page.getByRole('button', { name: 'Map', exact: true }).isVisible()).toBe(false);

    // The header's Find Planes: planes only. Three near Louisville, fewer than 4: the circle widened, and the
    // page says so above the results; a search of the visitor's own (Reset Map) no longer does.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Planes' }).click();
    await expect.poll(() => query(page).get('searchTypes'), SEARCHED).toBe('share');
    await expect.poll(() => query(page).get('radius'), SEARCHED).toBe('2000');
    await expect.poll(() => answered(page), SEARCHED).toBe('Showing all 3 results');
    expect(await page.getByRole('article', { name: 'Bessie Coleman' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Pilot' }).isChecked()).toBe(false);
    const widened = page.getByText('Only 3 planes within 50 km: showing 2,000 km');
    expect(await widened.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset Map' }).click();
    await expect.poll(() => widened.count(), SEARCHED).toBe(0);
    expect(await showing(page).textContent()).toBe('Showing all 3 results');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('shows a phone the list first, with a plane on the first screen, and the map behind a Map button', async () => {
    const { context, page } = await newPage(undefined, null, { width: 390, height: 844 });
    const mapCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/airport-map-[\w-]+\.js$/.test(r.url())) mapCode.push(r.url());
    });
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await expect.poll(() => query(page).get('sortBy'), SEARCHED).toBe('dist');
    // Issue 34: a plane's card, its title and price, within the first 844 px; no map box above it.
    const plane = page.locator('.find-result-list .share-card').first();
    const price = (await plane.locator('.share-card-price').boundingBox())!;
    expect(price.y + price.height).toBeLessThanOrEqual(844);
    const map = page.locator('.find-layout > .find-map');
    expect(await map.isVisible()).toBe(false);
    // Scrolling and touching the list do not load the hidden map.
    await page.mouse.wheel(0, 300);
    await page.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);

    // The Map button, from the keyboard: pressed, it shows the map, which loads at once, with its markers.
    const toggle = page.getByRole('button', { name: 'Map', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('region', { name: 'Map of airports with planes, pilots and professionals' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^LOU Bowman: / }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Space');
    await expect.poll(() => map.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    // Wider than a phone, the map is beside the list again and the button goes.
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect.poll(() => map.isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("searches without 'Planes I qualify for' for a visitor whose address asks for it (a pilot's shared link)", async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/faq`);
    // Opened in the running app (the server-rendered first search never carries the filter).
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, '/find?lat=38.175662&lng=-85.7369231&radius=50&qualified=true');
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    expect(query(page).has('qualified')).toBe(false);
    expect(await page.getByRole('checkbox', { name: /Planes I qualify for/ }).isChecked()).toBe(false);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('draws the basemap under the markers: Louisville, the airports with their codes, lakes and rivers', async () => {
    const { context, page } = await newPage();
    const basemap = page.waitForResponse((r) => /^\/assets\/basemap-[\w-]+\.json$/.test(new URL(r.url()).pathname));
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    await showMap(page);
    // One hashed file, fetched after the map's first paint and kept by the browser, sent as the build's brotli twin.
    const response = await basemap;
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');

    const places = { Louisville: LOUISVILLE, ...AIRPORTS };
    await expect.poll(async () => (await readMap(page, '.airport-map-canvas', places))?.drawn.JVY).toEqual(['basemap-airports: JVY']);
    const map = (await readMap(page, '.airport-map-canvas', places))!;
    expect(map.layers).toEqual(['basemap-land', 'basemap-water', 'basemap-airports', 'basemap-cities']);
    // Louisville is named on the Find page's 50 km circle; Clark County (JVY, nothing listed) is a small
    // symbol with its code; Bowman Field and Standiford carry markers, whose codes the basemap leaves alone.
    expect(map.drawn.Louisville).toEqual(['basemap-cities: Louisville']);
    expect(map.inView).toEqual({ Louisville: true, LOU: true, SDF: true, JVY: true });
    expect(await page.getByRole('button', { name: 'Map data sources' }).count()).toBe(1);
    await keepScreenshot(page.locator('.airport-map'), 'find-basemap');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('loads the home map when it comes into view, opened on the airports with listings near the visitor', async () => {
    const { context, page } = await newPage();
    const mapCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/airport-map-[\w-]+\.js$/.test(r.url())) mapCode.push(r.url());
    });
    // On a phone the map is far below the first screen: the page is drawn, hydrated and settled without OpenLayers.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/`);
    await expect.poll(() => isHydrated(page.locator('#hero-heading'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);
    // Nor the photos of the cards further down: each is asked for once the visitor nears it.
    const stripPhotos = page.locator('.home-strip .share-card-cover img');
    expect(await stripPhotos.count()).toBeGreaterThan(0);
    expect(await stripPhotos.evaluateAll((all) => all.filter((img) => img.hasAttribute('src')).length)).toBe(0);
    await stripPhotos.first().scrollIntoViewIfNeeded();
    await expect.poll(() => stripPhotos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await stripPhotos.last().getAttribute('src')).toBeNull(); // the end of the strip, still out of sight
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.locator('.home-map-section').scrollIntoViewIfNeeded();
    const canvas = page.locator('.home-map .airport-map-canvas');
    await expect.poll(() => canvas.count(), { timeout: 20_000 }).toBe(1);
    expect(mapCode.length).toBeGreaterThan(0);
    await canvas.scrollIntoViewIfNeeded();
    // The visitor is in Louisville (a local address): the map holds Bowman Field and Standiford, closely.
    await expect.poll(async () => (await readMap(page, '.home-map .airport-map-canvas', AIRPORTS))?.inView).toMatchObject({ LOU: true, SDF: true });
    const map = (await readMap(page, '.home-map .airport-map-canvas', { Louisville: LOUISVILLE, ...AIRPORTS }))!;
    expect(map.resolution).toBeLessThan(1_000); // a region with its towns, not the whole country
    await expect.poll(async () => (await readMap(page, '.home-map .airport-map-canvas', AIRPORTS))?.layers).toContain('basemap-cities');
    await keepScreenshot(page.locator('.home-map'), 'home-map');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('places a footer link (location=ak) and widens a search that finds fewer than 4', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/find?location=ak`);
    await expect.poll(() => page.getByText('No search results - Please change search terms').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Alaska');
    // Issue 34: it says how far it went to find nothing.
    expect(await page.getByText('No results within 50 km: showing 2,000 km').isVisible()).toBe(true);
    // The empty box says it all: no "Showing 0 of 0 results" above it.
    expect(await showing(page).count()).toBe(0);
    // 50 km doubled up to the 2000 km cap, and still nothing in Alaska (the server drew the search; the
    // hydrated page writes its form into the address).
    await expect.poll(() => query(page).get('radius')).toBe('2000');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('shows a professional who is also a pilot as one card saying both', async () => {
    // The pilot on the map at Bowman Field publishes a professional profile there.
    const [pilot] = await site.orm.em.fork().execute<{ id: number }[]>('select id from users where username = ?', [PILOT.username]);
    await site.orm.em.fork().execute('insert into instructors (user_id, rate_per_hour, airport_id) values (?, 60, ?)', [pilot!.id, airportIds.LOU]);
    const { context, page } = await newPage();
    const mapCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/airport-map-[\w-]+\.js$/.test(r.url())) mapCode.push(r.url());
    });
    const response = await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    // The results come with the page's HTML (drawn before the map's code is asked for), and stay when it hydrates.
    expect(await response!.text()).toContain('Showing all 4 results');
    expect(await response!.text()).toContain('Bessie Coleman');
    await expect.poll(() => answered(page), { timeout: 20_000 }).toBe('Showing all 4 results');
    // The map waits for the visitor's first move: hydrated and settled, the page has not asked for its code.
    await expect.poll(() => page.getByRole('button', { name: 'Show the map' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);
    // The pointer moves (again until the page listens: a move before hydration is not seen).
    let x = 200;
    await expect
      .poll(async () => {
        await page.mouse.move((x += 7), 300);
        return mapCode.length;
      }, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const card = page.getByRole('article', { name: 'Bessie Coleman' });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByText('Professional and pilot').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('$60 / hour').isVisible()).toBe(true);
    // The map's code is asked for after the list is drawn; its markers come once it has run.
    await expect.poll(() => page.getByRole('button', { name: 'LOU Bowman: 0 pilots, 1 professional, 2 planes' }).count()).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });
});
