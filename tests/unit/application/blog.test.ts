import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListBlogPosts } from '../../../application/blog/list-blog-posts.service.js';
import { NO_SUCH_BLOG_POST, ReadBlogPost } from '../../../application/blog/read-blog-post.service.js';
import type { BlogPostSummary, BlogPostView, BlogSource } from '../../../application/ports/blog-source.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { SitemapShareSource } from '../../../application/ports/sitemap-source.js';
import { BuildSitemap, type SitemapEntry } from '../../../application/seo/build-sitemap.service.js';
import { DescribePage } from '../../../application/seo/describe-page.service.js';
import { pageCount } from '../../../domain/blog/pagination.js';
import type { Share } from '../../../domain/share/share.js';
import { INDEXABLE_PAGES } from '../../../domain/site/site-pages.js';

/** A blog of `n` posts, newest first, remembering what it was asked. */
class ListBlog implements BlogSource {
  readonly asked: { page: number; perPage: number }[] = [];
  constructor(private readonly posts: BlogPostView[]) {}
  async list(request: { page: number; perPage: number }) {
    this.asked.push(request);
    const start = (request.page - 1) * request.perPage;
    const posts: BlogPostSummary[] = this.posts.slice(start, start + request.perPage);
    return { posts, total: this.posts.length, totalPages: pageCount(this.posts.length, request.perPage) };
  }
  async findBySlug(slug: string) {
    return this.posts.find((p) => p.slug === slug) ?? null;
  }
}

const post = (n: number, extra: Partial<BlogPostView> = {}): BlogPostView => ({
  title: `Post ${n}`, slug: `post-${n}`, date: new Date(Date.UTC(2026, 0, n)), modified: new Date(Date.UTC(2026, 1, n)),
  excerpt: `About ${n}`, html: `<p>${n}</p>`, featuredImageUrl: null, seoTitle: `Post ${n}`, seoDescription: `About ${n}`, ...extra,
});

const collect = async (it: AsyncIterable<SitemapEntry> | null) => {
  const out: SitemapEntry[] = [];
  for await (const e of it ?? []) out.push(e);
  return out;
};

describe('ListBlogPosts', () => {
  it('answers 16 a page by default, with the totals', async () => {
    const blog = new ListBlog(Array.from({ length: 40 }, (_, i) => post(i + 1)));
    const page = await new ListBlogPosts(blog).execute({});
    expect(page).toMatchObject({ page: 1, limit: 16, total: 40, totalPages: 3 });
    expect(page.posts).toHaveLength(16);
    const last = await new ListBlogPosts(blog).execute({ page: 3 });
    expect(last.posts.map((p) => p.slug)).toEqual(Array.from({ length: 8 }, (_, i) => `post-${33 + i}`));
    expect((await new ListBlogPosts(blog).execute({ page: 4 })).posts).toEqual([]);
  });

  it('keeps the page size between 1 and 100', async () => {
    const blog = new ListBlog([]);
    await new ListBlogPosts(blog).execute({ limit: 500 });
    await new ListBlogPosts(blog).execute({ limit: 0, page: -3 });
    expect(blog.asked).toEqual([{ page: 1, perPage: 100 }, { page: 1, perPage: 1 }]);
  });
});

describe('ReadBlogPost', () => {
  const read = new ReadBlogPost(new ListBlog([post(1)]));

  it('answers a published post by its slug', async () => {
    expect((await read.execute('post-1')).html).toBe('<p>1</p>');
  });

  it('is a 404 for an unknown slug or an address no post can have', async () => {
    for (const slug of ['nope', '', '   ', 'a/b', 'x'.repeat(201), 'has space']) {
      await expect(read.execute(slug)).rejects.toMatchObject({ code: 'not_found', message: NO_SUCH_BLOG_POST });
    }
  });
});

