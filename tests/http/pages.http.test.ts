import { createHash } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distOf, ensureWebBuilt, ROOT, SERVER_ENTRY_FILE, serverDistOf } from '../../scripts/build-web.js';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD, seedFirstStart } from '../../adapters/demo/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The public pages as a search engine, a link preview or `curl` gets them: rendered on the server from
// the built server bundle, with the demo content of a fresh `npm start`.
let t: TestApp;

beforeAll(async () => {
  await ensureWebBuilt({ log: () => undefined });
  const publicDir = path.join(ROOT, 'web-public');
  t = await startTestApp({}, { web: { publicDist: distOf(publicDir), adminDist: null, serverEntry: path.join(serverDistOf(publicDir), SERVER_ENTRY_FILE) } });
  const { repositories, hasher, mediaStore } = t.composed;
  await RequestContext.create(t.orm.em, async () => {
    await seedFirstStart({ users: repositories.users, airports: repositories.airports, hasher }, t.config);
    await seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD);
  });
}, 180_000);
afterAll(() => t?.close());

/** The content of `<meta property|name="key" content="...">`. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
/** The markup React rendered into #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="first-screen">/.exec(html)?.[1] ?? '';
/** The first-screen data block, parsed. */
/** The code a rendered page loads after its first paint (adapters/http/pages/start-after-paint.ts), file names without their hash. */
const startCodeOf = (html: string) => {
  const block = /<script type="application\/json" id="start-code">([^<]*)<\/script>/.exec(html)?.[1];
  const code = block ? (JSON.parse(block) as { entry: string; preload: string[] }) : { entry: '', preload: [] };
  const name = (file: string) => /^\/assets\/([\w.-]+)\.js$/.exec(file)?.[1]?.replace(/-[\w-]{8}$/, '') ?? file;
  return { entry: name(code.entry), preload: code.preload.map(name) };
};
const firstScreenOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    answers: Record<string, { status: number; body: unknown }>;
    signedOut: boolean;
  } | null;

