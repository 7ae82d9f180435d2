import type { Context, Next } from 'koa';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageDescription } from '../../../application/seo/describe-page.service.js';
import { isDomainError } from '../../../domain/errors.js';
import { TAKEOVER_SEEN_COOKIE } from '../../../domain/site/cookies.js';
import { FIRST_SCREEN_ELEMENT_ID, firstScreenJson, type FirstScreenAnswers, type FirstScreenData } from '../../../domain/site/first-screen.js';
import type { HttpDeps } from '../http-deps.js';
import { pageAssets, styleTag, withInlineStyles, type BuildManifest } from './page-assets.js';
import { metaTags, NOINDEX, withHeadTags } from './seo-html.js';
import { sessionToken } from '../session.js';
import { deferStart, modulePreloadTags, startCodeBlock } from './start-after-paint.js';
import { PRIMARY_ONLY } from '../../../application/ports/read-routing.js';
import { readerKeys } from '../middleware/read-routing.middleware.js';

const BLOG_POST = /^\/blog\/([^/]+)\/?$/;
// The blog list's tags when there is no server bundle to render it (the rendered page says the same).
const BLOG_LIST: PageDescription = {
  title: 'Blog',
  description: 'News, tips and stories about sharing, renting and co-owning aircraft, from the Wingshare team.',
  type: 'website',
  image: null,
  path: '/blog',
};

/** What the public site's server bundle (web-public/src/entry-server.tsx) offers; see its types there. */
interface ServerEntry {
  renderPage(request: {
    url: string;
    origin: string;
    signedOut: boolean;
    seenTakeover: boolean;
    readApi: (urls: string[]) => Promise<FirstScreenAnswers>;
    onError: (error: unknown) => void;
  }): Promise<{
    status: number;
    html: string;
    meta: { title: string; description?: string; path?: string; notFound?: boolean } | null;
    firstScreen: FirstScreenData;
    modules: string[];
  } | null>;
}

export interface PagesSettings {
  /** The built site (index.html, assets, .vite/manifest.json). */
  publicDist: string;
  /** The server bundle's entry file; null or missing: pages are not rendered, only described. */
  serverEntry: string | null;
  /** Reads the API GETs a page's first screen needs (first-screen-reads.ts). */
  readApi: (urls: string[], ip: string) => Promise<FirstScreenAnswers>;
}

/**
 * The public site's pages, rendered on the server by React from the built server bundle: the page's
 * markup in #root, the API answers it was drawn with in a JSON data block (the browser hydrates from them
 * instead of asking again; a data block is not a script, so the content security policy allows it), its
 * own title, description and canonical address, its styles inline in the head and its code named for
 * loading after the first paint. Blog posts and share links carry the Open Graph and Twitter tags of
 * DescribePage; an unknown post is a 404 marked noindex. Pages that need a login are left to the browser
 * (the app's shell, served after this).
 * Without a server bundle (a site built before it existed, tests with a stand-in index.html) the blog,
 * its posts and share links still get their tags in the shell.
 */
export function pagesMiddleware(deps: Pick<HttpDeps, 'services' | 'publicUrl' | 'withRequestScope' | 'logError' | 'readRouting'>, settings: PagesSettings) {
  const template = fileReader(path.join(settings.publicDist, 'index.html'), (text) => text);
  const manifest = fileReader(path.join(settings.publicDist, '.vite', 'manifest.json'), (text) => JSON.parse(text) as BuildManifest);
  const entry = settings.serverEntry ? serverEntryLoader(settings.serverEntry, deps.logError) : async () => null;
  const styles = inlineStylesOf(settings.publicDist);

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

  const describeSafely = async (ctx: Context) => {
    try {
      // A listing's or a post's tags are public reads: a read replica may serve them (issue 43).
      return await deps.withRequestScope(() => (deps.readRouting ?? PRIMARY_ONLY).publicRead(readerKeys(ctx), () => describe(ctx)));
    } catch (e) {
      // The page still works without its tags (the app says what went wrong): serve it plain.
      if (!isDomainError(e) || e.code === 'internal') deps.logError(`describing ${ctx.path} for search engines failed`, e);
      return null;
    }
  };

  const render = async (ctx: Context, server: ServerEntry) => {
    try {
      return await server.renderPage({
        url: ctx.url,
        origin: deps.publicUrl,
        signedOut: !sessionToken(ctx),
        seenTakeover: ctx.cookies.get(TAKEOVER_SEEN_COOKIE) === '1',
        readApi: (urls) => settings.readApi(urls, ctx.ip),
        onError: (error) => deps.logError(`rendering part of ${ctx.path} failed (the browser draws it)`, error),
      });
    } catch (e) {
      deps.logError(`rendering ${ctx.path} failed (the browser draws it)`, e);
      return null;
    }
  };

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isPagePath(ctx.path)) return next();
    const [html, server] = await Promise.all([template(), entry()]);
    if (html === null) return next();
    const [described, rendered] = await Promise.all([describeSafely(ctx), server ? render(ctx, server) : null]);

    if (!rendered) {
      if (!described) return next();
      const unknownPost = !described.page && BLOG_POST.test(ctx.path);
      send(ctx, unknownPost ? 404 : 200, described.page ? withHeadTags(html, metaTags(described.page, deps.publicUrl)) : unknownPost ? withHeadTags(html, NOINDEX, false) : html);
      return;
    }

    const meta = rendered.meta;
    const page: PageDescription | null =
      described?.page ??
      (meta ? { title: meta.title, description: meta.description ?? defaultDescription(html), type: 'website', image: null, path: meta.path ?? ctx.path } : null);
    const notFound = rendered.status === 404;
    const assets = pageAssets((await manifest()) ?? {}, rendered.modules);
    const [styled, pageStyles] = await Promise.all([styles.template(html), styles.tags(assets.styles)]);
    // The page is drawn before its code is fetched (start-after-paint.ts); a template without the expected
    // entry script keeps its tags, and the page's code is preloaded in the head.
    const start = deferStart(styled);
    const head = [page ? metaTags(page, deps.publicUrl) : '', notFound ? NOINDEX : '', ...pageStyles, ...(start ? [] : modulePreloadTags(assets.code))]
      .filter(Boolean)
      .join('\n    ');
    const body = withRootMarkup(
      withHeadTags(start?.html ?? styled, head, !!page),
      rendered.html,
      firstScreenJson(rendered.firstScreen),
      start ? startCodeBlock(start, assets.code) : '',
    );
    ctx.vary('Cookie'); // the page says whether a session came with it
    send(ctx, rendered.status, body);
  };
}

