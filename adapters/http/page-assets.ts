import { escapeHtml } from './seo-html.js';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), by source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * The `<link>` tags a server-rendered page needs besides what index.html links already: the styles of
 * its page modules (so the HTML is drawn styled at once) and their code as module preloads (so hydration
 * does not wait for the main bundle to ask for them).
 */
export function pageAssetTags(manifest: BuildManifest, modules: string[]): string {
  const inEntry = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  walk(manifest, ENTRY, (chunk) => {
    inEntry.add(chunk.file);
    for (const f of chunk.css ?? []) inEntry.add(f);
  });
  for (const module of modules) {
    walk(manifest, module, (chunk) => {
      if (!inEntry.has(chunk.file)) js.add(chunk.file);
      for (const f of chunk.css ?? []) if (!inEntry.has(f)) css.add(f);
    });
  }
  return [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
    ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
  ].join('\n    ');
}

/** A chunk and what it imports statically, each once, imports first (the order styles apply in). */
function walk(manifest: BuildManifest, key: string, visit: (chunk: ManifestChunk) => void, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, visit, seen);
  visit(chunk);
}
