import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../adapters/blog/html-text.js';
import { SanitizeHtmlSanitizer } from '../../../adapters/blog/sanitize-html.sanitizer.js';
import { clipText } from '../../../domain/site/clip-text.js';

const sanitize = (html: string) => new SanitizeHtmlSanitizer().sanitize(html);

describe('blog HTML: what reaches the browser', () => {
  it('keeps the reading matter: headings, paragraphs, emphasis, lists, links, images, quotes, tables, alignment', () => {
    const html =
      '<h2>Checkout</h2><p style="text-align: center">A <strong>bold</strong> and <em>calm</em> <a href="https://faa.gov/x">link</a>.</p>' +
      '<ul><li>one</li></ul><blockquote>quote</blockquote><img src="https://cdn.example.com/p.jpg" alt="Plane" width="640">' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    // Only spelling changes: the style is normalised and void elements are closed.
    expect(sanitize(html)).toBe(html.replace('text-align: center', 'text-align:center').replace('width="640">', 'width="640" />'));
  });

  it('drops scripts, event attributes, iframes, forms, other styles and classes (WordPress markup too)', () => {
    const dirty =
      '<p class="wp-block" style="color:red;text-align:left" onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="https://x.example/a.png" onerror="alert(1)" srcset="https://x.example/b.png 2x">' +
      '<iframe src="https://www.youtube.com/embed/x"></iframe><form action="/x"><input name="a"></form><style>body{}</style>';
    const clean = sanitize(dirty);
    expect(clean).toBe('<p style="text-align:left">Hi</p><img src="https://x.example/a.png" />');
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|form|input|color|srcset|class/);
  });

  it('refuses javascript:, data: and protocol-relative addresses', () => {
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitize('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="mailto:ops@wingshare.test">mail</a>')).toBe('<a href="mailto:ops@wingshare.test">mail</a>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitize('<a href="https://a.example" target="_blank">a</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitize('<a href="https://a.example" target="_top" rel="opener">a</a>')).toBe('<a href="https://a.example">a</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitize('<p>5 &lt; 6 &amp; "quotes"</p>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
    expect(sanitize('<p><<img src=x onerror=alert(1)>></p>')).not.toContain('onerror');
  });
});

describe('plain text from HTML (excerpts, descriptions)', () => {
  it('drops tags, decodes entities, keeps words of separate blocks apart', () => {
    expect(htmlToText('<p>Fly&nbsp;more &amp; pay <b>less</b>&hellip;</p><p>Next</p>')).toBe('Fly more & pay less… Next');
    expect(htmlToText('<h2>Title</h2>Body<br>line<script>evil()</script>')).toBe('Title Body line');
    expect(htmlToText('Rock &#8217;n&#8217; roll &lt;3')).toBe('Rock ’n’ roll <3');
  });

  it('clips long text at a word with an ellipsis', () => {
    expect(clipText('short', 10)).toBe('short');
    expect(clipText('Partnerships of up to sixteen pilots', 20)).toBe('Partnerships of up…');
    expect(clipText('a  b\n c', 10)).toBe('a b c');
    expect(clipText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
