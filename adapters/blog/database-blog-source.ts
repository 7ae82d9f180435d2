import type { BlogPostRepository } from '../../application/ports/blog-post.repository.js';
import type { BlogPostPage, BlogPostSummary, BlogPostView, BlogSource } from '../../application/ports/blog-source.js';
import type { Clock } from '../../application/ports/security.js';
import type { BlogPost } from '../../domain/blog/blog-post.js';
import { pageCount } from '../../domain/blog/pagination.js';
import { clipText } from '../../domain/site/clip-text.js';
import { EXCERPT_LENGTH, htmlToText } from './html-text.js';

/**
 * The default blog: posts written in the back office (PostgreSQL). Their HTML was sanitised when saved;
 * a post shows once it is published and its date has come.
 */
export class DatabaseBlogSource implements BlogSource {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly clock: Clock,
  ) {}

  async list({ page, perPage }: { page: number; perPage: number }): Promise<BlogPostPage> {
    const { items, total } = await this.posts.listPublished({ offset: (page - 1) * perPage, limit: perPage }, this.clock.now());
    return { posts: items.map(toSummary), total, totalPages: pageCount(total, perPage) };
  }

  async findBySlug(slug: string): Promise<BlogPostView | null> {
    const post = await this.posts.findPublishedBySlug(slug, this.clock.now());
    return post ? { ...toSummary(post), html: post.content } : null;
  }
}

function toSummary(p: BlogPost): BlogPostSummary {
  const excerpt = p.excerpt.trim() ? clipText(p.excerpt.trim(), EXCERPT_LENGTH) : clipText(htmlToText(p.content), EXCERPT_LENGTH);
  return {
    title: p.title,
    slug: p.slug,
    date: p.publishedAt ?? p.createdAt,
    modified: p.updatedAt,
    excerpt,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageSizes: p.featuredImageSizes ?? null,
    seoTitle: p.seoTitle.trim() || p.title,
    seoDescription: p.seoDescription.trim() || excerpt,
  };
}
