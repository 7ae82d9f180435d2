import { apiRead } from '../../../lib/api-client';
import type { BlogPost, BlogPostList } from '../../../lib/blog-post-view';

/** GET /api/blog: one page of published posts, newest first. */
export const listBlogPosts = (page: number, limit: number) => apiRead<BlogPostList>('/blog', { page, limit });

/** GET /api/blog/:slug: one published post (404 when there is none). */
export const getBlogPost = (slug: string) => apiRead<BlogPost>(`/blog/${encodeURIComponent(slug)}`);
