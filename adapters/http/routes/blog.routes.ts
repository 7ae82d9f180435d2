import Router from '@koa/router';
import type { Context } from 'koa';
import type { BlogPostSummary, BlogPostView } from '../../../application/ports/blog-source.js';
import type { PublishedPost, PublishedPostList, PublishedPostSummary } from '../../../domain/blog/blog-view.js';
import { BlogListQuery } from '../dtos/blog-query.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import { numericQuery } from '../dtos/share-query.dto.js';
import type { HttpDeps } from '../http-deps.js';

const summaryView = (p: BlogPostSummary): PublishedPostSummary => ({
  title: p.title,
  slug: p.slug,
  date: p.date.toISOString(),
  modified: p.modified.toISOString(),
  excerpt: p.excerpt,
  featuredImageUrl: p.featuredImageUrl,
  /** The same image with its size and narrower copies, for srcset (null without a featured image). */
  featuredImage: p.featuredImageUrl ? { url: p.featuredImageUrl, ...p.featuredImageSizes } : null,
});

const postView = (p: BlogPostView): PublishedPost => ({
  ...summaryView(p),
  content: p.html,
  seo: { title: p.seoTitle, description: p.seoDescription },
});

/** The public blog (docs/api.md "Blog"): published posts from the database or WordPress. */
export function blogRoutes({ services }: HttpDeps): Router {
  const router = new Router();

  router.get('/blog', async (ctx: Context) => {
    const query = await parseDto(BlogListQuery, numericQuery(ctx.query, ['page', 'limit']));
    const page = await services.listBlogPosts.execute(query);
    ctx.body = { ...page, posts: page.posts.map(summaryView) } satisfies PublishedPostList;
  });

  router.get('/blog/:slug', async (ctx: Context) => {
    ctx.body = postView(await services.readBlogPost.execute(String(ctx.params.slug ?? '')));
  });

  return router;
}
