import type { SizedImage } from '../media/image-sizes.js';

/**
 * The public blog as the API answers it (docs/api.md "Blog": its BlogPostSummary and BlogPost): dates as ISO
 * strings. Built by adapters/http/routes/blog.routes.ts from whichever source holds the posts, read by the
 * public site's blog and home pages.
 */

/** A post in a list (GET /api/blog), without its content. */
export interface PublishedPostSummary {
  title: string;
  slug: string;
  date: string;
  modified: string;
  /** Plain text. */
  excerpt: string;
  /** An http(s) address or a site path, or null (the card draws its default picture). */
  featuredImageUrl: string | null;
  /** The same image with its size and narrower copies when it is stored here (domain/media/image-sizes.ts). */
  featuredImage?: SizedImage | null;
}

/** A whole post (GET /api/blog/:slug); `content` is HTML the server has sanitised. */
export interface PublishedPost extends PublishedPostSummary {
  content: string;
  seo: { title: string; description: string };
}

/** A page of posts (GET /api/blog). */
export interface PublishedPostList {
  posts: PublishedPostSummary[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
