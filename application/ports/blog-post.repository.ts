import type { BlogPost, BlogPostFields, BlogPostStatus } from '../../domain/blog/blog-post.js';

export interface BlogPostQuery {
  ids?: number[];
  /** Title or slug contains it. */
  q?: string;
  status?: BlogPostStatus;
  sort: { field: 'id' | 'publishedAt' | 'title' | 'updatedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Blog posts storage. create and update answer a conflict DomainError ("That slug is already used by
 * another post.") when another post has the slug, even when two saves race.
 */
export interface BlogPostRepository {
  create(authorId: number, fields: BlogPostFields): Promise<BlogPost>;
  update(id: number, fields: BlogPostFields): Promise<BlogPost>;
  delete(id: number): Promise<void>;
  findById(id: number): Promise<BlogPost | null>;
  slugTaken(slug: string, exceptId?: number): Promise<boolean>;
  list(query: BlogPostQuery): Promise<{ items: BlogPost[]; total: number }>;
  /** The public blog: published posts whose date has come, newest first. */
  listPublished(page: { offset: number; limit: number }, now: Date): Promise<{ items: BlogPost[]; total: number }>;
  findPublishedBySlug(slug: string, now: Date): Promise<BlogPost | null>;
}
