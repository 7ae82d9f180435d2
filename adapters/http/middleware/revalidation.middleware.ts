import type { Context, Next } from 'koa';
import { createHash } from 'node:crypto';
import { Stream } from 'node:stream';

/**
 * Answers a browser may keep are revalidated rather than sent again. A GET or HEAD answered 200 with text
 * or bytes (every page the app renders, whatever middleware renders it: the built index.html, the pages
 * with their own tags, server-rendered pages, robots.txt) gets a weak ETag of its content; a file gets one
 * of its length and modification time. When the request's If-None-Match (or If-Modified-Since) still
 * matches, the answer is a 304 without its body. HTML that sets no Cache-Control of its own gets `no-cache`:
 * kept, but asked about at every visit, so a new release shows at once for the price of a 304.
 *
 * Answers marked `no-store` (every API answer unless its route says otherwise: signed-in data) and JSON
 * objects are left alone. The ETags are weak because the compressed and uncompressed forms of an answer
 * share one (compression runs after this middleware, compression.middleware.ts): equal content, not bytes.
 */
export function revalidationMiddleware() {
  return async (ctx: Context, next: Next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.respond === false) return; // Vite's own answers (npm run dev)
    if (ctx.response.is('html') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
    if (ctx.status !== 200 || /\bno-store\b/i.test(ctx.response.get('Cache-Control'))) return;
    if (!ctx.response.get('ETag')) {
      const etag = etagOf(ctx);
      if (!etag) return;
      ctx.etag = etag;
    }
    if (ctx.fresh) {
      ctx.status = 304; // Koa drops the body (and closes a file stream)
      // A 304 describes the representation the cache holds; it names no coding of its own (static.ts sets one for a twin).
      ctx.remove('Content-Encoding');
    }
  };
}

function etagOf(ctx: Context): string | null {
  const body: unknown = ctx.body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
    return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
  }
  // A file sent by koa-send: its length and modification time are already in the headers.
  const { length, lastModified } = ctx.response;
  if (body instanceof Stream && Number.isInteger(length) && lastModified) {
    return `W/"${length.toString(16)}-${lastModified.getTime().toString(16)}"`;
  }
  return null;
}
