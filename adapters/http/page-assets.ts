import { escapeHtml } from './seo-html.js';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), by source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * What a server-rendered page needs besides what index.html links already: the styles of its page modules
 * (linked in the head, so the HTML is drawn styled at once) and their code (addresses, loaded with the start
 * code: start-after-paint.ts), so hydration does not wait for the main bundle to ask for them. The site's
 * build has one stylesheet (the entry's), so pages bring code only; a build with per-page styles would link
 * them here.
 */
export function pageAssets(manifest: BuildManifest, modules: string[]): { styleTags: string[]; code: string[] } {
  const inEntry = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  // What index.html links already: the entry's code and styles, and the start chunks its module preloads
  // name (the entry's dynamic imports: React, the router, the app; see web-public/vite.config.ts).
  const linked = (chunk: ManifestChunk) => {
    inEntry.add(chunk.file);
    for (const f of chunk.css ?? []) inEntry.add(f);
  };
  walk(manifest, ENTRY, linked);
  for (const start of manifest[ENTRY]?.dynamicImports ?? []) walk(manifest, start, linked);
  for (const module of modules) {
    walk(manifest, module, (chunk) => {
      if (!inEntry.has(chunk.file)) js.add(chunk.file);
      for (const f of chunk.css ?? []) if (!inEntry.has(f)) css.add(f);
    });
  }
  return {
    styleTags: [...css].map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
    code: [...js].map((f) => `/${f}`),
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">\n?\s*/g;
const FIRST_SCRIPT = /<script type="module"/;

/**
 * index.html with its built stylesheets inline, first in the head (before the scripts): a server-rendered
 * page is then drawn styled as soon as its HTML arrives, without a further round trip per stylesheet (on a
 * phone's connection, a few hundred milliseconds each). The site's one stylesheet is about 15 KB
 * compressed. A stylesheet that cannot be read (or that could close the element) stays a link.
 */
export async function withInlineStyles(html: string, readAsset: (file: string) => Promise<string | null>): Promise<string> {
  const styles: string[] = [];
  const kept: string[] = [];
  for (const [link, file] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readAsset(file!);
    if (css === null || /<\/style/i.test(css)) kept.push(link);
    else styles.push(`<style data-href="/${escapeHtml(file!)}">${css}</style>`);
  }
  if (!styles.length) return html;
  const without = html.replace(STYLESHEET_LINK, (link) => (kept.includes(link) ? link : ''));
  const at = without.search(FIRST_SCRIPT);
  return at < 0 ? without : `${without.slice(0, at)}${styles.join('\n    ')}\n    ${without.slice(at)}`;
}

/** A chunk and what it imports statically, each once, imports first (the order styles apply in). */
function walk(manifest: BuildManifest, key: string, visit: (chunk: ManifestChunk) => void, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, visit, seen);
  visit(chunk);
}
