import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A wp/v2 post as WordPress answers it (the fields the blog reads). */
export interface FakeWpPost {
  id: number;
  slug: string;
  date: string;
  date_gmt: string;
  modified_gmt: string;
  title: { rendered: string };
  excerpt: { rendered: string; protected: boolean };
  content: { rendered: string; protected: boolean };
  yoast_head_json?: { title?: string; description?: string; og_image?: { url: string }[] };
  _embedded?: { 'wp:featuredmedia'?: { source_url: string }[] };
}

export function wpPost(n: number, extra: Partial<FakeWpPost> = {}): FakeWpPost {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: n,
    slug: `wp-post-${n}`,
    date: `2026-03-${day}T09:00:00`,
    date_gmt: `2026-03-${day}T14:00:00`,
    modified_gmt: `2026-04-${day}T14:00:00`,
    title: { rendered: `WordPress post ${n}` },
    excerpt: { rendered: `<p>Excerpt of post ${n} [&hellip;]</p>\n`, protected: false },
    content: { rendered: `<p>Content of post ${n}</p>`, protected: false },
    ...extra,
  };
}

/**
 * A WordPress site's REST API on a local port, several sites by path prefix: /site (answers the posts),
 * /broken (500), /garbage (an HTML page), /slow (never answers). GET {prefix}/wp-json/wp/v2/posts
 * reads slug, per_page (default 10, at most 100) and page, and sets X-WP-Total and X-WP-TotalPages;
 * a page past the end is WordPress's 400 rest_post_invalid_page_number. Every request is recorded.
 */
export async function startFakeWordPress(posts: FakeWpPost[]) {
  const requests: URL[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://wp.test');
    requests.push(url);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const [, site, rest] = /^\/(\w+)(\/.*)$/.exec(url.pathname) ?? [];
    if (rest !== '/wp-json/wp/v2/posts') return json(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    if (site === 'broken') return json(500, { code: 'internal_server_error', message: 'There has been a critical error on this website.' });
    if (site === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end('<html><body>Maintenance</body></html>');
    }
    if (site === 'slow') return void hanging.add(res);
    if (site !== 'site') return json(404, { code: 'rest_no_route' });

    const slug = url.searchParams.get('slug');
    const matching = slug === null ? posts : posts.filter((p) => p.slug === slug);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    if (!(perPage >= 1 && perPage <= 100)) return json(400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): per_page' });
    const totalPages = Math.ceil(matching.length / perPage);
    if (page > Math.max(1, totalPages)) {
      return json(400, { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.' });
    }
    json(200, matching.slice((page - 1) * perPage, page * perPage), { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': String(totalPages) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (site: 'site' | 'broken' | 'garbage' | 'slow' | 'missing') => `http://127.0.0.1:${port}/${site}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
