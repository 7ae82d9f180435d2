import { MAX_BLOG_PAGE_SIZE } from '../../domain/blog/pagination.js';
import { blogPostPath, INDEXABLE_PAGES, shareLinkPath, SITEMAP_MAX_URLS } from '../../domain/site/site-pages.js';
import type { BlogSource } from '../ports/blog-source.js';
import type { SitemapShareSource } from '../ports/sitemap-source.js';

/** One address of a sitemap: a site path (with its query) and when it last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Listings are read this many at a time while a sitemap file is written. */
const SHARE_BATCH = 5000;

/**
 * The sitemap (sitemaps.org): an index naming one file of pages, one of blog posts, and one file per
 * slice of 50,000 listing ids, so a million listings never make one huge answer; each file is produced
 * as a stream of entries, read from the database a batch at a time.
 */
export class BuildSitemap {
  constructor(
    private readonly blog: BlogSource,
    private readonly shares: SitemapShareSource,
  ) {}

  /** The names of the sitemap files: "pages", "posts", "shares-1", "shares-2"... */
  async files(): Promise<string[]> {
    const slices = Math.ceil((await this.shares.maxActiveShareId()) / SITEMAP_MAX_URLS);
    return ['pages', 'posts', ...Array.from({ length: slices }, (_, i) => `shares-${i + 1}`)];
  }

  /** The entries of one file; null for a name that is not one. */
  entries(file: string): AsyncIterable<SitemapEntry> | null {
    if (file === 'pages') return pages();
    if (file === 'posts') return this.posts();
    const slice = /^shares-([1-9]\d{0,5})$/.exec(file);
    return slice ? this.shareSlice(Number(slice[1])) : null;
  }

  private async *posts(): AsyncIterable<SitemapEntry> {
    for (let page = 1, pages = 1; page <= pages && (page - 1) * MAX_BLOG_PAGE_SIZE < SITEMAP_MAX_URLS; page++) {
      const answer = await this.blog.list({ page, perPage: MAX_BLOG_PAGE_SIZE });
      pages = answer.totalPages;
      for (const post of answer.posts) yield { path: blogPostPath(post.slug), lastModified: post.modified };
    }
  }

  private async *shareSlice(n: number): AsyncIterable<SitemapEntry> {
    const last = n * SITEMAP_MAX_URLS;
    for (let after = (n - 1) * SITEMAP_MAX_URLS; after < last; ) {
      const batch = await this.shares.activeShares(after, last, SHARE_BATCH);
      for (const share of batch) yield { path: shareLinkPath(share.id), lastModified: share.updatedAt };
      if (batch.length < SHARE_BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
}

async function* pages(): AsyncIterable<SitemapEntry> {
  for (const path of INDEXABLE_PAGES) yield { path };
}
