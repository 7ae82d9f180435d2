import { BLOG_PAGE_SIZE, MAX_BLOG_PAGE_SIZE } from '../../domain/blog/pagination.js';
import type { BlogPostSummary, BlogSource } from '../ports/blog-source.js';

export interface BlogListPage {
  posts: BlogPostSummary[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The public blog list (GET /blog) and the home page's previews: one page of published posts, newest first. */
export class ListBlogPosts {
  constructor(private readonly source: BlogSource) {}

  async execute(request: { page?: number; limit?: number } = {}): Promise<BlogListPage> {
    const page = Math.max(1, Math.floor(request.page ?? 1));
    const limit = Math.min(MAX_BLOG_PAGE_SIZE, Math.max(1, Math.floor(request.limit ?? BLOG_PAGE_SIZE)));
    const { posts, total, totalPages } = await this.source.list({ page, perPage: limit });
    return { posts, page, limit, total, totalPages };
  }
}
