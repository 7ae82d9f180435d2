import { describe, expect, it } from 'vitest';
import { pageAssets, styleTag, withInlineStyles, type BuildManifest } from '../../../adapters/http/pages/page-assets.js';

// A build shaped like the site's (web-public/vite.config.ts): the entry with its own styles, the start chunks it
// imports dynamically (the app with its styles), and lazy pages with theirs, one of them through a shared chunk.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_app-1.js'], css: ['assets/cards-1.css'] },
  'src/faq.page.tsx': { file: 'assets/faq.page-1.js', imports: ['_app-1.js'], css: ['assets/info-1.css'] },
  'src/professionals.page.tsx': { file: 'assets/professionals.page-1.js', imports: ['_cards-1.js', '_app-1.js'], css: ['assets/professionals-1.css'] },
};

describe('pageAssets', () => {
  it("names a page's own stylesheets and code, not what index.html links already", () => {
    expect(pageAssets(MANIFEST, ['src/faq.page.tsx'])).toEqual({ styles: ['assets/info-1.css'], code: ['/assets/faq.page-1.js'] });
  });

  it('names a shared chunk\'s stylesheet before the page\'s own (the order they apply in), each once', () => {
    expect(pageAssets(MANIFEST, ['src/professionals.page.tsx', 'src/professionals.page.tsx'])).toEqual({
      styles: ['assets/cards-1.css', 'assets/professionals-1.css'],
      code: ['/assets/cards-1.js', '/assets/professionals.page-1.js'],
    });
  });

  it('names nothing for a page of the main bundle, or a module the build does not know', () => {
    expect(pageAssets(MANIFEST, ['src/boot.tsx', 'src/unknown.tsx'])).toEqual({ styles: [], code: [] });
  });
});

describe('styleTag', () => {
  it('puts the rules inline, naming the file (no link: the entry script adds one)', () => {
    const tag = styleTag('assets/info-1.css', '.faq-item{border:1px solid}');
    expect(tag).toBe('<style data-href="/assets/info-1.css">.faq-item{border:1px solid}</style>');
  });

  it('links a stylesheet it cannot read, or one that could close the element', () => {
    expect(styleTag('assets/a-1.css', null)).toBe('<link rel="stylesheet" crossorigin href="/assets/a-1.css">');
    expect(styleTag('assets/a-1.css', 'p{content:"</style><script>"}')).toBe('<link rel="stylesheet" crossorigin href="/assets/a-1.css">');
  });
});

describe('withInlineStyles', () => {
  const INDEX = [
    '<head>',
    '<title>Wingshare</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
    '</head>',
  ].join('\n');
  const files: Record<string, string> = { 'assets/index-1.css': 'body{margin:0}', 'assets/app-1.css': '.site-header{color:red}' };
  const read = async (file: string) => files[file] ?? null;

  it("puts index.html's stylesheets inline before its first script, in their order", async () => {
    const html = await withInlineStyles(INDEX, read);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    const base = html.indexOf('<style data-href="/assets/index-1.css">body{margin:0}</style>');
    const app = html.indexOf('<style data-href="/assets/app-1.css">.site-header{color:red}</style>');
    expect(base).toBeGreaterThan(html.indexOf('<title>'));
    expect(app).toBeGreaterThan(base);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(app);
  });

  it('keeps the link of a stylesheet it cannot read', async () => {
    const html = await withInlineStyles(INDEX, async (file) => (file.includes('app') ? null : files[file]!));
    expect(html).toContain('<style data-href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
  });

  it('leaves a page without a module script as it is', async () => {
    const plain = INDEX.replace(/<script[^\n]*\n/, '');
    expect(await withInlineStyles(plain, read)).toBe(plain);
  });
});