function send(ctx: Context, status: number, html: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = html;
}

/**
 * A path the site's router answers: not the API, media, the back office, built files or a file. Never under
 * /assets/, which the request limit does not count (rate-limit.middleware.ts): a page there would be free.
 */
function isPagePath(p: string): boolean {
  if (p === '/api' || p.startsWith('/api/') || p.startsWith('/media/') || p === '/admin' || p.startsWith('/admin/') || p.startsWith('/assets/')) return false;
  return !path.extname(p) || p.endsWith('.html');
}

const ROOT = /<div id="root"><\/div>/;

/** index.html with the page's markup in #root, followed by its first-screen data block and its start code. */
function withRootMarkup(html: string, markup: string, json: string, startCode: string): string {
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
  return html.replace(ROOT, () => `<div id="root">${markup}</div>\n    ${data}${startCode ? `\n    ${startCode}` : ''}`);
}

function defaultDescription(html: string): string {
  const match = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i.exec(html);
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : '';
}

/** Built stylesheets inline (page-assets.ts), for rendered pages. */
interface InlineStyles {
  /** index.html with its stylesheets inline, made again when index.html changes (a rebuild). */
  template: (template: string) => Promise<string>;
  /** A page's own stylesheets, inline. */
  tags: (files: string[]) => Promise<string[]>;
}

/**
 * Stylesheets are named by their content's hash, so each is read once: the read itself is kept, so pages
 * asked for at once while it is under way share it. A file that could not be read is tried again next time.
 */
function inlineStylesOf(publicDist: string): InlineStyles {
  const assets = new Map<string, Promise<string | null>>();
  const readAsset = (file: string): Promise<string | null> => {
    let read = assets.get(file);
    if (!read) {
      read = readFile(path.join(publicDist, file), 'utf8').catch(() => {
        assets.delete(file);
        return null;
      });
      assets.set(file, read);
    }
    return read;
  };
  let last: { template: string; html: string } | null = null;
  return {
    template: async (template) => {
      if (last?.template !== template) last = { template, html: await withInlineStyles(template, readAsset) };
      return last.html;
    },
    tags: (files) => Promise.all(files.map(async (file) => styleTag(file, await readAsset(file)))),
  };
}

/** A built file, read again only when it changes (a rebuild). null when it is not there. */
function fileReader<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/**
 * The server bundle, imported at its first use (its page chunks import the entry by its plain path, so it
 * cannot be imported again beside itself: a rebuilt bundle takes a restart). null while there is none.
 */
function serverEntryLoader(file: string, logError: (message: string, error: unknown) => void): () => Promise<ServerEntry | null> {
  let loaded: Promise<ServerEntry | null> | null = null;
  return async () => {
    if (!loaded) {
      if (!(await stat(file).then(() => true, () => false))) return null;
      // A bundle that cannot load leaves every page to the browser (the shell), said once in the log.
      loaded = (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((e: unknown) => {
        logError(`the server bundle ${file} could not be loaded: pages are drawn in the browser`, e);
        return null;
      });
    }
    return loaded;
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
