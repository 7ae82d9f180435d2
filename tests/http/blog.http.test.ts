import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_BLOG_POST } from '../../application/blog/read-blog-post.service.js';
import { SanitizeHtmlSanitizer } from '../../adapters/blog/sanitize-html.sanitizer.js';
import { WORDPRESS_UNAVAILABLE, WordPressBlogSource } from '../../adapters/blog/wordpress-blog-source.js';
import { png } from '../fixtures/images/image-builders.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { startFakeWordPress, wpPost } from '../support/fake-wordpress-server.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <title>Wingshare: share, rent or co-own aircraft</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

type Agent = ReturnType<TestApp['agent']>;
let dist: string;
let t: TestApp;
let admin: Agent;
let owner: Agent;
const ids: Record<string, number> = {};

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

async function writePost(body: Record<string, unknown>) {
  const res = await admin.post('/api/admin/blog-posts').set(V).send(body);
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wingshare-blog-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1' }, { web: { publicDist: dist, adminDist: null } });
  await seedAsFirstStart(t);
  admin = t.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password-1' })).status).toBe(200);

  // 17 published posts, one a day; a draft; one published with a date still to come; one to escape.
  for (let n = 1; n <= 17; n++) {
    await writePost({ title: `Hangar talk ${n}`, content: `<p>Episode ${n}</p>`, status: 'published', publishedAt: daysAgo(20 - n) });
  }
  await writePost({ title: 'Unfinished thoughts', content: '<p>Draft</p>', status: 'draft' });
  await writePost({ title: 'Next year', content: '<p>Later</p>', status: 'published', publishedAt: '2099-01-01T10:00:00Z' });
  await writePost({
    title: 'Fly "high" & <low>',
    slug: 'fly-high-and-low',
    content: '<h2>Checkride</h2><p onclick="steal()">Ready<script>alert(1)</script></p><img src="https://cdn.example.com/a.jpg" onerror="x()">',
    excerpt: '',
    seoTitle: 'Flying </title><script>alert("seo")</script>',
    seoDescription: 'Tips & "tricks" <for> pilots',
    featuredImageUrl: '/media/blog/cover.jpg',
    status: 'published',
    publishedAt: daysAgo(1),
  });

  // A pilot with a listing plan lists a plane, and a second one that is then disabled.
  owner = t.agent();
  const signUp = await owner.post('/api/user').set(V).send({ user: { email: 'owner@example.com', username: 'owner1', password: 'flying-high', firstname: 'Olga', lastname: 'Owner' } });
  expect(signUp.status).toBe(201);
  expect((await owner.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  const airport = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const image = await png(800, 500);
  for (const [key, title, tailNumber] of [['active', 'Skyhawk "Bravo" <for> rent & more', 'N801WS'], ['disabled', 'Old Cub', 'N802WS']]) {
    const share = { type: 'PRIVATE_OWNER_RENTAL', tailNumber, title, ratePerHour: 150, description: 'A well kept plane.', make: 'Cessna', model: '172S', year: 2005, url: '', airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0 };
    const res = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', image, { filename: 'p.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    ids[key!] = res.body.id;
  }
  expect((await owner.post(`/api/share/${ids.disabled}/disable`).set(V)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/blog (posts written in the back office)', () => {
  it('answers 16 published posts a page, newest first, with the totals; drafts and future posts are left out', async () => {
    const res = await t.request.get('/api/blog').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 16, total: 18, totalPages: 2 });
    expect(res.body.posts).toHaveLength(16);
    expect(res.body.posts.map((p: { title: string }) => p.title).slice(0, 3)).toEqual(['Fly "high" & <low>', 'Hangar talk 17', 'Hangar talk 16']);
    expect(res.body.posts[0]).toEqual({
      title: 'Fly "high" & <low>', slug: 'fly-high-and-low', date: expect.any(String), modified: expect.any(String),
      excerpt: 'Checkride Ready', featuredImageUrl: '/media/blog/cover.jpg',
      featuredImage: { url: '/media/blog/cover.jpg' }, // no such stored image: no size, no copies
    });
    const titles = JSON.stringify(res.body);
    expect(titles).not.toContain('Unfinished thoughts');
    expect(titles).not.toContain('Next year');
  });

  it('pages on, and answers an empty page past the end with the same totals', async () => {
    const second = await t.request.get('/api/blog?page=2').set(V);
    expect(second.body.posts.map((p: { title: string }) => p.title)).toEqual(['Hangar talk 2', 'Hangar talk 1']);
    const past = await t.request.get('/api/blog?page=3').set(V);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ posts: [], page: 3, total: 18, totalPages: 2 });
  });

  it('answers the home page its 5 newest', async () => {
    const res = await t.request.get('/api/blog?limit=5').set(V);
    expect(res.body).toMatchObject({ limit: 5, total: 18, totalPages: 4 });
    expect(res.body.posts).toHaveLength(5);
  });

  it('refuses bad paging with a message', async () => {
    for (const [query, message] of [
      ['page=0', 'page must be 1 or more'],
      ['page=abc', 'page must be a whole number'],
      ['page=1.5', 'page must be a whole number'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=0', 'limit must be between 1 and 100'],
    ]) {
      const res = await t.request.get(`/api/blog?${query}`).set(V);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', errors: [message] });
    }
    expect((await t.request.get('/api/blog')).status).toBe(400); // no Accept-Version
  });
});

