import { apiRead } from '../../../lib/api-client';
import type { PublishedPost, PublishedPostList } from '../../../../../domain/blog/blog-view';

/** GET /api/blog: one page of published posts, newest first. */
export const listBlogPosts = (page: number, limit: number) => apiRead<PublishedPostList>('/blog', { page, limit });

/** GET /api/blog/:slug: one published post (404 when there is none). */
export const getBlogPost = (slug: string) => apiRead<PublishedPost>(`/blog/${encodeURIComponent(slug)}`);
