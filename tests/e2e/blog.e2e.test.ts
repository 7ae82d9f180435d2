import type { Browser, Page } from 'playwright-core';
import type { MapElement } from '../../web-public/src/components/map/create-airport-map.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { isHydrated, launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
const TITLE = 'Splitting a Bonanza four ways';
const SLUG = 'splitting-a-bonanza-four-ways';
const DENVER = { lat: 39.57012833, lng: -104.8492942 }; // APA, Centennial
let shareId = 0;

async function newPage(viewport = { width: 1300, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

beforeAll(async () => {
  site = await startBrowserApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1', DEMO_DATA: 'off' });
  await seedAsFirstStart(site);
  browser = await launchChromium();

  // Staff write a post in the back office (its API), with something the sanitiser must remove.
  const admin = site.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password-1' })).status).toBe(200);
  const post = await admin.post('/api/admin/blog-posts').set(V).send({
    title: TITLE,
    excerpt: 'How four pilots share one airplane, its costs and its calendar.',
    content: '<h2>The numbers</h2><p>Four partners, one <strong>Bonanza</strong>.</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
    seoTitle: 'Four-way Bonanza partnership',
    seoDescription: 'How four pilots share one airplane.',
    status: 'published',
  });
  expect(post.status).toBe(201);
  expect((await admin.post('/api/admin/blog-posts').set(V).send({ title: 'A draft nobody sees', status: 'draft' })).status).toBe(201);

  // A listing at Centennial (Denver), far from any other, for the frames.
  const owner = site.agent();
  const user = { email: 'owner@example.com', username: 'bonanza_owner', password: 'flying-high', firstname: 'Bea', lastname: 'Owner' };
  expect((await owner.post('/api/user').set(V).send({ user })).status).toBe(201);
  expect((await owner.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  const apa = (await site.request.get('/api/airport?q=APA').set(V)).body.find((a: { locationId: string }) => a.locationId === 'APA').id;
  const share = {
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N35BZ', title: 'Bonanza at Centennial', ratePerHour: 240, description: 'V-tail, IFR.',
    make: 'Beech', model: 'V35', year: 1972, url: '', airport: apa, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
  };
  const created = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', await png(800, 500), { filename: 'p.png', contentType: 'image/png' });
  expect(created.status).toBe(201);
  shareId = created.body.id;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the blog in the browser', () => {
  it('a post written in the back office is on /blog, and opens at /blog/{slug} with its HTML cleaned', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/blog`);
    await expect.poll(() => page.getByRole('heading', { name: 'Blog', level: 1 }).isVisible()).toBe(true);
    const card = page.getByRole('article', { name: TITLE });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('How four pilots share one airplane');
    expect(await page.getByText('A draft nobody sees').count()).toBe(0);
    // One page of posts: no page links.
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/wingshare-blog-list.png', fullPage: true });

    await card.getByRole('link', { name: TITLE }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/${SLUG}`);
    await expect.poll(() => page.getByRole('heading', { name: TITLE, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'The numbers' }).isVisible()).toBe(true);
    expect(await page.locator('.blog-post-content strong').textContent()).toBe('Bonanza');
    expect(await page.title()).toBe('Four-way Bonanza partnership | Wingshare');
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await page.screenshot({ path: '/tmp/wingshare-blog-post.png', fullPage: true });

    // Straight to the address: the server sent the post's tags with the page.
    const served = await page.request.get(`${site.url}/blog/${SLUG}`);
    expect(await served.text()).toContain('<meta property="og:title" content="Four-way Bonanza partnership" />');
    await page.goto(`${site.url}/blog/${SLUG}`);
    await expect.poll(() => page.getByRole('heading', { name: TITLE, level: 1 }).isVisible()).toBe(true);

    await page.goto(`${site.url}/blog/no-such-post`);
    await expect.poll(() => page.getByRole('heading', { name: 'We could not find that post' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('the home page previews the newest posts', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/`);
    const previews = page.getByRole('region', { name: 'From the blog' });
    await expect.poll(() => previews.getByRole('article', { name: TITLE }).isVisible()).toBe(true);
    await previews.getByRole('link', { name: TITLE }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/${SLUG}`);
    await page.context().close();
  });
});

describe('a share link as the server draws it', () => {
  it('fetches the code once the photos of the first screen are drawn, or after three seconds without them', async () => {
    // Code evaluated while a photo of the first screen is still on its way holds back the frame that shows it
    // (adapters/http/pages/start-after-paint.ts). So a rendered page asks for its code only once the photos in view
    // are drawn (the largest paint is one of them); a photo that never comes holds it back three seconds at
    // most. Here a share link's photos are held at the network.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await pastTakeover(context, site.url);
    const link = `${site.url}/?share=${shareId}`;
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const photos: string[] = [];
      await context.route('**/media/**', async (route) => {
        photos.push(route.request().url());
        await held;
        await route.continue();
      });
      const shared = await context.newPage();
      await shared.goto(link, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => photos.length).toBeGreaterThan(0);
      // Still held: the code comes anyway, three seconds after the loader ran, and the page hydrates. The loader
      // runs at the end of the page, before parsing is done: on a busy machine 150 ms before domInteractive,
      // the reference here, so the bound leaves room (the code came 29 ms after it before photos were waited for).
      const codeAsked = () =>
        shared.evaluate(() => {
          const code = performance.getEntriesByType('resource').filter((r) => /\/assets\/.*\.js$/.test(r.name));
          const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
          return code.length ? Math.min(...code.map((r) => r.startTime)) - parsed : null;
        });
      await expect.poll(codeAsked, { timeout: 10_000 }).not.toBeNull();
      expect(await codeAsked()).toBeGreaterThanOrEqual(2000);
      await expect.poll(() => isHydrated(shared.locator('#root .site-header').first()), { timeout: 15_000 }).toBe(true);
      release();
    } finally {
      await context.close();
    }

    // Photos that come (in a new browser context: none cached): the code is asked for after them.
    const fresh = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await pastTakeover(fresh, site.url);
    try {
      const again = await fresh.newPage();
      await again.goto(link);
      await expect.poll(() => again.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/.*\.js$/.test(r.name))), { timeout: 15_000 }).toBe(true);
      const { photoEnd, codeStart, largestPaint, largestPaintAt } = await again.evaluate(async () => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const eager = [...document.images].filter((i) => i.loading !== 'lazy' && i.currentSrc).map((i) => i.currentSrc);
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries());
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        );
        return {
          photoEnd: Math.max(...entries.filter((e) => eager.includes(e.name)).map((e) => e.responseEnd)),
          codeStart: Math.min(...entries.filter((e) => /\/assets\/.*\.js$/.test(e.name)).map((e) => e.startTime)),
          largestPaint: (paints.at(-1) as PerformanceEntry & { element: Element | null }).element?.tagName ?? null,
          largestPaintAt: paints.at(-1)!.startTime,
        };
      });
      expect(photoEnd).toBeGreaterThan(0);
      expect(codeStart).toBeGreaterThanOrEqual(photoEnd);
      // The largest paint is the share's photo, drawn before the code was asked for.
      expect(largestPaint).toBe('IMG');
      expect(codeStart).toBeGreaterThanOrEqual(largestPaintAt);
    } finally {
      await fresh.close();
    }
  });
});

