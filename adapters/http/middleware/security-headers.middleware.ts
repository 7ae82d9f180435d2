import type { Context, Next } from 'koa';
import { START_LOADER_SOURCE } from '../pages/start-after-paint.js';

export interface SecurityHeaderSettings {
  publicUrl: string;
  /** The raster tile template of the maps (MAP_TILE_URL): its origin may serve images. */
  mapTileUrl: string | null;
  /** The WordPress site behind the blog (WORDPRESS_URL): its posts' images. */
  wordpressUrl: string | null;
  /** Stripe.js is loaded for the card form (Stripe mode with a publishable key). */
  stripe: boolean;
  /** Google reCAPTCHA is the sign-up check. */
  recaptcha: boolean;
  /** `npm run dev`: Vite serves inline scripts and HMR sockets, so no policy is sent. */
  dev: boolean;
}

// Players of the video links in listings and of the Videos page (domain/share/video-links.ts).
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The content security policy: the app's own scripts only (no inline script but the rendered pages' start
 * loader, allowed by its hash; no eval), plus what the configured services need. Inline styles stay allowed: React style props, OpenLayers, MUI/emotion in
 * the back office and the ALTCHA widget all write them. ALTCHA solves its proof of work in blob: workers.
 * Social login is plain navigation (links to /api/auth/...), which form-action does not govern.
 */
export function contentSecurityPolicy(s: SecurityHeaderSettings, frameAncestors: string): string {
  const tiles = s.mapTileUrl ? sourceOf(s.mapTileUrl) : null;
  const wordpress = s.wordpressUrl ? sourceOf(s.wordpressUrl) : null;
  const stripe = s.stripe;
  const recaptcha = s.recaptcha;
  const directives: Record<string, (string | null | false)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", START_LOADER_SOURCE, stripe && 'https://js.stripe.com', recaptcha && 'https://www.google.com/recaptcha/', recaptcha && 'https://www.gstatic.com/recaptcha/'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tiles, wordpress, stripe && 'https://*.stripe.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", tiles, stripe && 'https://api.stripe.com', recaptcha && 'https://www.google.com/recaptcha/'],
    'frame-src': [
      "'self'",
      ...VIDEO_PLAYERS,
      stripe && 'https://js.stripe.com',
      stripe && 'https://hooks.stripe.com',
      recaptcha && 'https://www.google.com/recaptcha/',
      recaptcha && 'https://recaptcha.google.com/recaptcha/',
    ],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources.filter(Boolean))].join(' ')}`);
  if (s.publicUrl.startsWith('https://')) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The CSP source of a URL or URL template: its scheme and host. A template's placeholder in the first
 * label of the host ("https://{a-c}.tile.example.org/{z}/{x}/{y}.png") becomes a wildcard.
 */
export function sourceOf(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, hostPort] = match as unknown as [string, string, string];
  const labels = hostPort.toLowerCase().split('.');
  if (labels.slice(1).some((l) => l.includes('{'))) return `${scheme}:`; // a placeholder deeper in the host: the scheme is all CSP can say
  if (labels[0]!.includes('{')) labels[0] = '*';
  if (!labels.every((l) => l === '*' || /^[a-z0-9-]+(:\d+)?$/.test(l))) return null;
  return `${scheme.toLowerCase()}://${labels.join('.')}`;
}

/**
 * The two pages made for other sites' iframes (docs/guide.md "The blog, search engines and embedding"), by their exact paths: any other path
 * ending in -frame (/admin/users-frame, the back office's page) is framed by the site alone (issue 34).
 */
export const EMBEDDABLE_PATHS: ReadonlySet<string> = new Set(['/landing-frame', '/map-frame']);

/**
 * Headers on every answer: the content security policy, HSTS on an https site, a restrictive
 * Permissions-Policy, COOP, no MIME sniffing, a cautious referrer. The two embeddable pages (the home and
 * the map, EMBEDDABLE_PATHS) may be framed by any site; everything else only by the site itself. A route may
 * set its own policy afterwards (the unsubscribe page does).
 */
export function securityHeadersMiddleware(s: SecurityHeaderSettings) {
  const policy = contentSecurityPolicy(s, "'self'");
  const framePolicy = contentSecurityPolicy(s, '*');
  const https = s.publicUrl.startsWith('https://');
  return async (ctx: Context, next: Next) => {
    const embeddable = EMBEDDABLE_PATHS.has(ctx.path);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!embeddable) ctx.set('X-Frame-Options', 'SAMEORIGIN');
    if (!s.dev) ctx.set('Content-Security-Policy', embeddable ? framePolicy : policy);
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), usb=(), midi=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000');
    await next();
  };
}
