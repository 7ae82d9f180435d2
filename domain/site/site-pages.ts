/**
 * The public pages search engines may list (the sitemap), and the addresses of posts and listings.
 * The same paths are routes of web-public/src/app/router.tsx (a unit test checks each one is there);
 * pages behind a login, the wizard, password reset and the embeddable frames are left out.
 */
export const INDEXABLE_PAGES: readonly string[] = [
  '/', '/find', '/professionals', '/blog', '/signup',
  '/faq', '/company', '/our-story', '/our-team', '/how-it-works', '/feedback', '/costcalc', '/earningscalc',
  '/documents', '/investors', '/seeking', '/listing', '/insurance', '/announcements', '/coflyt', '/cirrus',
  '/videos', '/privacy', '/terms',
];

/** The sitemap protocol's limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** WordPress keeps non-ASCII slugs percent-encoded already ("%d1%84"): those escapes stay as they are. */
export const blogPostPath = (slug: string): string => `/blog/${slug.replace(/[^A-Za-z0-9\-._~%]/g, (c) => encodeURIComponent(c))}`;

/** A listing opens in the share modal over the home page (spec 2 "Share modal"). */
export const shareLinkPath = (id: number): string => `/?share=${id}`;