describe('GET /api/blog/:slug', () => {
  it('answers a published post with its sanitised HTML and SEO data', async () => {
    const res = await t.request.get('/api/blog/fly-high-and-low').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Fly "high" & <low>',
      slug: 'fly-high-and-low',
      content: '<h2>Checkride</h2><p>Ready</p><img src="https://cdn.example.com/a.jpg" />',
      seo: { title: 'Flying </title><script>alert("seo")</script>', description: 'Tips & "tricks" <for> pilots' },
    });
  });

  it('is a 404 with a message for a draft, a post still to come and an unknown slug', async () => {
    for (const slug of ['unfinished-thoughts', 'next-year', 'no-such-post']) {
      const res = await t.request.get(`/api/blog/${slug}`).set(V);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: NO_SUCH_BLOG_POST, errors: [NO_SUCH_BLOG_POST] });
    }
  });

  it('shows a draft once staff publish it', async () => {
    const [draft] = (await admin.get('/api/admin/blog-posts').query({ filter: JSON.stringify({ q: 'unfinished' }) }).set(V)).body;
    expect((await admin.put(`/api/admin/blog-posts/${draft.id}`).set(V).send({ status: 'published', publishedAt: null })).status).toBe(200);
    expect((await t.request.get('/api/blog/unfinished-thoughts').set(V)).status).toBe(200);
    expect((await t.request.get('/api/blog?limit=1').set(V)).body.posts[0].slug).toBe('unfinished-thoughts');
    expect((await admin.put(`/api/admin/blog-posts/${draft.id}`).set(V).send({ status: 'draft' })).status).toBe(200);
  });
});

