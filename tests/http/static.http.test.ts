import Koa from 'koa';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionMiddleware } from '../../adapters/http/middleware/compression.middleware.js';
import { revalidationMiddleware } from '../../adapters/http/middleware/revalidation.middleware.js';
import { precompressDirectory } from '../../scripts/precompress-web.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHOTO = 'shares/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.jpg';

/** Text that compresses (like real code) and is well over the 1 KB below which nothing is compressed. */
const lines = (make: (i: number) => string, n = 150) => Array.from({ length: n }, (_, i) => make(i)).join('\n');
const INDEX_HTML = `<!doctype html><html><head><title>Wingshare</title></head><body><div id="root"></div>\n${lines((i) => `<!-- filler ${i} -->`, 60)}\n</body></html>`;
const FILES: Record<string, string | Buffer> = {
  'index.html': INDEX_HTML,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  'assets/app-Ab12Cd34.js': lines((i) => `export const value${i} = ${i * 7};`),
  'assets/style-Ab12Cd34.css': lines((i) => `.card-${i} { margin: ${i}px; }`),
  'assets/basemap-Ab12Cd34.json': JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `Place ${i}`, lat: i / 3, lng: -i / 7 }))),
  'assets/icons-Ab12Cd34.svg': `<svg xmlns="http://www.w3.org/2000/svg">${lines((i) => `<circle cx="${i}" cy="${i}" r="2"/>`)}</svg>`,
  'assets/tiny-Ab12Cd34.js': 'export const tiny = 1;',
  'assets/plane-Ab12Cd34.png': Buffer.alloc(4000, 7),
};

