import { isIP } from 'node:net';
import type { Context, Next } from 'koa';
import type { RateLimits } from '../../../application/ports/rate-limits.js';
import type { AuthState } from '../session.js';

/**
 * The client a per-IP limit counts: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber gets a whole /64, so counting single IPv6 addresses would let anyone rotate past a limit).
 * With TRUST_PROXY, ctx.ip is the address the proxy reports.
 */
export function clientKey(ctx: Context): string {
  const ip = ctx.ip.startsWith('::ffff:') && isIP(ctx.ip.slice(7)) === 4 ? ctx.ip.slice(7) : ctx.ip;
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

// Built files with hashed names and stored media: cacheable, and a page of listings asks for dozens of
// them, so they do not count toward the overall limit (a CDN serves them in production).
const UNCOUNTED = /^\/(assets|admin\/assets|media)\//;

/**
 * The overall limit: requests per client IP (requestsPerIp), answered 429 with Retry-After when over.
 * With Vite's dev server (`npm run dev`) only API calls count: a page there is hundreds of module requests.
 */
export function requestLimitMiddleware(limits: RateLimits, options: { dev?: boolean } = {}) {
  return async (ctx: Context, next: Next) => {
    const counted = options.dev ? ctx.path === '/api' || ctx.path.startsWith('/api/') : !UNCOUNTED.test(ctx.path);
    if (counted) await limits.consume('requestsPerIp', clientKey(ctx));
    await next();
  };
}

/**
 * Uploads per signed-in user (uploadsPerUser): a multipart request is refused before its body is read
 * when the user has no uploads left, and counts once it has carried at least one file (the forms always
 * send multipart, so a profile saved without a new picture is not an upload). Runs after the session is read.
 */
export function uploadLimitMiddleware(limits: RateLimits) {
  return async (ctx: Context, next: Next) => {
    const user = (ctx.state.auth as AuthState | undefined)?.user;
    if (!user || ctx.method === 'GET' || ctx.method === 'HEAD' || !ctx.is('multipart/form-data')) return next();
    const key = String(user.id);
    await limits.check('uploadsPerUser', key);
    try {
      await next();
    } finally {
      if (carriedFiles(ctx)) await limits.record('uploadsPerUser', key);
    }
  };
}

/** multer leaves what it read on the Node request: `file` (single) or `files` (array or by field). */
function carriedFiles(ctx: Context): boolean {
  const req = ctx.req as unknown as { file?: unknown; files?: unknown[] | Record<string, unknown[]> };
  if (req.file) return true;
  if (Array.isArray(req.files)) return req.files.length > 0;
  return !!req.files && Object.values(req.files).some((list) => list.length > 0);
}
