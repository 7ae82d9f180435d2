import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../application/ports/html-sanitizer.js';

const ALIGN = [/^(left|right|center|justify)$/];

/**
 * The blog's rich text allow-list: what the console's editor writes (headings, paragraphs, emphasis,
 * lists, links, images, quotes, code, tables, text alignment) and nothing that runs: no script, style,
 * iframe, form or event attributes; links and images only over http(s) (links also mailto and tel) or
 * site-relative paths. Links that open a new tab get rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'sub', 'sup', 'small',
    'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
  },
};

export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  }
}
