import type { Context, Next } from 'koa';
import send from 'koa-send';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves a built single-page app under `prefix`: files as they are (hashed assets cached for a year),
 * any other path gets index.html so the client router can answer it (history mode).
 */
export function spaMiddleware(root: string, prefix: string) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !underPrefix(ctx.path, prefix)) return next();
    // An unknown API or media path is a plain 404, never the app's page.
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return next();
    const rel = ctx.path.slice(prefix === '/' ? 0 : prefix.length) || '/';
    if (rel !== '/' && isFile(root, rel)) {
      const immutable = rel.startsWith('/assets/');
      await send(ctx, rel, { root, immutable, maxage: immutable ? 365 * 24 * 3600 * 1000 : 0 });
      return;
    }
    if (path.extname(rel) && !rel.endsWith('.html')) return next(); // a missing asset is a plain 404
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}

/** Stored media (avatars, listing photos) under /media. */
export function mediaMiddleware(root: string) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) return next();
    const rel = ctx.path.slice('/media'.length);
    if (!isFile(root, rel)) return next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    await send(ctx, rel, { root, maxage: 7 * 24 * 3600 * 1000 });
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