/** Where a place is drawn on the map frame, in CSS pixels (through the OpenLayers map its element carries). */
function framePixel(page: Page, place: { lng: number; lat: number }): Promise<{ x: number; y: number }> {
  return page.evaluate(({ lng, lat }) => {
    const map = document.querySelector<MapElement>('.share-count-map')!.wingshareMap!;
    const R = 6378137; // Web Mercator
    const [x, y] = map.getPixelFromCoordinate([((lng * Math.PI) / 180) * R, Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * R]);
    return { x: x!, y: y! };
  }, place);
}

describe('the embeddable frames', () => {
  it('/landing-frame shows the lists without header or footer, linking into the top window', async () => {
    const page = await newPage();
    const response = await page.goto(`${site.url}/landing-frame?city=Denver, CO`);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *'); // any site may frame it
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await expect.poll(() => page.getByRole('heading', { name: 'Recently Posted Shares' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Local Flight Instructors near Denver, CO' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const recent = page.getByRole('region', { name: 'Recently Posted Shares' });
    const link = recent.getByRole('link', { name: 'Bonanza at Centennial' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`/?share=${shareId}`);
    expect(await link.getAttribute('target')).toBe('_top');
    expect(await recent.getByRole('link', { name: /See More/ }).getAttribute('target')).toBe('_top');
    await expect.poll(() => page.getByText('No flight instructors yet.').isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/wingshare-landing-frame.png', fullPage: true });
    await page.context().close();
  });

  it('/map-frame is a still map of the US; clicking an airport opens Find there', async () => {
    const viewport = { width: 1300, height: 800 };
    const page = await newPage(viewport);
    const response = await page.goto(`${site.url}/map-frame`);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *'); // any site may frame it
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await expect.poll(() => page.locator('.share-count-map canvas').count()).toBeGreaterThan(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // Keyboard users have a link per airport.
    const airportLink = page.getByRole('link', { name: /APA Centennial/ });
    await expect.poll(() => airportLink.count()).toBe(1);
    expect(await airportLink.getAttribute('target')).toBe('_top');
    await page.waitForTimeout(500); // the markers are drawn on the next frame
    await page.screenshot({ path: '/tmp/wingshare-map-frame.png' });

    // Where Centennial is on the map.
    const pixel = await framePixel(page, DENVER);
    // Nothing moves: a drag leaves the map where it was (the marker is still under the same pixel).
    await page.mouse.move(pixel.x + 200, pixel.y + 100);
    await page.mouse.down();
    await page.mouse.move(pixel.x + 400, pixel.y + 200, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, -500);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/map-frame');

    await page.mouse.click(pixel.x, pixel.y);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/find');
    const params = new URL(page.url()).searchParams;
    expect(Number(params.get('lat'))).toBeCloseTo(DENVER.lat, 4);
    expect(Number(params.get('lng'))).toBeCloseTo(DENVER.lng, 4);
    await page.context().close();
  });

  it('/map-frame fits the whole country, both coasts, into a phone-wide frame', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/map-frame`);
    await expect.poll(() => page.getByRole('link', { name: /APA Centennial/ }).count()).toBe(1);
    // Cape Alava (WA), Point Arena (CA), West Quoddy Head (ME), Key West (FL), and Centennial's marker.
    const places = [
      { lng: -124.73, lat: 48.17 }, { lng: -123.74, lat: 38.95 }, { lng: -66.95, lat: 44.82 }, { lng: -81.8, lat: 24.55 }, DENVER,
    ];
    const inFrame = async () => {
      const pixels = await Promise.all(places.map((place) => framePixel(page, place)));
      return pixels.every(({ x, y }) => x >= 0 && x <= 390 && y >= 0 && y <= 844);
    };
    await expect.poll(inFrame).toBe(true);
    await page.screenshot({ path: '/tmp/wingshare-map-frame-390.png' });
    await page.context().close();
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
