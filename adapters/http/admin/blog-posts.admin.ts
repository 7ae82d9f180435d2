import type { SaveBlogPost } from '../../../application/admin/save-blog-post.service.js';
import type { BlogPostQuery, BlogPostRepository } from '../../../application/ports/blog-post.repository.js';
import { BLOG_POST_STATUSES, type BlogPost } from '../../../domain/blog/blog-post.js';
import { requireAdmin } from '../session.js';
import { choiceFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Blog posts written in the console; the public blog pages show the published ones. */
export function blogPostsResource(posts: BlogPostRepository, save: SaveBlogPost): AdminResource<BlogPost, BlogPostQuery['sort']['field']> {
  return {
    name: 'blog-posts',
    sortFields: ['id', 'publishedAt', 'title', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) =>
      posts.list({ ids, q: textFilter(filter, 'q'), status: choiceFilter(filter, 'status', BLOG_POST_STATUSES), sort, offset, limit }),
    getOne: (id) => posts.findById(id),
    create: (data, ctx) => save.execute(requireAdmin(ctx), data),
    update: (id, data, ctx) => save.execute(requireAdmin(ctx), data, id),
    delete: (id) => posts.delete(id),
  };
}
