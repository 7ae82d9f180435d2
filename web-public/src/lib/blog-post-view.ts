import type { SizedImage } from '../../../domain/media/image-sizes';

/**
 * A blog post as the API answers it (docs/api.md "Blog"): dates as ISO strings. Shared because the home
 * page shows previews too.
 */
export interface BlogPostSummary {
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
export interface BlogPost extends BlogPostSummary {
  content: string;
  seo: { title: string; description: string };
}

/** A page of posts (GET /api/blog). */
export interface BlogPostList {
  posts: BlogPostSummary[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

