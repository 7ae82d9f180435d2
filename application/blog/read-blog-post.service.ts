import { notFound } from '../../domain/errors.js';
import type { BlogPostView, BlogSource } from '../ports/blog-source.js';

export const NO_SUCH_BLOG_POST = 'We could not find that blog post. It may have been moved or unpublished.';
/** WordPress and the console both keep slugs well under this. */
const MAX_SLUG_LENGTH = 200;

/** One published post by its slug (GET /blog/:slug and the page at /blog/{slug}); a 404 otherwise. */
export class ReadBlogPost {
  constructor(private readonly source: BlogSource) {}

  async execute(slug: string): Promise<BlogPostView> {
    const clean = slug.trim();
    // An address no post can have is answered without asking the source.
    const post = clean && clean.length <= MAX_SLUG_LENGTH && !/[\s/?#]/.test(clean) ? await this.source.findBySlug(clean) : null;
    if (!post) throw notFound(NO_SUCH_BLOG_POST);
    return post;
  }
}