/** The content of `<meta property|name="key" content="...">` in served HTML. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('pages as search engines and link previews read them', () => {
  it('a blog post carries its title, description, canonical address and Open Graph tags, escaped', async () => {
    const res = await t.request.get('/blog/fly-high-and-low');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<title>Flying &lt;/title&gt;&lt;script&gt;alert(&quot;seo&quot;)&lt;/script&gt; | Wingshare</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('The default description.');
    expect(metaOf(html, 'description')).toBe('Tips &amp; &quot;tricks&quot; &lt;for&gt; pilots');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe('Flying &lt;/title&gt;&lt;script&gt;alert(&quot;seo&quot;)&lt;/script&gt;');
    expect(metaOf(html, 'og:description')).toBe('Tips &amp; &quot;tricks&quot; &lt;for&gt; pilots');
    expect(metaOf(html, 'og:url')).toBe('http://wingshare.test/blog/fly-high-and-low');
    expect(metaOf(html, 'og:image')).toBe('http://wingshare.test/media/blog/cover.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(html).toContain('<link rel="canonical" href="http://wingshare.test/blog/fly-high-and-low" />');
    expect(html).not.toContain('<script>alert');
    // Still the app's page: its script and root.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('an unknown, draft or future post is the app page with a 404 status, kept out of search engines', async () => {
    for (const slug of ['no-such-post', 'next-year']) {
      const res = await t.request.get(`/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).toContain('<title>Wingshare: share, rent or co-own aircraft</title>');
    }
  });

  it('a share link describes the listing: title, kind, airport, price and its photo', async () => {
    const res = await t.request.get(`/?share=${ids.active}`);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>Skyhawk &quot;Bravo&quot; &lt;for&gt; rent &amp; more: 2005 Cessna 172S | Wingshare</title>');
    expect(metaOf(html, 'og:title')).toBe('Skyhawk &quot;Bravo&quot; &lt;for&gt; rent &amp; more: 2005 Cessna 172S');
    expect(metaOf(html, 'description')).toMatch(/^Private owner rental at LOU, Louisville, KY: \$150 \/ hour\. A well kept plane\.$/);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe(`http://wingshare.test/?share=${ids.active}`);
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/wingshare\.test\/media\/shares\/.+\.(jpg|png)$/);
    expect(html).not.toContain('<for>');
  });

  it('a link to a disabled or unknown listing is the plain home page', async () => {
    for (const id of [ids.disabled, 999999]) {
      const res = await t.request.get(`/?share=${id}`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
    }
    expect((await t.request.get('/?share=abc')).text).toBe(INDEX_HTML);
  });

  it('without the server bundle the blog list has its own title; other pages are served as built (the rendered pages are in pages.http.test.ts)', async () => {
    const blog = await t.request.get('/blog?page=2');
    expect(blog.text).toContain('<title>Blog, page 2 | Wingshare</title>');
    expect(blog.text).toContain('<link rel="canonical" href="http://wingshare.test/blog?page=2" />');
    expect((await t.request.get('/find')).text).toBe(INDEX_HTML);
    expect((await t.request.get('/')).text).toBe(INDEX_HTML);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the site, not the back office or the API, and names the sitemap', async () => {
    const res = await t.request.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: http://wingshare.test/sitemap.xml\n');
  });

  it('sitemap.xml is an index of the pages, the posts and the listings', async () => {
    const res = await t.request.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <sitemap><loc>http://wingshare.test/sitemap-pages.xml</loc></sitemap>',
      '  <sitemap><loc>http://wingshare.test/sitemap-posts.xml</loc></sitemap>',
      '  <sitemap><loc>http://wingshare.test/sitemap-shares-1.xml</loc></sitemap>',
      '</sitemapindex>',
      '',
    ].join('\n'));
  });

  it('lists the public pages, the published posts and the active listings', async () => {
    const pages = (await t.request.get('/sitemap-pages.xml')).text;
    for (const p of ['/', '/find', '/professionals', '/blog', '/faq', '/terms']) expect(pages).toContain(`<url><loc>http://wingshare.test${p}</loc></url>`);
    expect(pages).not.toContain('/account');

    const posts = await t.request.get('/sitemap-posts.xml');
    expect(posts.status).toBe(200);
    expect(posts.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(posts.text.match(/<url>/g)).toHaveLength(18);
    expect(posts.text).toMatch(/<url><loc>http:\/\/wingshare.test\/blog\/fly-high-and-low<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
    expect(posts.text).not.toContain('next-year');
    expect(posts.text).not.toContain('unfinished-thoughts');
    expect(posts.text.endsWith('</urlset>\n')).toBe(true);

    const shares = (await t.request.get('/sitemap-shares-1.xml')).text;
    expect(shares).toContain(`<loc>http://wingshare.test/?share=${ids.active}</loc>`);
    expect(shares).not.toContain(`?share=${ids.disabled}<`);
  });

  it('an empty slice is an empty file; unknown names are a 404', async () => {
    const empty = await t.request.get('/sitemap-shares-9.xml');
    expect(empty.status).toBe(200);
    expect(empty.text).not.toContain('<url>');
    expect((await t.request.get('/sitemap-nope.xml')).status).toBe(404);
  });
});

describe('the blog from WordPress (WORDPRESS_URL)', () => {
  let wp: Awaited<ReturnType<typeof startFakeWordPress>>;
  let w: TestApp;
  let down: TestApp;

  beforeAll(async () => {
    wp = await startFakeWordPress([
      wpPost(1, {
        title: { rendered: 'Flying &#8220;IFR&#8221; &amp; more' },
        excerpt: { rendered: '<p>When the clouds come down &hellip; [&hellip;]</p>\n', protected: false },
        content: { rendered: '<p class="wp-block-paragraph">Hello <a href="javascript:alert(1)">pilots</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="https://wp.example/a.jpg" onerror="x()" srcset="https://wp.example/b.jpg 2x" />', protected: false },
        yoast_head_json: { title: 'IFR for the rest of us | Wingshare Blog', description: 'What an instrument rating is worth.' },
        _embedded: { 'wp:featuredmedia': [{ source_url: 'https://wp.example/feature.jpg' }] },
      }),
      ...Array.from({ length: 19 }, (_, i) => wpPost(i + 2)),
    ]);
    w = await startTestApp({ WORDPRESS_URL: `${wp.url('site')}/` }, { web: { publicDist: dist, adminDist: null } });
    down = await startTestApp({ WORDPRESS_URL: wp.url('broken') }, { web: { publicDist: dist, adminDist: null } });
  });
  afterAll(async () => {
    await w?.close();
    await down?.close();
    await wp?.close();
  });

  it('lists a page with per_page, page and _embed, and reads the totals from the X-WP-Total headers', async () => {
    const res = await w.request.get('/api/blog').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 16, total: 20, totalPages: 2 });
    expect(res.body.posts).toHaveLength(16);
    expect(res.body.posts[0]).toEqual({
      title: 'Flying “IFR” & more',
      slug: 'wp-post-1',
      date: '2026-03-02T14:00:00.000Z',
      modified: '2026-04-02T14:00:00.000Z',
      excerpt: 'When the clouds come down …',
      featuredImageUrl: 'https://wp.example/feature.jpg',
      featuredImage: { url: 'https://wp.example/feature.jpg' }, // stored elsewhere: shown as it is
    });
    const call = wp.requests.find((u) => u.searchParams.get('per_page') === '16')!;
    expect(call.pathname).toBe('/site/wp-json/wp/v2/posts');
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ per_page: '16', page: '1', _embed: 'wp:featuredmedia' });
    expect(call.searchParams.get('_fields')).toContain('_embedded');

    expect((await w.request.get('/api/blog?page=2').set(V)).body.posts.map((p: { slug: string }) => p.slug)).toEqual(
      ['wp-post-17', 'wp-post-18', 'wp-post-19', 'wp-post-20'],
    );
  });

  it('answers an empty page past the last one (WordPress refuses it with a 400)', async () => {
    const res = await w.request.get('/api/blog?page=5').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ posts: [], page: 5, total: 20, totalPages: 2 });
  });

  it('reads one post by slug, with its HTML sanitised and Yoast SEO data', async () => {
    const res = await w.request.get('/api/blog/wp-post-1').set(V);
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('<p>Hello <a>pilots</a></p><img src="https://wp.example/a.jpg" />');
    expect(res.body.seo).toEqual({ title: 'IFR for the rest of us | Wingshare Blog', description: 'What an instrument rating is worth.' });
    expect(wp.requests.some((u) => u.searchParams.get('slug') === 'wp-post-1' && u.searchParams.get('_embed') === 'wp:featuredmedia')).toBe(true);

    const unknown = await w.request.get('/api/blog/not-on-wordpress').set(V);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_SUCH_BLOG_POST);
  });

  it('serves the post page with the SEO tags and the sitemap with WordPress posts', async () => {
    const html = (await w.request.get('/blog/wp-post-1')).text;
    expect(html).toContain('<title>IFR for the rest of us | Wingshare Blog</title>');
    expect(metaOf(html, 'og:image')).toBe('https://wp.example/feature.jpg');
    expect(metaOf(html, 'description')).toBe('What an instrument rating is worth.');
    const posts = (await w.request.get('/sitemap-posts.xml')).text;
    expect(posts.match(/<url>/g)).toHaveLength(20);
    expect(posts).toContain('<loc>http://wingshare.test/blog/wp-post-20</loc>');
  });

  it('a WordPress that fails is a 503 with a message, never a 500; the post page still loads', async () => {
    for (const p of ['/api/blog', '/api/blog/wp-post-1']) {
      const res = await down.request.get(p).set(V);
      expect(res.status, p).toBe(503);
      expect(res.body).toEqual({ error: 'unavailable', message: WORDPRESS_UNAVAILABLE, errors: [WORDPRESS_UNAVAILABLE] });
    }
    const page = await down.request.get('/blog/wp-post-1');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
    expect((await down.request.get('/sitemap-posts.xml')).status).toBe(503);
    expect((await down.request.get('/sitemap.xml')).status).toBe(200);
  });

  it('the adapter reports an unreachable, slow or nonsensical WordPress as unavailable', async () => {
    const logged: string[] = [];
    const source = (url: string) => new WordPressBlogSource({ url, sanitizer: new SanitizeHtmlSanitizer(), timeoutMs: 300, cacheMs: 0, logError: (m) => logged.push(m) });
    const started = Date.now();
    await expect(source(wp.url('slow')).list({ page: 1, perPage: 16 })).rejects.toMatchObject({ code: 'unavailable', message: WORDPRESS_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(source(wp.url('garbage')).findBySlug('x')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(source(wp.url('missing')).list({ page: 1, perPage: 16 })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(source('http://127.0.0.1:9').list({ page: 1, perPage: 16 })).rejects.toMatchObject({ code: 'unavailable' });
    expect(logged).toEqual([
      expect.stringMatching(/^WordPress did not answer within 300 ms: http:\/\/127.0.0.1:\d+\/slow\/wp-json\/wp\/v2\/posts\?/),
      expect.stringMatching(/^WordPress answered 200 with a body that is not JSON/),
      expect.stringMatching(/^WordPress answered 404/),
      expect.stringMatching(/^WordPress could not be reached/),
    ]);
  });

  it('keeps answers for a minute, so visitors do not each call WordPress', async () => {
    const before = wp.requests.length;
    await w.request.get('/api/blog').set(V);
    await w.request.get('/api/blog').set(V);
    expect(wp.requests.length).toBe(before);
  });
});
