import { RequestContext } from '@mikro-orm/core';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distOf, ensureWebBuilt, ROOT, SERVER_ENTRY_FILE, serverDistOf } from '../../adapters/build-web.js';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD, seedFirstStart } from '../../adapters/seed.js';
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
const firstScreenOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    answers: Record<string, { status: number; body: unknown }>;
    signedOut: boolean;
  } | null;

describe('server-rendered public pages', () => {
  it('/faq is the questions in HTML, with its own title, description and canonical address', async () => {
    const res = await t.request.get('/faq');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe('Frequently asked questions | Wingshare');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(res.text, 'description')).toBe('What Wingshare does and does not do, what it costs, and how owners and pilots share aircraft.');
    expect(canonicalOf(res.text)).toBe('http://wingshare.test/faq');
    expect(rootOf(res.text)).toContain('<h1>Frequently asked questions</h1>');
    // Its styles come with it, so it is drawn styled before any script runs.
    expect(res.text).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/info-[\w-]+\.css">/);
    expect(firstScreenOf(res.text)).toEqual({ answers: {}, signedOut: true });
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
