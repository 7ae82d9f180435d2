import type { Context, Next } from 'koa';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PageDescription } from '../../application/seo/describe-page.service.js';
import { isDomainError } from '../../domain/errors.js';
import type { HttpDeps } from './http-deps.js';
import { metaTags, NOINDEX, withHeadTags } from './seo-html.js';

const BLOG_POST = /^\/blog\/([^/]+)\/?$/;
const BLOG_LIST: PageDescription = {
  title: 'Blog',
  description: 'News, tips and stories about sharing, renting and co-owning aircraft, from the Wingshare team.',
  type: 'website',
  image: null,
  path: '/blog',
};

/**
 * Pages a search engine or a link preview reads before any script runs: for /blog, /blog/{slug} and a
 * share link (/?share={id}) the site's index.html is sent with the page's title, description, canonical
 * address and Open Graph / Twitter tags. An unknown post is a 404 (the app shows its message) marked
 * noindex. When the post or listing cannot be read (WordPress down), the plain page is served.
 * Only with a built site (`npm start`); under `npm run dev` Vite serves index.html unchanged.
 */
export function seoPagesMiddleware(deps: Pick<HttpDeps, 'services' | 'publicUrl' | 'withRequestScope' | 'logError'>, publicDist: string) {
  const index = indexHtmlReader(path.join(publicDist, 'index.html'));

  const describe = async (ctx: Context): Promise<{ page: PageDescription | null } | null> => {
    const post = BLOG_POST.exec(ctx.path);
    if (post) return { page: await deps.services.describePage.blogPost(decode(post[1]!)) };
    if (ctx.path === '/blog' || ctx.path === '/blog/') {
      const page = Number(ctx.query.page);
      return { page: Number.isInteger(page) && page > 1 ? { ...BLOG_LIST, title: `Blog, page ${page}`, path: `/blog?page=${page}` } : BLOG_LIST };
    }
    const share = ctx.path === '/' ? ctx.query.share : undefined;
    if (typeof share === 'string' && /^\d{1,9}$/.test(share)) return { page: await deps.services.describePage.share(Number(share)) };
    return null;
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let described: { page: PageDescription | null } | null;
    try {
      described = await deps.withRequestScope(() => describe(ctx));
    } catch (e) {
      // The page still works without its tags (the app says what went wrong): serve it plain.
      if (!isDomainError(e) || e.code === 'internal') deps.logError(`describing ${ctx.path} for search engines failed`, e);
      return next();
    }
    if (!described) return next();
    const html = await index();
    if (html === null) return next();
    const unknownPost = !described.page && BLOG_POST.test(ctx.path);
    ctx.status = unknownPost ? 404 : 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    if (described.page) ctx.body = withHeadTags(html, metaTags(described.page, deps.publicUrl));
    else ctx.body = unknownPost ? withHeadTags(html, NOINDEX, false) : html;
  };
}

/** index.html, read again only when the file changes (a rebuild). null when the site is not built. */
function indexHtmlReader(file: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
