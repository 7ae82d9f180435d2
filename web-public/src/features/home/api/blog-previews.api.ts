import type { PublishedPostList } from '../../../../../domain/blog/blog-view';
import { HOME_BLOG_POSTS } from '../../../../../domain/blog/pagination';
import { apiRead } from '../../../lib/api-client';

/** GET /api/blog: the newest posts for the home page's previews (spec 4 "Home": 5 blog posts). */
export const blogPreviews = apiRead<PublishedPostList>('/blog', { page: 1, limit: HOME_BLOG_POSTS });
