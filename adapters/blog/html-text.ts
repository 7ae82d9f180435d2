import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, white space
 * collapsed. For excerpts and meta descriptions, which are plain text.
 */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|h[1-6]|li|blockquote|tr|figcaption)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    // Their text is not reading matter.
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'figcaption'],
  });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}

/** Excerpts on the list and the home page (a meta description is clipped shorter: application/seo). */
export const EXCERPT_LENGTH = 300;
