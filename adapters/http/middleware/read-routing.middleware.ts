import type { Context, Middleware, Next } from 'koa';
import type { ReadRouting } from '../../../application/ports/read-routing.js';
import type { AuthState } from '../session.js';

/**
 * The API reads a replica may serve (issue 43): what anyone may see, the same for every visitor. A signed-in
 * reader's own things (his bookings, requests, messages, account, his listings' edit views, payments, groups)
 * are read by other routes, from the primary.
 */
const PUBLIC_READS: RegExp[] = [
  /^\/api\/search$/, // the map search and the find page's lists
  /^\/api\/search\/count$/, // the home page's counts
  /^\/api\/airport\/shares$/, // the home map's listings per airport
  /^\/api\/share$/, // listings, and one listing's page (?id=)
  /^\/api\/instructor$/, // the professionals directory
  /^\/api\/instructor\/\d+$/, // a professional's card
];

const READING = new Set(['GET', 'HEAD']);

/** The keys a reader or writer is known by: his account when signed in, and his address (a visitor's browser). */
export function readerKeys(ctx: Context, before?: AuthState): string[] {
  const keys = [`ip:${ctx.ip}`];
  for (const auth of [before, ctx.state.auth as AuthState | undefined]) {
    const id = auth?.user?.id;
    if (id !== undefined && !keys.includes(`user:${id}`)) keys.push(`user:${id}`);
  }
  return keys;
}

/**
 * Inside the API's request scope, after the session is read: a public read is offered to the replicas; any
 * other method is a write, after which the writer's keys wait for a replica to replay it (read-your-writes).
 * Failed requests count too: one may have written before it failed.
 */
export function readRoutingMiddleware(routing: ReadRouting, logError: (message: string, error: unknown) => void): Middleware {
  return async (ctx: Context, next: Next) => {
    if (READING.has(ctx.method)) {
      if (PUBLIC_READS.some((r) => r.test(ctx.path))) return routing.publicRead(readerKeys(ctx), next);
      return next();
    }
    if (ctx.method === 'OPTIONS') return next();
    const before = ctx.state.auth as AuthState | undefined;
    try {
      await next();
    } finally {
      await routing.wrote(readerKeys(ctx, before)).catch((e) => logError('could not note a write for read-your-writes', e));
    }
  };
}
