import type { Validator } from 'react-admin';
import { BLOG_MESSAGES, blogPostErrors, type BlogPostInput } from '../../../domain/blog/blog-post';

type Field = keyof BlogPostInput;

// Which of the domain's messages belong under which field.
const FIELD_MESSAGES: Partial<Record<Field, string[]>> = {
  title: [BLOG_MESSAGES.titleRequired, BLOG_MESSAGES.titleTooLong],
  slug: [BLOG_MESSAGES.slugInvalid, BLOG_MESSAGES.slugTooLong, BLOG_MESSAGES.slugUnmakeable],
  excerpt: [BLOG_MESSAGES.excerptTooLong],
  seoTitle: [BLOG_MESSAGES.seoTitleTooLong],
  seoDescription: [BLOG_MESSAGES.seoDescriptionTooLong],
  publishedAt: [BLOG_MESSAGES.publishedAtInvalid],
};

const INPUT_FIELDS: Field[] = ['title', 'slug', 'content', 'excerpt', 'featuredImageUrl', 'seoTitle', 'seoDescription', 'status', 'publishedAt'];

/*
 * The form runs the server's own rules (domain/blog/blog-post.ts) on the whole post and shows, under each
 * field, the messages that concern it: it refuses what the server would and in the same words. The server
 * still decides: its message is shown when it refuses (a slug another post uses, for one).
 */
const domainRule =
  (field: Field): Validator =>
  (value: unknown, allValues: Record<string, unknown>) => {
    const input: BlogPostInput = Object.fromEntries(INPUT_FIELDS.map((f) => [f, allValues[f] ?? undefined]));
    input[field] = value ?? undefined;
    return blogPostErrors(input).find((message) => FIELD_MESSAGES[field]?.includes(message));
  };

export const validateTitle = domainRule('title');
export const validateSlug = domainRule('slug');
export const validateExcerpt = domainRule('excerpt');
export const validateSeoTitle = domainRule('seoTitle');
export const validateSeoDescription = domainRule('seoDescription');
export const validatePublishedAt = domainRule('publishedAt');

/** Search engines show about this much of a page title and description; longer text is cut. */
export const SEO_TITLE_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = 160;

/** "42 / 60 characters", with a warning past the length search engines show. */
export function characterCount(value: unknown, recommended: number): string {
  const n = typeof value === 'string' ? value.length : 0;
  const count = `${n} / ${recommended} characters`;
  return n > recommended ? `${count}: search engines cut what is past ${recommended}` : count;
}
