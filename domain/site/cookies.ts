/**
 * The cookies the server and the public site both name. The session cookie is httpOnly (the browser's code
 * never reads it); the server sets it on login and sign-up (docs/api.md, docs/security.md).
 */
export const SESSION_COOKIE = 'wingshare_session';

/**
 * Set by the public site once a browser has seen the first-visit welcome
 * (web-public/src/features/takeover/takeover-flag.ts); without it, the server draws a signed-out page with
 * the welcome open.
 */
export const TAKEOVER_SEEN_COOKIE = 'wingshare_seen';
