/** Cleans HTML written in the rich-text editor down to an allow-list of tags, attributes and URL schemes. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}