let t: TestApp;
let publicDist: string;
let adminDist: string;
let server: Server;
beforeAll(async () => {
  publicDist = mkdtempSync(path.join(tmpdir(), 'wingshare-dist-'));
  for (const [name, content] of Object.entries(FILES)) write(publicDist, name, content);
  adminDist = mkdtempSync(path.join(tmpdir(), 'wingshare-admin-dist-'));
  write(adminDist, 'index.html', INDEX_HTML.replace('Wingshare', 'Wingshare back office'));
  write(adminDist, 'assets/admin-Ab12Cd34.js', lines((i) => `export const admin${i} = "${i}";`));
  // What the build does after Vite (build-web.ts).
  await precompressDirectory(publicDist);
  await precompressDirectory(adminDist);

  t = await startTestApp({}, { web: { publicDist, adminDist } });
  write(path.join(t.config.dataDir, 'media'), PHOTO, Buffer.alloc(5000, 3));
  server = http.createServer(t.composed.app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

function write(root: string, name: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read byte for byte, never decompressed (supertest inflates what it gets). */
function raw(target: Server | string, headers: Record<string, string> = {}, method = 'GET', url?: string): Promise<RawAnswer> {
  const s = typeof target === 'string' ? server : target;
  const requestPath = typeof target === 'string' ? target : url!;
  const { port } = s.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: requestPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: RawAnswer): Buffer => {
  const encoding = a.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(a.body);
  if (encoding === 'gzip') return gunzipSync(a.body);
  return a.body;
};

describe('serving the site beside the API', () => {
  it('answers the app page for client routes (history mode)', async () => {
    const res = await t.request.get('/account/basic');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Wingshare</title>');
  });

  it('answers a JSON 404 for an unknown API path, never the app page', async () => {
    const res = await t.request.get('/api/no-such-thing').set(V);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('answers a 404 for a missing media file or asset', async () => {
    expect((await t.request.get('/media/shares/nope.png')).status).toBe(404);
    expect((await t.request.get('/assets/missing.js')).status).toBe(404);
  });
});

describe('built files: compressed once by the build, sent as they are', () => {
  const BUILT: [url: string, app: 'public' | 'admin', file: string, type: RegExp][] = [
    ['/assets/app-Ab12Cd34.js', 'public', 'assets/app-Ab12Cd34.js', /^text\/javascript/],
    ['/assets/style-Ab12Cd34.css', 'public', 'assets/style-Ab12Cd34.css', /^text\/css/],
    ['/assets/basemap-Ab12Cd34.json', 'public', 'assets/basemap-Ab12Cd34.json', /^application\/json/],
    ['/assets/icons-Ab12Cd34.svg', 'public', 'assets/icons-Ab12Cd34.svg', /^image\/svg\+xml/],
    ['/', 'public', 'index.html', /^text\/html/],
    ['/admin/assets/admin-Ab12Cd34.js', 'admin', 'assets/admin-Ab12Cd34.js', /^text\/javascript/],
  ];

  it.each(BUILT)('sends %s as its .br or .gz twin, by Accept-Encoding, with its own type and the twin\'s length', async (url, app, name, type) => {
    const file = path.join(app === 'public' ? publicDist : adminDist, name);
    const original = readFileSync(file);
    for (const [accept, encoding, twin] of [['gzip, deflate, br, zstd', 'br', '.br'], ['gzip, deflate', 'gzip', '.gz']] as const) {
      const res = await raw(url, { 'Accept-Encoding': accept });
      expect(res.status, `${url} ${accept}`).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.equals(readFileSync(file + twin))).toBe(true); // the build's bytes, not compressed again
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(original.length / 2);
      expect(decode(res).equals(original)).toBe(true);
    }
    const plain = await raw(url); // no Accept-Encoding: the file itself
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(original.length);
  });

  it('keeps hashed files of both apps a year, immutable', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js', '/assets/basemap-Ab12Cd34.json', '/assets/plane-Ab12Cd34.png', '/assets/tiny-Ab12Cd34.js', '/admin/assets/admin-Ab12Cd34.js']) {
      expect((await raw(url, { 'Accept-Encoding': 'br' })).headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('leaves small files and images as they are', async () => {
    for (const url of ['/assets/tiny-Ab12Cd34.js', '/assets/plane-Ab12Cd34.png', '/favicon.svg']) {
      const res = await raw(url, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body.equals(readFileSync(path.join(publicDist, url)))).toBe(true);
    }
  });

  it('answers a HEAD with the headers of the GET and no body', async () => {
    const get = await raw('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    const head = await raw('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'cache-control', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('answers a Range request with the whole file (ranges are not served)', async () => {
    const res = await raw('/assets/app-Ab12Cd34.js', { Range: 'bytes=0-9' });
    expect(res.status).toBe(200);
    expect(res.body.equals(readFileSync(path.join(publicDist, 'assets/app-Ab12Cd34.js')))).toBe(true);
  });
});

describe('pages: revalidated with an ETag', () => {
  it.each(['/', '/find', '/admin/', '/favicon.svg'])('%s is kept but asked about each time: no-cache, ETag, then a 304 without a body', async (url) => {
    for (const accept of ['br', 'gzip', '']) {
      const first = await raw(url, accept ? { 'Accept-Encoding': accept } : {});
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await raw(url, { 'If-None-Match': etag, ...(accept ? { 'Accept-Encoding': accept } : {}) });
      expect(again.status, `${url} ${accept}`).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      const other = await raw(url, { 'If-None-Match': 'W/"something-else"', ...(accept ? { 'Accept-Encoding': accept } : {}) });
      expect(other.status).toBe(200);
    }
  });

  it('gives HTML the app renders itself (the blog\'s tags) an ETag of its content, and compresses it on the fly', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']]) {
      const res = await raw('/blog', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res).toString()).toContain('<meta property="og:title"');
      expect(res.headers['cache-control']).toBe('no-cache');
      const again = await raw('/blog', { 'Accept-Encoding': accept, 'If-None-Match': res.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // The same content: the same (weak) ETag, whatever the coding.
    expect((await raw('/blog')).headers.etag).toBe((await raw('/blog', { 'Accept-Encoding': 'br' })).headers.etag);
  });
});

describe('media: immutable, never compressed again', () => {
  it('serves a stored photo a year, immutable, as it is, with an ETag and a 304', async () => {
    const res = await raw(`/media/${PHOTO}`, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(5000);
    expect((await raw(`/media/${PHOTO}`, { 'If-None-Match': res.headers.etag! })).status).toBe(304);
    const head = await raw(`/media/${PHOTO}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('5000');
  });
});

describe('API answers: compressed on the fly from 1 KB, private ones never kept', () => {
  it('compresses a JSON answer with brotli or gzip, and keeps it out of caches', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']]) {
      const res = await raw('/api/airport?q=lou', { ...V, 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      const json = decode(res).toString();
      expect(json.length).toBeGreaterThan(1024);
      expect(res.body.length).toBeLessThan(json.length);
      expect(JSON.parse(json)[0]).toHaveProperty('locationId');
    }
    const plain = await raw('/api/airport?q=lou', V);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Array.isArray(JSON.parse(plain.body.toString()))).toBe(true);
    const head = await raw('/api/airport?q=lou', { ...V, 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('sends small answers (under 1 KB) as they are', async () => {
    const res = await raw('/api/plans', { ...V, 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    const error = await raw('/api/plans', { 'Accept-Encoding': 'br, gzip' });
    expect(error.status).toBe(400);
    expect(error.headers['content-encoding']).toBeUndefined();
  });

  it('streams a compressed sitemap', async () => {
    const res = await raw('/sitemap-pages.xml', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(decode(res).toString()).toMatch(/<urlset[^]*<\/urlset>\n$/);
  });

  it('never compresses an answer that sets the session cookie (its token is in the body), and keeps signed-in answers out of caches', async () => {
    const user = { firstname: 'Ada', lastname: 'Pilot', email: 'ada.delivery@example.com', username: 'ada_delivery', password: 'correct-horse', bio: Array(200).fill('I fly.').join(' ') };
    const agent = t.agent();
    const signUp = await agent.post('/api/user').set(V).set('Accept-Encoding', 'gzip, br').field('user', JSON.stringify(user));
    expect(signUp.status).toBe(201);
    expect(signUp.headers['set-cookie']).toBeDefined();
    expect(signUp.body.token).toEqual(expect.any(String));
    expect(Number(signUp.headers['content-length'])).toBeGreaterThan(1024);
    expect(signUp.headers['content-encoding']).toBeUndefined();

    const me = await agent.get('/api/user').set(V).set('Accept-Encoding', 'gzip, br');
    expect(me.status).toBe(200);
    expect(me.body.bio).toBe(user.bio);
    expect(me.headers['content-encoding']).toBe('br'); // the same profile, without a secret, is compressed
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

/** Like a map search over 2000 km: 6,000 airports' numbers, some 320 KB that compress to about 80 KB. */
const MAP_ANSWER = (() => {
  let seed = 17;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { airportCounts: Array.from({ length: 6000 }, (_, i) => ({ id: i + 1, lat: Math.round((30 + next() * 10) * 1e4) / 1e4, long: Math.round((-80 - next() * 20) * 1e4) / 1e4, share: Math.floor(next() * 500) })) };
})();
/** A small API answer (about 2 KB): most of them are. */
const SMALL_ANSWER = { airportCounts: MAP_ANSWER.airportCounts.slice(0, 40) };

/**
 * The pieces of a chunked answer, as they came over the socket (Node's client joins them): each piece is one
 * write of the server's.
 */
function chunkedPieces(s: Server, path: string, headers: Record<string, string>): Promise<Buffer[]> {
  const { port } = s.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${lines}\r\n`);
    });
    socket.on('data', (c: Buffer) => parts.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(parts);
      let at = all.indexOf('\r\n\r\n') + 4;
      if (!/transfer-encoding: chunked/i.test(all.subarray(0, at).toString())) return reject(new Error(`not a chunked answer: ${all.subarray(0, at)}`));
      const pieces: Buffer[] = [];
      for (;;) {
        const lineEnd = all.indexOf('\r\n', at);
        const size = parseInt(all.subarray(at, lineEnd).toString(), 16);
        if (!size) break;
        pieces.push(all.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      resolve(pieces);
    });
  });
}

/** The window a brotli stream declares in its first bits (RFC 7932, 9.1): the decoder keeps 2^bits - 16 bytes. */
function brotliWindowBits(stream: Buffer): number {
  const bits = stream[0]! | (stream[1]! << 8);
  if (!(bits & 1)) return 16;
  const high = (bits >> 1) & 7;
  if (high) return 17 + high;
  const low = (bits >> 4) & 7;
  return low ? 8 + low : 17;
}

describe('the compression and revalidation middlewares on their own (any page a middleware renders)', () => {
  let app: Server;
  beforeAll(async () => {
    const koa = new Koa();
    koa.use(compressionMiddleware());
    koa.use(revalidationMiddleware());
    koa.use(async (ctx) => {
      if (ctx.path === '/map-answer') ctx.body = MAP_ANSWER;
      if (ctx.path === '/small-answer') ctx.body = SMALL_ANSWER;
      if (ctx.path === '/page') ctx.body = `<!doctype html><title>Rendered</title>${'<p>Server-rendered text</p>'.repeat(100)}`;
      if (ctx.path === '/broken-stream') {
        ctx.type = 'text/csv';
        ctx.body = Readable.from((async function* () {
          yield `${'a,b,c\n'.repeat(500)}`;
          await new Promise((r) => setTimeout(r, 50));
          throw new Error('the database went away');
        })());
      }
    });
    koa.on('error', () => undefined);
    app = http.createServer(koa.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => app.once('listening', resolve));
  });
  afterAll(async () => {
    app?.closeAllConnections();
    await new Promise((resolve) => app?.close(resolve));
  });

  it('gives a rendered page no-cache, an ETag, a 304 and compression without the page asking', async () => {
    const res = await raw(app, { 'Accept-Encoding': 'br' }, 'GET', '/page');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res).toString()).toContain('<title>Rendered</title>');
    const again = await raw(app, { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.etag! }, 'GET', '/page');
    expect(again.status).toBe(304);
  });

  it('compresses a large answer of known length in one piece, not in zlib\'s 16 KB ones (issue 17)', async () => {
    for (const encoding of ['br', 'gzip']) {
      const pieces = await chunkedPieces(app, '/map-answer', { 'Accept-Encoding': encoding });
      const body = Buffer.concat(pieces);
      expect(body.length).toBeGreaterThan(48 * 1024); // several of zlib's own pieces
      expect(JSON.parse(decode({ status: 200, headers: { 'content-encoding': encoding }, body }).toString())).toEqual(MAP_ANSWER);
      // Before, brotli gave five pieces of 16 KB. Gzip's deflate hands over what it has when the answer is
      // written and the rest at its end: two pieces.
      expect(pieces.length, encoding).toBe(encoding === 'br' ? 1 : 2);
    }
  });

  it('gives brotli a window just large enough for the answer (a 4 MB one by default)', async () => {
    for (const [url, expected] of [['/small-answer', SMALL_ANSWER], ['/map-answer', MAP_ANSWER]] as const) {
      const res = await raw(app, { 'Accept-Encoding': 'br' }, 'GET', url);
      expect(res.headers['content-encoding']).toBe('br');
      const plain = decode(res);
      expect(JSON.parse(plain.toString())).toEqual(expected);
      const window = 2 ** brotliWindowBits(res.body) - 16;
      expect(window, url).toBeGreaterThanOrEqual(plain.length);
      expect(window / 2, url).toBeLessThan(plain.length);
    }
  });

  it('cuts the connection when a compressed stream fails halfway, instead of leaving it open', async () => {
    await expect(raw(app, { 'Accept-Encoding': 'gzip' }, 'GET', '/broken-stream')).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
  });
});
