import type { BlogPostPage, BlogPostSummary, BlogPostView, BlogSource } from '../../application/ports/blog-source.js';
import type { HtmlSanitizer } from '../../application/ports/html-sanitizer.js';
import { pageCount } from '../../domain/blog/pagination.js';
import { DomainError } from '../../domain/errors.js';
import { clipText } from '../../domain/site/clip-text.js';
import { EXCERPT_LENGTH, htmlToText } from './html-text.js';

export const WORDPRESS_UNAVAILABLE = 'The blog is unavailable right now. Please try again in a few minutes.';

/** The parts of a wp/v2 post this adapter reads (https://developer.wordpress.org/rest-api/reference/posts/). */
interface WpPost {
  slug?: unknown;
  date?: unknown;
  date_gmt?: unknown;
  modified_gmt?: unknown;
  title?: { rendered?: unknown };
  excerpt?: { rendered?: unknown };
  content?: { rendered?: unknown; protected?: unknown };
  yoast_head_json?: { title?: unknown; description?: unknown; og_image?: { url?: unknown }[] };
  _embedded?: { 'wp:featuredmedia'?: { source_url?: unknown }[] };
}

const SUMMARY_FIELDS = 'id,date,date_gmt,modified_gmt,slug,title,excerpt,yoast_head_json,_links,_embedded';

export interface WordPressOptions {
  /** The WordPress site (https://blog.example.com) or its REST root (.../wp-json). */
  url: string;
  sanitizer: HtmlSanitizer;
  /** Per call to WordPress. */
  timeoutMs?: number;
  /** Answers are kept this long (0: not at all), so a busy blog page does not call WordPress for every visitor. */
  cacheMs?: number;
  /** Why a call failed, for the server's log (the reader gets WORDPRESS_UNAVAILABLE). */
  logError?: (message: string, error: unknown) => void;
}

/**
 * The blog read from a WordPress site's REST API (WORDPRESS_URL): GET wp/v2/posts with per_page and page
 * (the X-WP-Total and X-WP-TotalPages headers give the totals) for a list, and with slug for one post,
 * both with _embed for the featured image. Yoast's SEO title and description are used when the site has
 * them. WordPress HTML is sanitised by the same allow-list as the console's before it leaves the server.
 * A WordPress that is down, slow or answers nonsense becomes an `unavailable` error (503), never a 500.
 */
export class WordPressBlogSource implements BlogSource {
  private readonly api: string;
  private readonly timeoutMs: number;
  private readonly cacheMs: number;
  private readonly cache = new Map<string, { until: number; value: Promise<{ body: unknown; headers: Headers }> }>();

  constructor(private readonly options: WordPressOptions) {
    const root = options.url.replace(/\/+$/, '');
    this.api = `${/\/wp-json$/.test(root) ? root : `${root}/wp-json`}/wp/v2/posts`;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheMs = options.cacheMs ?? 60_000;
  }

  async list({ page, perPage }: { page: number; perPage: number }): Promise<BlogPostPage> {
    const query = { per_page: String(perPage), page: String(page), _embed: 'wp:featuredmedia', _fields: SUMMARY_FIELDS };
    const answer = await this.get(query, { pastLastPage: true });
    if (!answer) {
      // WordPress refuses a page past the last one (400 rest_post_invalid_page_number): no posts, same totals.
      const first = await this.get({ per_page: '1', page: '1', _fields: 'id' });
      const total = first ? headerNumber(first.headers, 'x-wp-total') : 0;
      return { posts: [], total, totalPages: pageCount(total, perPage) };
    }
    const posts = postsOf(answer.body).map((p) => this.summary(p));
    const total = headerNumber(answer.headers, 'x-wp-total', posts.length);
    return { posts, total, totalPages: headerNumber(answer.headers, 'x-wp-totalpages', pageCount(total, perPage)) };
  }

  async findBySlug(slug: string): Promise<BlogPostView | null> {
    const answer = await this.get({ slug, _embed: 'wp:featuredmedia', _fields: `${SUMMARY_FIELDS},content` });
    const post = answer ? postsOf(answer.body)[0] : undefined;
    if (!post) return null;
    const content = post.content?.protected === true ? '' : text(post.content?.rendered);
    return { ...this.summary(post), html: this.options.sanitizer.sanitize(content) };
  }

