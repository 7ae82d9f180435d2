import { maxLength, regex, required } from 'react-admin';

/*
 * The form refuses early what the server would refuse (POST/PUT /api/admin/blog-posts); the server
 * still decides, and its message is shown when it does (a slug another post uses, for one).
 */
export const validateTitle = [required(), maxLength(200, 'At most 200 characters')];
export const validateSlug = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single dashes only, e.g. spring-fly-in');

/** Search engines show about this much of a page title and description; longer text is cut. */
export const SEO_TITLE_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = 160;

/** "42 / 60 characters", with a warning past the length search engines show. */
export function characterCount(value: unknown, recommended: number): string {
  const n = typeof value === 'string' ? value.length : 0;
  const count = `${n} / ${recommended} characters`;
  return n > recommended ? `${count}: search engines cut what is past ${recommended}` : count;
}
