import { BLOG_MESSAGES, blogPostErrors, slugify, toBlogPostFields, type BlogPost, type BlogPostInput } from '../../domain/blog/blog-post.js';
import { assertValid, conflict, notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { BlogPostRepository } from '../ports/blog-post.repository.js';
import type { HtmlSanitizer } from '../ports/html-sanitizer.js';
import type { Clock } from '../ports/security.js';

export const NO_SUCH_POST = 'No blog post with that id';
const EDITABLE = ['title', 'slug', 'content', 'excerpt', 'featuredImageUrl', 'seoTitle', 'seoDescription', 'status', 'publishedAt'] as const;

/**
 * Writes a blog post (create without id, edit with one). An edit keeps what it does not send. The HTML
 * is sanitised before it is stored; an empty slug is made from the title (with -2, -3... when taken),
 * while a slug typed by staff that another post has is refused.
 */
export class SaveBlogPost {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly sanitizer: HtmlSanitizer,
    private readonly clock: Clock,
  ) {}

  async execute(author: User, input: BlogPostInput, id?: number): Promise<BlogPost> {
    const current = id === undefined ? null : await this.posts.findById(id);
    if (id !== undefined && !current) throw notFound(NO_SUCH_POST);
    const merged: BlogPostInput = current ? { ...asInput(current) } : {};
    for (const key of EDITABLE) if (input[key] !== undefined) merged[key] = input[key];
    assertValid(blogPostErrors(merged));

    const fields = toBlogPostFields(merged, this.clock.now());
    fields.content = this.sanitizer.sanitize(fields.content);
    if (fields.slug) {
      if (await this.posts.slugTaken(fields.slug, id)) throw conflict(BLOG_MESSAGES.slugTaken);
    } else {
      fields.slug = await this.freeSlug(slugify(fields.title), id);
    }
    return current ? this.posts.update(current.id, fields) : this.posts.create(author.id, fields);
  }

  private async freeSlug(base: string, exceptId?: number): Promise<string> {
    for (let n = 1; n < 1000; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.posts.slugTaken(slug, exceptId))) return slug;
    }
    throw conflict(BLOG_MESSAGES.slugTaken);
  }
}

function asInput(p: BlogPost): BlogPostInput {
  return {
    title: p.title, slug: p.slug, content: p.content, excerpt: p.excerpt, featuredImageUrl: p.featuredImageUrl,
    seoTitle: p.seoTitle, seoDescription: p.seoDescription, status: p.status, publishedAt: p.publishedAt?.toISOString() ?? null,
  };
}