describe('DescribePage (titles and Open Graph for search engines)', () => {
  const share = {
    id: 7, title: 'Skyhawk for rent', description: 'A well kept plane with   new paint.', type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 150, isWet: false,
    cost: null, sharePercentOffered: null, pricePercentOffered: null, isActive: true, defaultMedia: 1,
    media: [{ type: 'youtube', url: 'https://youtu.be/x' }, { type: 'image', url: '/media/shares/a.jpg' }],
    aircraft: { year: 2005, make: 'Cessna', model: '172S' }, airport: { locationId: 'LOU', city: 'Louisville', state: 'KY' },
  } as unknown as Share;
  const shares = { findById: async (id: number) => (id === 7 ? share : id === 8 ? { ...share, id: 8, isActive: false } : null) } as unknown as ShareRepository;
  const describe_ = new DescribePage(new ListBlog([post(1, { seoTitle: 'Fly more', seoDescription: 'For less', featuredImageUrl: '/media/blog/a.jpg' })]), shares);

  it('describes a post by its SEO title and description', async () => {
    expect(await describe_.blogPost('post-1')).toMatchObject({
      title: 'Fly more', description: 'For less', type: 'article', image: '/media/blog/a.jpg', path: '/blog/post-1',
    });
    expect(await describe_.blogPost('nope')).toBeNull();
  });

  it('describes an active listing: aircraft, kind, place, price and its cover photo', async () => {
    expect(await describe_.share(7)).toEqual({
      title: 'Skyhawk for rent: 2005 Cessna 172S',
      description: 'Private owner rental at LOU, Louisville, KY: $150 / hour. A well kept plane with new paint.',
      type: 'website',
      image: '/media/shares/a.jpg',
      path: '/?share=7',
    });
    expect(await describe_.share(8)).toBeNull(); // inactive
    expect(await describe_.share(9)).toBeNull();
  });
});

describe('BuildSitemap', () => {
  /** Active listings with these ids. */
  const sharesWith = (ids: number[]): SitemapShareSource & { calls: number } => ({
    calls: 0,
    async maxActiveShareId() {
      return ids.length ? Math.max(...ids) : 0;
    },
    async activeShares(afterId, upToId, limit) {
      this.calls++;
      return ids.filter((id) => id > afterId && id <= upToId).slice(0, limit).map((id) => ({ id, updatedAt: new Date(0) }));
    },
  });

  it('names one file of pages, one of posts and one per 50,000 listing ids', async () => {
    expect(await new BuildSitemap(new ListBlog([]), sharesWith([])).files()).toEqual(['pages', 'posts']);
    expect(await new BuildSitemap(new ListBlog([]), sharesWith([3, 50_000])).files()).toEqual(['pages', 'posts', 'shares-1']);
    expect(await new BuildSitemap(new ListBlog([]), sharesWith([1, 120_001])).files()).toEqual(['pages', 'posts', 'shares-1', 'shares-2', 'shares-3']);
  });

  it('lists the indexable pages and every published post, paging through the source', async () => {
    const blog = new ListBlog(Array.from({ length: 230 }, (_, i) => post(i + 1)));
    const sitemap = new BuildSitemap(blog, sharesWith([]));
    expect((await collect(sitemap.entries('pages'))).map((e) => e.path)).toEqual(INDEXABLE_PAGES);
    const posts = await collect(sitemap.entries('posts'));
    expect(posts).toHaveLength(230);
    expect(posts[0]).toEqual({ path: '/blog/post-1', lastModified: new Date(Date.UTC(2026, 1, 1)) });
    expect(blog.asked).toEqual([1, 2, 3].map((page) => ({ page, perPage: 100 })));
  });

  it('lists the listings of one slice, a batch at a time', async () => {
    const ids = [...Array.from({ length: 12_000 }, (_, i) => i + 1), 49_999, 50_000, 50_001, 99_000];
    const source = sharesWith(ids);
    const sitemap = new BuildSitemap(new ListBlog([]), source);
    const first = await collect(sitemap.entries('shares-1'));
    expect(first).toHaveLength(12_002);
    expect(first.at(-1)).toEqual({ path: '/?share=50000', lastModified: new Date(0) });
    expect(source.calls).toBe(3); // 5,000 + 5,000 + 2,002
    expect((await collect(sitemap.entries('shares-2'))).map((e) => e.path)).toEqual(['/?share=50001', '/?share=99000']);
    for (const name of ['shares-0', 'shares-x', 'other', 'shares-01']) expect(sitemap.entries(name)).toBeNull();
  });
});

describe('the sitemap pages are routes of the public site', () => {
  it('each indexable path is in web-public/src/app/router.tsx', () => {
    const router = readFileSync(new URL('../../../web-public/src/app/router.tsx', import.meta.url), 'utf8');
    for (const path of INDEXABLE_PAGES) {
      const name = path.slice(1);
      const inRouter = router.includes(`'${path}'`) || (name !== '' && new RegExp(`['"\`]/?${name}['"\`]`).test(router));
      expect(inRouter, `${path} is not a route`).toBe(true);
    }
  });
});
