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
 * What a server-rendered page needs besides what index.html links already (the entry's styles and code,
 * and the start chunks': React, the router, the app): the stylesheets of its page modules (built files, in
 * the order they apply, for the server to put inline: `styleTag`) and their code (addresses, loaded with the
 * start code: start-after-paint.ts), so hydration does not wait for the main bundle to ask for them.
 */
export function pageAssets(manifest: BuildManifest, modules: string[]): { styles: string[]; code: string[] } {
  const inEntry = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  // What index.html links already: the entry's code and styles, and the start chunks its module preloads
  // and stylesheet links name (the entry's dynamic imports: React, the router, the app; see
  // web-public/vite.config.ts).
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
  return { styles: [...css], code: [...js].map((f) => `/${f}`) };
}

/**
 * A built stylesheet (`assets/….css`) for a page's head: its rules inline, so the page is drawn styled as soon
 * as its HTML arrives, without a further round trip (on a phone's connection, a few hundred milliseconds).
 * `data-href` names the file: the site's entry script (web-public/src/main.tsx) adds a disabled link for it
 * before it imports any code, so that Vite's preload helper, which adds a chunk's stylesheets when its code
 * is imported and skips any file a stylesheet link already names, neither fetches nor applies the rules a
 * second time. The links are not in the HTML itself: a browser that ignored `disabled` would fetch each
 * file before its first paint, undoing the inlining. A stylesheet that cannot be read (null), or that could
 * close the element, stays an ordinary link.
 */
export function styleTag(file: string, css: string | null): string {
  const href = escapeHtml(`/${file}`);
  if (css === null || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}">`;
  return `<style data-href="${href}">${css}</style>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">\n?\s*/g;
const FIRST_SCRIPT = /<script type="module"/;

/**
 * index.html with its built stylesheets (the entry's and the app's) inline (`styleTag`), first in the head
 * (before the scripts).
 */
export async function withInlineStyles(html: string, readAsset: (file: string) => Promise<string | null>): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (!links.length || !FIRST_SCRIPT.test(html)) return html;
  const styles = await Promise.all(links.map(async ([, file]) => styleTag(file!, await readAsset(file!))));
  const without = html.replace(STYLESHEET_LINK, '');
  const at = without.search(FIRST_SCRIPT);
  return `${without.slice(0, at)}${styles.join('\n    ')}\n    ${without.slice(at)}`;
}

/** A chunk and what it imports statically, each once, imports first (the order styles apply in). */
function walk(manifest: BuildManifest, key: string, visit: (chunk: ManifestChunk) => void, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, visit, seen);
  visit(chunk);
}
