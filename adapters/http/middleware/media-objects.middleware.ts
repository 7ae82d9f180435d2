import type { Context, Next } from 'koa';
import type { Readable } from 'node:stream';

/** A stored file as an object store describes it; `body` only when it was asked for. */
export interface MediaObject {
  body: Readable | null;
  contentType: string;
  contentLength: number | null;
  etag: string | null;
  lastModified: Date | null;
  cacheControl: string;
}

/** Stored media kept in an object store (an S3 bucket) rather than under a local folder. */
export interface MediaObjects {
  /**
   * The object that `/media/<name>` stands for; null when the name is not one the store makes or nothing is
   * stored under it. Throws a DomainError 'unavailable' (503, Retry-After) when the store cannot be reached.
   */
  read(name: string, options: { body: boolean }): Promise<MediaObject | null>;
}

/**
 * Stored media under /media, read from an object store: GET and HEAD, with ETag and If-None-Match (304).
 * Unknown and malformed names fall through to a plain 404, like a missing local file. The security headers
 * are those of every answer (securityHeadersMiddleware), nosniff set here too, as mediaMiddleware does.
 */
export function mediaObjectsMiddleware(objects: MediaObjects) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) return next();
    const name = ctx.path.slice('/media/'.length);
    const ifNoneMatch = ctx.get('If-None-Match');
    // A HEAD, or a browser revalidating, is answered from the metadata: the bytes are fetched only to be sent.
    let object = await objects.read(name, { body: ctx.method === 'GET' && !ifNoneMatch });
    if (!object) return next();
    const unchanged = notModified(ifNoneMatch, object.etag);
    if (ctx.method === 'GET' && !unchanged && !object.body) {
      object = await objects.read(name, { body: true });
      if (!object) return next(); // removed in between
    }

    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', object.cacheControl);
    if (object.etag) ctx.set('ETag', object.etag);
    if (object.lastModified) ctx.lastModified = object.lastModified;
    if (unchanged) {
      object.body?.destroy();
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.type = object.contentType;
    if (object.contentLength !== null) ctx.length = object.contentLength;
    if (object.body) ctx.body = object.body;
  };
}

/** If-None-Match against the object's ETag, with the weak comparison RFC 9110 asks of it. */
function notModified(ifNoneMatch: string, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
