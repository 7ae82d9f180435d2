import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { BlogPostQuery, BlogPostRepository } from '../../application/ports/blog-post.repository.js';
import { BLOG_MESSAGES, type BlogPost, type BlogPostFields, type BlogPostStatus } from '../../domain/blog/blog-post.js';
import { conflict, notFound } from '../../domain/errors.js';
import { imageSizeSql, recordedSizes, type ImageSizeJson } from './image-sizes.sql.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row {
  id: number; title: string; slug: string; content: string; excerpt: string; featured_image_url: string | null;
  seo_title: string; seo_description: string; status: BlogPostStatus; published_at: Date | null;
  author_id: number | null; author_username: string | null; created_at: Date; updated_at: Date;
  featured_image_size: ImageSizeJson | null;
}

const SELECT = `select p.*, u.username as author_username, ${imageSizeSql('p.featured_image_url')} as featured_image_size
  from blog_posts p left join users u on u.id = p.author_id`;
const COLUMNS = ['title', 'slug', 'content', 'excerpt', 'featured_image_url', 'seo_title', 'seo_description', 'status', 'published_at'];
const SORT = { id: 'p.id', publishedAt: 'p.published_at', title: 'lower(p.title)', updatedAt: 'p.updated_at' } as const;

const values = (f: BlogPostFields) => [f.title, f.slug, f.content, f.excerpt, f.featuredImageUrl, f.seoTitle, f.seoDescription, f.status, f.publishedAt];

const toPost = (r: Row): BlogPost => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  content: r.content,
  excerpt: r.excerpt,
  featuredImageUrl: r.featured_image_url,
  featuredImageSizes: r.featured_image_url ? recordedSizes(r.featured_image_url, r.featured_image_size) : null,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
  status: r.status,
  publishedAt: r.published_at ? new Date(r.published_at) : null,
  authorId: r.author_id,
  authorUsername: r.author_username,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Blog posts in `blog_posts`; the unique slug index decides between two saves racing for one slug. */
export class PostgresBlogPostRepository implements BlogPostRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  async create(authorId: number, fields: BlogPostFields): Promise<BlogPost> {
    const [row] = await this.guard(() =>
      this.em.execute<{ id: number }[]>(
        `insert into blog_posts (author_id, ${COLUMNS.join(', ')}) values (?, ${COLUMNS.map(() => '?').join(', ')}) returning id`,
        [authorId, ...values(fields)],
      ),
    );
    return (await this.findById(row!.id))!;
  }

  async update(id: number, fields: BlogPostFields): Promise<BlogPost> {
    await this.guard(() =>
      this.em.execute(`update blog_posts set ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = now() where id = ?`, [...values(fields), id]),
    );
    const post = await this.findById(id);
    if (!post) throw notFound('Blog post not found');
    return post;
  }

  async delete(id: number): Promise<void> {
    await this.em.execute('delete from blog_posts where id = ?', [id]);
  }

  async findById(id: number): Promise<BlogPost | null> {
    const rows = await this.em.execute<Row[]>(`${SELECT} where p.id = ?`, [id]);
    return rows[0] ? toPost(rows[0]) : null;
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.em.execute<{ n: number }[]>('select count(*)::int as n from blog_posts where slug = ? and id <> ?', [slug, exceptId ?? 0]);
    return rows[0]!.n > 0;
  }

  async list(q: BlogPostQuery): Promise<{ items: BlogPost[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`p.id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push('(p.title ilike ? or p.slug ilike ?)');
      params.push(like, like);
    }
    if (q.status) {
      where.push('p.status = ?');
      params.push(q.status);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from blog_posts p ${clause}`, params);
    const rows = await this.em.execute<Row[]>(
      `${SELECT} ${clause} order by ${SORT[q.sort.field]} ${dir} nulls last, p.id ${dir} limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toPost), total };
  }

  async listPublished(page: { offset: number; limit: number }, now: Date): Promise<{ items: BlogPost[]; total: number }> {
    const clause = "where p.status = 'published' and p.published_at <= ?";
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from blog_posts p ${clause}`, [now]);
    const rows = await this.em.execute<Row[]>(`${SELECT} ${clause} order by p.published_at desc, p.id desc limit ? offset ?`, [now, page.limit, page.offset]);
    return { items: rows.map(toPost), total };
  }

  async findPublishedBySlug(slug: string, now: Date): Promise<BlogPost | null> {
    const rows = await this.em.execute<Row[]>(`${SELECT} where p.slug = ? and p.status = 'published' and p.published_at <= ?`, [slug, now]);
    return rows[0] ? toPost(rows[0]) : null;
  }

  private async guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw conflict(BLOG_MESSAGES.slugTaken);
      throw e;
    }
  }
}
