import { readLocalFlag, writeLocalFlag } from '../../lib/local-flag';

// The first-visit takeover (spec 2) is shown once per browser. The browser remembers it in a cookie, which
// the server reads to draw the takeover into the first page it renders (so it is part of the first paint,
// not a late pop-up over a page already read), and in localStorage, the spec's flag, still honoured.

/** localStorage key remembering that this browser has seen the takeover ("1"). */
export const TAKEOVER_SEEN_KEY = 'wingshare.takeover.seen';
/** The cookie with the same meaning; adapters/http/pages/pages.middleware.ts reads it by this name. */
export const TAKEOVER_SEEN_COOKIE = 'wingshare_seen';

/**
 * Whether the takeover may open over the page at `pathname`: the home page only (issue 34). A visitor who
 * followed a link to another page (a listing, a search, a blog post) came for that page, and a welcome over
 * it got in the way; the sign-up and reset pages and the frames were skipped before for the same reason.
 */
export const takeoverAllowedAt = (pathname: string): boolean => pathname === '/';

/** True when this browser has seen the takeover; `unavailable` when it can remember nothing. */
export function takeoverSeen(): boolean | 'unavailable' {
  if (document.cookie.split(';').some((c) => c.trim() === `${TAKEOVER_SEEN_COOKIE}=1`)) return true;
  return readLocalFlag(TAKEOVER_SEEN_KEY);
}

/** Remembers for a year that this browser has seen the takeover. */
export function markTakeoverSeen(): void {
  writeLocalFlag(TAKEOVER_SEEN_KEY);
  try {
    document.cookie = `${TAKEOVER_SEEN_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`;
  } catch {
    // Cookies are blocked: localStorage (when it works) still remembers.
  }
}
