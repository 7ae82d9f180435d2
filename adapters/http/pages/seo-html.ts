import { SITE_NAME, type PageDescription } from '../../../application/seo/describe-page.service.js';

/** Text for an HTML text node or a quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A site path made absolute on the public address; absolute http(s) addresses stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page's <title>: the description's title with the site's name, unless it names the site already. */
export const documentTitle = (title: string): string => (/wingshare/i.test(title) ? title : `${title} | ${SITE_NAME}`);

/** The head tags of a described page: title, description, canonical, Open Graph and Twitter card. */
export function metaTags(page: PageDescription, publicUrl: string): string {
  const url = absoluteUrl(publicUrl, page.path);
  const image = page.image ? absoluteUrl(publicUrl, page.image) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(page.publishedAt ? [meta('property', 'article:published_time', page.publishedAt.toISOString())] : []),
    ...(page.modifiedAt ? [meta('property', 'article:modified_time', page.modifiedAt.toISOString())] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The site's index.html with more tags before </head>; with `replaceDefaults` the page's own <title> and
 * description replace the defaults. `tags` is HTML made by metaTags (escaped there).
 */
export function withHeadTags(indexHtml: string, tags: string, replaceDefaults = true): string {
  const html = replaceDefaults ? indexHtml.replace(TITLE, '').replace(DESCRIPTION, '') : indexHtml;
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${tags}\n${html}` : `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}

/** Tells search engines to leave a page out (an unknown post: the app shows its not-found message). */
export const NOINDEX = '<meta name="robots" content="noindex" />';
