import type { Context, Next } from 'koa';
import { Readable } from 'node:stream';
import type { SitemapEntry } from '../../../application/seo/build-sitemap.service.js';
import type { HttpDeps } from '../http-deps.js';
import { absoluteUrl } from './seo-html.js';

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const FILE = /^\/sitemap-([a-z0-9-]{1,20})\.xml$/;

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * /robots.txt (everything allowed but the back office and the API, and where the sitemap is) and the
 * sitemap: /sitemap.xml is an index of /sitemap-pages.xml, /sitemap-posts.xml and /sitemap-shares-N.xml
 * (50,000 listing ids each), each streamed as it is read. Served in every mode, `npm run dev` included.
 */
export function sitemapMiddleware(deps: Pick<HttpDeps, 'services' | 'publicUrl' | 'logError'>) {
  const { buildSitemap } = deps.services;
  const url = (p: string) => escapeXml(absoluteUrl(deps.publicUrl, p));

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${deps.publicUrl}/sitemap.xml`, ''].join('\n');
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const files = await buildSitemap.files();
      xml(ctx, [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<sitemapindex xmlns="${XMLNS}">`,
        ...files.map((f) => `  <sitemap><loc>${url(`/sitemap-${f}.xml`)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n'));
      return;
    }
    const file = FILE.exec(ctx.path);
    const entries = file ? buildSitemap.entries(file[1]!) : null;
    if (!entries) return next();
    // The first entry is read before answering: a source that is down is a 503, not a broken file.
    const iterator = entries[Symbol.asyncIterator]();
    const first = await iterator.next();
    const logError = deps.logError;
    async function* body() {
      yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n`;
      try {
        for (let item = first; !item.done; item = await iterator.next()) yield urlElement(item.value);
      } catch (e) {
        logError(`writing ${ctx.path} failed`, e);
        throw e;
      }
      yield '</urlset>\n';
    }
    xml(ctx, Readable.from(body()));
  };

  function urlElement(entry: SitemapEntry): string {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${url(entry.path)}</loc>${lastmod}</url>\n`;
  }
}

function xml(ctx: Context, body: string | Readable) {
  ctx.type = 'application/xml; charset=utf-8';
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.body = body;
}
