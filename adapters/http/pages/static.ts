import type { Context, Next } from 'koa';
import send from 'koa-send';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files whose name never stands for other bytes: browsers and caches keep them a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked about at each use (an ETag or Last-Modified makes that a 304, revalidation.middleware.ts). */
const REVALIDATE = 'no-cache';

/**
 * Serves a built single-page app under `prefix`: files as they are, any other path gets index.html so the
 * client router can answer it (history mode). Vite names everything under /assets/ by a hash of its
 * content, so those are immutable; the other files (index.html, the favicon) are revalidated.
 * A file with brotli or gzip twins (made by the build, precompress-web.ts) is sent as the twin the browser
 * accepts, with `Content-Encoding`, the twin's length and the file's own type.
 */
export function spaMiddleware(root: string, prefix: string) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !underPrefix(ctx.path, prefix)) return next();
    // An unknown API or media path is a plain 404, never the app's page.
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return next();
    const rel = ctx.path.slice(prefix === '/' ? 0 : prefix.length) || '/';
    if (rel !== '/' && isFile(root, rel)) {
      await sendBuilt(ctx, root, rel, rel.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return;
    }
    // A missing asset is a plain 404; so is anything under /assets/, which the request limit does not count.
    if ((path.extname(rel) && !rel.endsWith('.html')) || rel.startsWith('/assets/')) return next();
    await sendBuilt(ctx, root, '/index.html', REVALIDATE);
  };
}

async function sendBuilt(ctx: Context, root: string, rel: string, cacheControl: string) {
  ctx.set('Cache-Control', cacheControl); // koa-send keeps a Cache-Control already set
  // The answer depends on Accept-Encoding whenever a twin exists, whichever one this browser gets.
  if (isFile(root, `${rel}.br`) || isFile(root, `${rel}.gz`)) ctx.vary('Accept-Encoding');
  // koa-send sends `<file>.br` or `<file>.gz` when the browser accepts it and it exists (its brotli and gzip
  // options, on by default). It ignores Range: a range request gets the whole file, a 200, as RFC 9110 allows.
  await send(ctx, rel, { root });
}

/**
 * Stored media (avatars, listing photos) under /media. A stored name is never used again for other bytes
 * (a fresh UUID per file, written once), so they are immutable like the S3 store's (s3-media-store.ts).
 * Photos are compressed already: no twins are looked for.
 */
export function mediaMiddleware(root: string) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) return next();
    const rel = ctx.path.slice('/media'.length);
    if (!isFile(root, rel)) return next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', IMMUTABLE);
    await send(ctx, rel, { root, brotli: false, gzip: false });
  };
}

const underPrefix = (p: string, prefix: string) => prefix === '/' || p === prefix || p.startsWith(`${prefix}/`);

function isFile(root: string, rel: string): boolean {
  const full = path.resolve(root, `.${decodeSafe(rel)}`);
  if (!full.startsWith(path.resolve(root) + path.sep)) return false;
  return existsSync(full) && statSync(full).isFile();
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