  private summary(p: WpPost): BlogPostSummary {
    const title = htmlToText(text(p.title?.rendered)) || 'Untitled post';
    // WordPress ends a cut excerpt with "[&hellip;]"; ours end with a plain ellipsis.
    const rendered = htmlToText(text(p.excerpt?.rendered));
    const uncut = rendered.replace(/\s*\[(…|\.\.\.)\]$/, '');
    const excerpt = clipText(uncut !== rendered && !uncut.endsWith('…') ? `${uncut}…` : uncut, EXCERPT_LENGTH);
    const date = wpDate(p.date_gmt, p.date) ?? new Date(0);
    const yoast = p.yoast_head_json;
    const image = httpUrl(p._embedded?.['wp:featuredmedia']?.[0]?.source_url) ?? httpUrl(yoast?.og_image?.[0]?.url);
    return {
      title,
      slug: text(p.slug),
      date,
      modified: wpDate(p.modified_gmt) ?? date,
      excerpt,
      featuredImageUrl: image,
      seoTitle: htmlToText(text(yoast?.title)) || title,
      seoDescription: htmlToText(text(yoast?.description)) || excerpt,
    };
  }

  /** One call, cached for a while; null for the "page past the end" 400 when `pastLastPage` allows it. */
  private async get(query: Record<string, string>, allow: { pastLastPage?: boolean } = {}): Promise<{ body: unknown; headers: Headers } | null> {
    const url = `${this.api}?${new URLSearchParams(query)}`;
    const now = Date.now();
    const hit = this.cache.get(url);
    let answer: Promise<{ body: unknown; headers: Headers }>;
    if (hit && hit.until > now) answer = hit.value;
    else {
      answer = this.fetch(url);
      if (this.cacheMs > 0) {
        if (this.cache.size > 500) this.cache.clear();
        this.cache.set(url, { until: now + this.cacheMs, value: answer });
        answer.catch(() => this.cache.delete(url)); // a failure is not remembered
      }
    }
    try {
      return await answer;
    } catch (e) {
      if (allow.pastLastPage && e instanceof PastLastPage) return null;
      throw e;
    }
  }

  private async fetch(url: string): Promise<{ body: unknown; headers: Headers }> {
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    } catch (e) {
      const timedOut = (e as Error).name === 'TimeoutError';
      throw this.unavailable(timedOut ? `WordPress did not answer within ${this.timeoutMs} ms: ${url}` : `WordPress could not be reached: ${url}`, e);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (e) {
      throw this.unavailable(`WordPress answered ${response.status} with a body that is not JSON: ${url}`, e);
    }
    if (response.status === 400 && (body as { code?: unknown } | null)?.code === 'rest_post_invalid_page_number') throw new PastLastPage();
    if (!response.ok) throw this.unavailable(`WordPress answered ${response.status}: ${url}`, body);
    if (!Array.isArray(body)) throw this.unavailable(`WordPress answered something other than a list of posts: ${url}`, body);
    return { body, headers: response.headers };
  }

  private unavailable(detail: string, cause: unknown): DomainError {
    this.options.logError?.(detail, cause);
    return new DomainError('unavailable', WORDPRESS_UNAVAILABLE);
  }
}

class PastLastPage extends Error {}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const postsOf = (body: unknown): WpPost[] =>
  (Array.isArray(body) ? body : []).filter((p): p is WpPost => !!p && typeof p === 'object' && typeof (p as WpPost).slug === 'string' && (p as WpPost).slug !== '');

/** date_gmt has no zone ("2026-01-02T10:00:00"): it is UTC. */
function wpDate(gmt: unknown, local?: unknown): Date | null {
  for (const [value, zone] of [[gmt, 'Z'], [local, '']] as const) {
    if (typeof value !== 'string' || !value) continue;
    const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}${zone}`);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return null;
}

function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2000) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function headerNumber(headers: Headers, name: string, fallback = 0): number {
  const n = Number(headers.get(name));
  return headers.has(name) && Number.isInteger(n) && n >= 0 ? n : fallback;
}
