import type { Identifier } from 'react-admin';

export type BlogPostStatus = 'draft' | 'published';

/** A blog post written in the console, as GET /api/admin/blog-posts answers it (dates in ISO 8601). */
export interface BlogPost {
  id: Identifier;
  title: string;
  /** The address on the site, /blog/<slug>; made from the title when left empty. */
  slug: string;
  /** HTML, cleaned by the server when saved. */
  content: string;
  excerpt: string;
  featuredImageUrl: string | null;
  seoTitle: string;
  seoDescription: string;
  status: BlogPostStatus;
  /** Set to the moment of publishing when a post is published without a date. */
  publishedAt: string | null;
  authorId: Identifier;
  authorUsername: string;
  createdAt: string;
  updatedAt: string;
}

export type BlogPostFields = Pick<
  BlogPost,
  'title' | 'slug' | 'content' | 'excerpt' | 'featuredImageUrl' | 'seoTitle' | 'seoDescription' | 'status' | 'publishedAt'
>;

export const STATUS_CHOICES: { id: BlogPostStatus; name: string }[] = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
];

export const statusLabel = (post: Pick<BlogPost, 'status'>): string => (post.status === 'published' ? 'Published' : 'Draft');

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** What create and edit send: the fields staff write; the server sets the author and the timestamps. */
export const toBlogPostFields = (post: BlogPostFields): BlogPostFields => ({
  title: text(post.title),
  slug: text(post.slug),
  content: post.content ?? '',
  excerpt: text(post.excerpt),
  featuredImageUrl: post.featuredImageUrl || null,
  seoTitle: text(post.seoTitle),
  seoDescription: text(post.seoDescription),
  status: post.status === 'published' ? 'published' : 'draft',
  publishedAt: post.publishedAt || null,
});