describe('server-rendered public pages', () => {
  it('/faq is the questions in HTML, with its own title, description and canonical address', async () => {
    const res = await t.request.get('/faq').set('Cookie', 'wingshare_seen=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe('Frequently asked questions | Wingshare');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(res.text, 'description')).toBe('What Wingshare does and does not do, what it costs, and how owners and pilots share aircraft.');
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/faq');
    expect(rootOf(res.text)).toContain('<h1>Frequently asked questions</h1>');
    // Its styles come inside it: it is drawn styled as soon as it arrives, asking for nothing else. They are
    // its own: the base, the app's (header, footer, dialogs) and the information pages', in that order, each
    // naming its file (for the browser's code not to fetch it again); not Find's. No stylesheet is linked.
    expect(res.text).not.toMatch(/<link rel="stylesheet"/);
    const styles = [...res.text.matchAll(/<style data-href="\/assets\/([\w.-]+?)-[\w-]{8}\.css">[\s\S]*?<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual(['index', 'app', 'content-page', 'info']);
    expect(res.text).toContain('.faq-item');
    expect(res.text).not.toContain('.find-layout');
    // No code is linked: nothing is fetched before the page is drawn. The start code is named in a data block,
    // each file once (the entry; React, the router and the app that main.tsx evaluates one after the other;
    // the page's own), for the loader after it to fetch after the first paint.
    expect(res.text).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const start = startCodeOf(res.text);
    expect(start.entry).toBe('index');
    expect(start.preload).toEqual([...new Set(start.preload)]);
    expect(start.preload).toEqual(expect.arrayContaining(['react', 'router', 'app', 'faq.page']));
    // The loader is the page's only script, and the content security policy allows exactly it, by its hash.
    const inline = [...res.text.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(firstScreenOf(res.text)).toEqual({ answers: {}, signedOut: true, origin: 'http://wingshare.test' });
  });

  it("draws the first-visit welcome into a signed-out browser's first visit to the home page, and never again", async () => {
    const welcome = /<p class="takeover-heading">/;
    const first = await t.request.get('/');
    expect(rootOf(first.text)).toMatch(welcome);
    expect(firstScreenOf(first.text)).toMatchObject({ takeover: true });
    // Part of the first paint, it does not fade in (a fade would hold the page's largest paint back).
    expect(rootOf(first.text)).toMatch(/<div class="modal-backdrop modal-still">/);
    expect(rootOf(first.text)).toMatch(/<div [^>]*class="modal-dialog modal-[a-z]+ modal-still/);
    // The browser remembers it in a cookie: its next pages come without it.
    const again = await t.request.get('/').set('Cookie', 'wingshare_seen=1');
    expect(rootOf(again.text)).not.toMatch(welcome);
    expect(firstScreenOf(again.text)).not.toHaveProperty('takeover');
    // Never over a page a link leads to (issue 34): the sign-up and reset pages, a listing a share link
    // opens, a search, a blog post, an information page.
    for (const url of ['/signup', '/reset?token=x', '/?share=1', '/find?location=ky', '/blog', '/faq']) {
      const res = await t.request.get(url);
      expect(rootOf(res.text), url).not.toMatch(welcome);
    }
    // Never for a member.
    const member = await t.request.post('/api/auth/local').set('Accept-Version', '1.0.0').send({ user: 'tom', password: DEMO_PASSWORD });
    const cookies = member.headers['set-cookie'] as unknown as string[];
    const signedIn = await t.request.get('/').set('Cookie', cookies.map((c) => c.split(';')[0]).join('; '));
    expect(rootOf(signedIn.text)).not.toMatch(welcome);
  });

  it('/ is the home page with its lists of planes, drawn from answers embedded for the browser', async () => {
    const res = await t.request.get('/');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Wingshare: share, rent or co-own aircraft');
    expect(metaOf(res.text, 'description')).toMatch(/^Find aircraft to rent, share or co-own/);
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/');
    const root = rootOf(res.text);
    expect(root).toContain('Share, rent or co-own an aircraft and fly more for less.');
    expect(root).toContain('How an aircraft partnership splits the costs'); // a demo post in the previews
    const { answers } = firstScreenOf(res.text)!;
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(['/api/search/count', '/api/meta/geoip', '/api/blog?page=1&limit=5']));
    // The recently listed planes are in the HTML, from the answer the browser gets with it.
    const recent = answers['/api/share?sortBy=listDate&sortDir=desc&page=1&limit=12']?.body as { shares: { title: string }[] };
    const titled = recent.shares.find((share) => /^[\w ,.:-]+$/.test(share.title.trim()));
    expect(titled).toBeDefined();
    expect(root).toContain(titled!.title.trim());
    // The map (OpenLayers) is not part of the first screen: it loads when scrolled to.
    expect(startCodeOf(res.text).preload.some((file) => file.includes('airport-map'))).toBe(false);
  });

  it('/professionals is the directory with the professionals in HTML', async () => {
    const res = await t.request.get('/professionals');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Find flight instructors and professional pilots | Wingshare');
    expect(metaOf(res.text, 'description')).toMatch(/^Flight instructors and commercial pilots near you/);
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/professionals');
    expect(rootOf(res.text)).toContain('Rachel Kim');
    expect(Object.keys(firstScreenOf(res.text)!.answers).some((url) => url.startsWith('/api/instructor?'))).toBe(true);
  });

  it('/find is the search page with its own title, and never preloads the map', async () => {
    const res = await t.request.get('/find');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Find planes to share, rent or co-own near you | Wingshare');
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/find');
    expect(rootOf(res.text)).toContain('Find planes, pilots and professionals');
    // The map waits for the visitor's first move: its box holds a button meanwhile.
    expect(rootOf(res.text)).toContain('<div class="airport-map airport-map-loading find-map"><button type="button" class="button button-secondary">Show the map</button></div>');
    expect(startCodeOf(res.text).preload.some((file) => file.includes('airport-map'))).toBe(false);
    // The first search around the visitor (Louisville here) comes with it: the results are in the HTML.
    const { answers } = firstScreenOf(res.text)!;
    const search = Object.entries(answers).find(([url]) => url.startsWith('/api/search?'));
    expect(search?.[0]).toMatch(/[?&]location=Louisville%2C\+KY(&|$)/);
    expect(rootOf(res.text)).toMatch(/Showing (all \d+|\d+ of \d+) results?/);

    // An address with a place is searched there, as the browser would: widened while it finds fewer than 4.
    const there = await t.request.get('/find?lat=39.57&lng=-104.85&radius=100');
    const searched = Object.keys(firstScreenOf(there.text)!.answers);
    expect(searched[0]).toBe('/api/search?lat=39.57&lng=-104.85&radius=100000&sortBy=dist&sortDir=asc&page=1&limit=10');
    expect(searched[1]).toBe('/api/search?lat=39.57&lng=-104.85&radius=200000&sortBy=dist&sortDir=asc&page=1&limit=10');
    expect(rootOf(there.text)).toContain('Half of a V-tail Bonanza in Denver');

    // A footer link names a place: it is looked up and searched on the server too.
    const texas = await t.request.get('/find?location=tx');
    expect(Object.keys(firstScreenOf(texas.text)!.answers)[0]).toBe('/api/places/geocode?q=tx');
    expect(rootOf(texas.text)).toMatch(/value="Texas"/);
  });

  it('the two frames come with their lists and their airports', async () => {
    const landing = await t.request.get('/landing-frame');
    expect(landing.status).toBe(200);
    expect(titleOf(landing.text)).toBe('Planes to share and flight instructors near you | Wingshare');
    expect(rootOf(landing.text)).toContain('Recently Posted Shares');
    expect(rootOf(landing.text)).not.toContain('Loading planes');
    expect(rootOf(landing.text)).not.toContain('Loading flight instructors');
    const denver = await t.request.get('/landing-frame?city=Denver');
    expect(rootOf(denver.text)).toContain('Local Flight Instructors near Denver, CO');
    const map = await t.request.get('/map-frame');
    expect(map.status).toBe(200);
    expect(titleOf(map.text)).toBe('Planes to share across the US | Wingshare');
    expect(rootOf(map.text)).toMatch(/<nav class="airport-map-list" aria-label="Airports with planes">.*APA/);
    expect(Object.keys(firstScreenOf(map.text)!.answers)).toEqual(['/api/airport/shares']);
  });

  it('a blog post is its article in HTML with its Open Graph tags; an unknown one is a 404', async () => {
    const res = await t.request.get('/blog/how-an-aircraft-partnership-splits-the-costs');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toMatch(/ \| Wingshare$/);
    expect(metaOf(res.text, 'og:type')).toBe('article');
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/blog/how-an-aircraft-partnership-splits-the-costs');
    expect(rootOf(res.text)).toContain('<h1 id="blog-post-title">How an aircraft partnership splits the costs</h1>');
    expect(res.text.match(/<title>/g)).toHaveLength(1);

    const missing = await t.request.get('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<meta name="robots" content="noindex" />');
    expect(rootOf(missing.text)).toContain('We could not find that post');
    expect(titleOf(missing.text)).toBe('Post not found | Wingshare');
  });

  it('a share link is the home page with the listing open, and the listing\'s Open Graph tags', async () => {
    const list = await t.request.get('/api/share?page=1&limit=50&sortBy=listDate&sortDir=desc').set('Accept-Version', '1.0.0');
    const shares = (list.body as { shares: { id: number; title: string; owner: { email: string | null } }[] }).shares;
    // An owner who shows his address gets Send Email, a mail that links the listing; one who does not, none.
    const share = shares.find((s) => s.owner.email !== null)!;
    const hidden = shares.find((s) => s.owner.email === null)!;
    const hiddenRoot = rootOf((await t.request.get(`/?share=${hidden.id}`)).text);
    expect(hiddenRoot).toContain('role="dialog"');
    expect(hiddenRoot.slice(hiddenRoot.indexOf('role="dialog"'))).not.toContain('mailto:');
    // Instead the modal offers to write on the site (a visitor is asked to sign in first).
    expect(hiddenRoot).toContain('>Message the owner</button>');
    const res = await t.request.get(`/?share=${share.id}`);
    expect(res.status).toBe(200);
    expect(metaOf(res.text, 'og:url')).toBe(`http://wingshare.test/?share=${share.id}`);
    expect(canonicalOf(res.text)).toBe(`http://wingshare.test/?share=${share.id}`);
    expect(res.text.match(/<link rel="canonical"/g)).toHaveLength(1);
    const root = rootOf(res.text);
    expect(root).toContain('role="dialog"');
    // The modal is drawn with its reviews and questions (embedded reads), not with their loading notes.
    expect(root).not.toMatch(/Loading the (reviews|questions)/);
    expect(root).toMatch(/Reviews|No reviews yet/);
    expect(root).toContain(`http://wingshare.test/?share=${share.id}`.replace(/[:/?=]/g, (c) => encodeURIComponent(c))); // the mail to the owner links it
  });

  it('the sign-up and password reset pages have their own titles', async () => {
    expect(titleOf((await t.request.get('/signup')).text)).toBe('Sign up for free | Wingshare');
    expect(titleOf((await t.request.get('/reset?token=abc')).text)).toBe('Reset your password | Wingshare');
  });

  it('a page that needs a login is the app shell, drawn in the browser', async () => {
    const res = await t.request.get('/account/basic');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(firstScreenOf(res.text)).toBeNull();
  });

  it('an unknown address is the not-found page with a 404 status, kept out of search engines', async () => {
    const res = await t.request.get('/no-such-page');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('We could not find that page');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });
});
