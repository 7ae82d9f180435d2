import type { ImageSizes } from '../../domain/media/image-sizes.js';

/**
 * Where the public blog's posts come from: the database (posts written in the back office, the default)
 * or a WordPress site (WORDPRESS_URL). Only published posts whose date has come are answered.
 * A source that cannot be reached throws an `unavailable` DomainError with a message for the reader.
 */
export interface BlogSource {
  /** One page of posts (without their content), newest first. `page` counts from 1; a page past the end answers no posts. */
  list(request: { page: number; perPage: number }): Promise<BlogPostPage>;
  findBySlug(slug: string): Promise<BlogPostView | null>;
}

/** A post in a list, whatever its source. */
export interface BlogPostSummary {
  title: string;
  slug: string;
  /** When it was published. */
  date: Date;
  /** Last changed (the sitemap's lastmod). */
  modified: Date;
  /** Plain text, a few sentences. */
  excerpt: string;
  /** An absolute http(s) address or a site path (/media/...), or null. */
  featuredImageUrl: string | null;
  /** Its sizes and narrower copies when it is an image stored here (none for a WordPress site's). */
  featuredImageSizes?: ImageSizes | null;
  /** For search engines and link previews: the post's SEO title and description, else its title and excerpt. */
  seoTitle: string;
  seoDescription: string;
}

/** A whole post, as its page shows it. */
export interface BlogPostView extends BlogPostSummary {
  /** Sanitised HTML, safe to put into the page as it is. */
  html: string;
}

export interface BlogPostPage {
  posts: BlogPostSummary[];
  /** Published posts in all. */
  total: number;
  totalPages: number;
}
