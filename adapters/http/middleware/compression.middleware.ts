import type { Context, Next } from 'koa';
import compress from 'koa-compress';
import { Duplex, Stream } from 'node:stream';
import { constants, type BrotliOptions } from 'node:zlib';

/** Smaller answers are sent as they are: the bytes saved would not pay for the work (a 304, a short error). */
export const COMPRESSION_THRESHOLD = 1024;

/** zlib's own output piece: what a stream of unknown length (a CSV export, a sitemap) is compressed into. */
const STREAM_CHUNK = 16 * 1024;
/** The largest output piece of an answer whose length is known; a larger answer comes out in more pieces. */
const MAX_CHUNK = 128 * 1024;

/**
 * Compresses answers on the fly with brotli or gzip, as the browser's Accept-Encoding asks (brotli first):
 * API answers (JSON, CSV exports, sitemaps, streamed or not) and the pages the app renders, from 1 KB up.
 * Built files carrying their own twin (`Content-Encoding` already set by static.ts) are left alone, so nothing
 * is compressed twice; so are images, fonts and spreadsheets (compressed formats: the `compressible` list of
 * koa-compress's filter), HEAD requests, 204/304 and partial (206) answers, and `Cache-Control: no-transform`.
 * Every answer carries `Vary: Accept-Encoding`.
 *
 * Brotli at quality 4 costs about what gzip's default does and still compresses better; the top quality is
 * kept for the build (precompress-web.ts). No deflate (clients disagree on what it means) and no zstd (not
 * in Node 20's zlib; left out everywhere so the same answers come from every Node version).
 *
 * BREACH: an answer that sets a cookie (login, sign-up, logout: the session token is in their body) is
 * never compressed. See docs/security.md, "Compression and BREACH".
 */
export function compressionMiddleware() {
  const compressor = compress({
    threshold: COMPRESSION_THRESHOLD,
    br: (_type: string, size: number | undefined) => brotliOptionsFor(size),
    gzip: (_type: string, size: number | undefined) => ({ level: 6, chunkSize: chunkSizeFor(size) }),
    deflate: false,
    zstd: false,
  });
  return async (ctx: Context, next: Next) => {
    let source: unknown;
    await compressor(ctx, async () => {
      await next();
      if (ctx.response.get('Set-Cookie')) ctx.compress = false;
      // A JSON answer is serialized here, once: koa-compress asks its length against the threshold, and Koa's
      // length of an object body is the byte length of a JSON.stringify of its own (a 360 KB map search was
      // serialized twice). As bytes: the socket writes a string through a slower UTF-8 conversion (a 370 KB
      // search answer cost 1.2 ms more of CPU as a string). The Content-Type stays the JSON one Koa set with
      // the object.
      if (isJsonBody(ctx.body)) ctx.body = Buffer.from(JSON.stringify(ctx.body));
      source = ctx.body;
    });
    // koa-compress pipes a stream body into the compressor with pipe(), which does not pass an error on: a
    // source failing halfway (a sitemap or CSV export whose database goes away) would leave the answer open
    // forever. The compressor fails with it, so Koa cuts the connection, as it does for an uncompressed stream.
    const compressed = ctx.body;
    if (source instanceof Stream && compressed instanceof Duplex && compressed !== source) {
      source.once('error', (e) => compressed.destroy(e));
    }
  };
}

/**
 * The compressor's output piece for an answer of `size` bytes (undefined for a stream): as large as the answer,
 * so that a whole answer comes out of zlib in one piece and is written to the socket in one go. With zlib's
 * 16 KB pieces, a 360 KB map search (about 76 KB compressed) went through zlib's thread pool, the stream and the
 * socket in five or six rounds; in one piece the app spent about a fifth less CPU per wide search sent to a
 * browser, the same bytes (issue 17; bench/README.md).
 */
function chunkSizeFor(size: number | undefined): number {
  return size ? Math.min(Math.max(size, STREAM_CHUNK), MAX_CHUNK) : STREAM_CHUNK;
}

/**
 * Brotli at quality 4 for an answer of `size` bytes (undefined for a stream). An answer of known length also
 * tells the encoder its size, and gets a window just large enough to hold it (brotli's default is 4 MB): the
 * same bytes, but the encoder prepares less. Alone, in a quiet minute: a 2 KB answer cost 0.26 to 0.33 ms of CPU
 * with brotli's defaults and 0.13 to 0.16 ms told its size, in its own window; 8 KB 0.21 to 0.28 ms and 0.18 to
 * 0.20 ms.
 */
function brotliOptionsFor(size: number | undefined): BrotliOptions {
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: 4 };
  if (size) {
    params[constants.BROTLI_PARAM_SIZE_HINT] = size;
    // The window holds 2^lgwin - 16 bytes; brotli takes 10 to 24.
    params[constants.BROTLI_PARAM_LGWIN] = Math.min(Math.max(Math.ceil(Math.log2(size + 16)), constants.BROTLI_MIN_WINDOW_BITS), constants.BROTLI_MAX_WINDOW_BITS);
  }
  return { chunkSize: chunkSizeFor(size), params };
}

/** An object Koa would send as JSON: not a string, a Buffer, a stream or nothing. */
function isJsonBody(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !(body instanceof Stream) && !ArrayBuffer.isView(body);
}
