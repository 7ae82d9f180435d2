import type { ImageSizes } from '../media/image-sizes.js';
import { usNumber } from '../text/us-format.js';

/**
 * Blog posts written in the back office and shown on the public blog pages. The rules and their messages
 * live here once: the console runs them in the browser, the server on save.
 */
export type BlogPostStatus = 'draft' | 'published';
export const BLOG_POST_STATUSES: readonly BlogPostStatus[] = ['draft', 'published'];

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  content: string;
  excerpt: string;
  featuredImageUrl: string | null;
  /** The featured image's sizes and copies when it is a stored image (domain/media/image-sizes.ts). */
  featuredImageSizes?: ImageSizes | null;
  seoTitle: string;
  seoDescription: string;
  status: BlogPostStatus;
  publishedAt: Date | null;
  authorId: number | null;
  authorUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the console sends, unchecked. */
export interface BlogPostInput {
  title?: unknown;
  slug?: unknown;
  content?: unknown;
  excerpt?: unknown;
  featuredImageUrl?: unknown;
  seoTitle?: unknown;
  seoDescription?: unknown;
  status?: unknown;
  publishedAt?: unknown;
}

/** A checked post, ready to store (the slug may still be empty: the service makes one from the title). */
export interface BlogPostFields {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImageUrl: string | null;
  seoTitle: string;
  seoDescription: string;
  status: BlogPostStatus;
  publishedAt: Date | null;
}

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  content: 150_000,
  excerpt: 1000,
  featuredImageUrl: 2000,
  seoTitle: 200,
  seoDescription: 500,
} as const;

export const BLOG_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title may be at most ${BLOG_LIMITS.title} characters long`,
  slugInvalid: 'The slug may only contain lowercase letters, digits and dashes',
  slugTooLong: `The slug may be at most ${BLOG_LIMITS.slug} characters long`,
  slugUnmakeable: 'Please enter a slug: the title has no letters or digits to make one from',
  slugTaken: 'That slug is already used by another post.',
  contentTooLong: `The content may be at most ${usNumber(BLOG_LIMITS.content)} characters long`,
  excerptTooLong: `The excerpt may be at most ${usNumber(BLOG_LIMITS.excerpt)} characters long`,
  seoTitleTooLong: `The SEO title may be at most ${BLOG_LIMITS.seoTitle} characters long`,
  seoDescriptionTooLong: `The SEO description may be at most ${BLOG_LIMITS.seoDescription} characters long`,
  featuredImageInvalid: 'The featured image must be an http(s) address or an uploaded image',
  statusInvalid: 'The status must be draft or published',
  publishedAtInvalid: 'The publish date must be a date',
  notText: (label: string) => `The ${label} must be text`,
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_URL_PATTERN = /^(?:https?:\/\/[^\s"'<>]+|\/media\/[A-Za-z0-9/_.-]+)$/;

/** "Flying the Cirrus SR22: a first look!" -> "flying-the-cirrus-sr22-a-first-look". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slug - 4) // room for a "-123" suffix when the slug is taken
    .replace(/-+$/, '');
}

const optionalText = (value: unknown, label: string, max: number, tooLong: string, errors: string[]) => {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') errors.push(BLOG_MESSAGES.notText(label));
  else if (value.length > max) errors.push(tooLong);
};

/** Every message for a post as it would be saved (an edit merges the stored post with what was sent first). */
export function blogPostErrors(input: BlogPostInput): string[] {
  const errors: string[] = [];
  if (input.title !== undefined && input.title !== null && typeof input.title !== 'string') errors.push(BLOG_MESSAGES.notText('title'));
  else if (typeof input.title !== 'string' || !input.title.trim()) errors.push(BLOG_MESSAGES.titleRequired);
  else if (input.title.trim().length > BLOG_LIMITS.title) errors.push(BLOG_MESSAGES.titleTooLong);

  if (input.slug !== undefined && input.slug !== null) {
    if (typeof input.slug !== 'string') errors.push(BLOG_MESSAGES.notText('slug'));
    else if (input.slug.trim().length > BLOG_LIMITS.slug) errors.push(BLOG_MESSAGES.slugTooLong);
    else if (input.slug.trim() && !SLUG_PATTERN.test(input.slug.trim())) errors.push(BLOG_MESSAGES.slugInvalid);
    else if (!input.slug.trim() && typeof input.title === 'string' && input.title.trim() && !slugify(input.title)) {
      errors.push(BLOG_MESSAGES.slugUnmakeable);
    }
  } else if (typeof input.title === 'string' && input.title.trim() && !slugify(input.title)) {
    errors.push(BLOG_MESSAGES.slugUnmakeable);
  }

  optionalText(input.content, 'content', BLOG_LIMITS.content, BLOG_MESSAGES.contentTooLong, errors);
  optionalText(input.excerpt, 'excerpt', BLOG_LIMITS.excerpt, BLOG_MESSAGES.excerptTooLong, errors);
  optionalText(input.seoTitle, 'SEO title', BLOG_LIMITS.seoTitle, BLOG_MESSAGES.seoTitleTooLong, errors);
  optionalText(input.seoDescription, 'SEO description', BLOG_LIMITS.seoDescription, BLOG_MESSAGES.seoDescriptionTooLong, errors);

  const image = input.featuredImageUrl;
  if (image !== undefined && image !== null && image !== '') {
    if (typeof image !== 'string' || image.length > BLOG_LIMITS.featuredImageUrl || !IMAGE_URL_PATTERN.test(image.trim()) || image.includes('..')) {
      errors.push(BLOG_MESSAGES.featuredImageInvalid);
    }
  }
  if (input.status !== undefined && !(BLOG_POST_STATUSES as readonly unknown[]).includes(input.status)) errors.push(BLOG_MESSAGES.statusInvalid);
  const at = input.publishedAt;
  if (at !== undefined && at !== null && at !== '') {
    if (typeof at !== 'string' || at.length > 40 || Number.isNaN(Date.parse(at))) errors.push(BLOG_MESSAGES.publishedAtInvalid);
  }
  return errors;
}

/**
 * A valid input, normalised. A published post without a date is published now; a draft keeps the date it
 * was given (a planned publish date) or none.
 */
export function toBlogPostFields(input: BlogPostInput, now: Date): BlogPostFields {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const status = (input.status as BlogPostStatus | undefined) ?? 'draft';
  const given = typeof input.publishedAt === 'string' && input.publishedAt.trim() ? new Date(input.publishedAt) : null;
  return {
    title: text(input.title),
    slug: text(input.slug),
    content: typeof input.content === 'string' ? input.content : '',
    excerpt: text(input.excerpt),
    featuredImageUrl: text(input.featuredImageUrl) || null,
    seoTitle: text(input.seoTitle),
    seoDescription: text(input.seoDescription),
    status,
    publishedAt: given ?? (status === 'published' ? now : null),
  };
}
