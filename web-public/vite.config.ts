import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { basemapPlugin } from './basemap/basemap-plugin';

// The root is this folder whichever way Vite is started (`vite build web-public`, `--config`, or the
// server mounting Vite in middleware mode), so index.html and dist/ always resolve here.
const root = fileURLToPath(new URL('.', import.meta.url));

/** The app's start module (main.tsx loads it last): it and what it imports make the `app` chunk. */
const BOOT = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/**
 * Module preloads in index.html for the chunks main.tsx imports one after another (React, the router, the
 * app): the browser fetches all of them with the page instead of one round trip after the other. Their
 * styles (the app's: the header, the footer, the home page, the dialogs) are linked there too, after the
 * entry's, so the shell fetches them with the page and a server-rendered page has them inline
 * (adapters/http/pages/page-assets.ts); Vite's preload helper finds the link and does not add it again.
 */
function preloadStartChunks(): Plugin {
  return {
    name: 'wingshare-preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        const bundle = ctx.bundle;
        if (!entry || !bundle) return [];
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        entry.dynamicImports.forEach(visit);
        for (const css of entry.viteMetadata?.importedCss ?? []) styles.delete(css);
        return [
          ...[...files]
            .filter((file) => !entry.imports.includes(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const bootGraphs = new WeakMap<ChunkingContext, Set<string>>();

/** `app` for boot.tsx and the modules it imports, null for a lazy page's own modules. */
function appChunk(id: string, ctx: ChunkingContext): string | null {
  let graph = bootGraphs.get(ctx);
  if (!graph) {
    graph = new Set();
    for (const todo = [BOOT]; todo.length; ) {
      const next = todo.pop()!;
      if (graph.has(next)) continue;
      graph.add(next);
      todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    bootGraphs.set(ctx, graph);
  }
  return graph.has(id) ? 'app' : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  base: '/',
  plugins: [react(), basemapPlugin(), preloadStartChunks()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server sends a rendered page's own code and styles with its HTML.
    manifest: true,
    // A stylesheet per chunk: the entry's (base and forms), the app's (linked in index.html by
    // preloadStartChunks) and each lazy page's. The server puts a rendered page's own inline (about 40 KB
    // for /faq, against 94 KB for the whole site's in one file, which a phone parsed and matched against
    // every element before its first paint); the browser fetches another page's when it goes there.
    cssCodeSplit: true,
    rolldownOptions: {
      // The code a page runs at start is three chunks, evaluated in three tasks by main.tsx: React (with
      // React DOM), the router, and the app (boot.tsx and everything it imports). Left alone, the bundler
      // split the modules the app shares with its lazy pages into twenty files of about a kilobyte, which a
      // phone fetched as as many round trips; a lazy page's own modules still get chunks of their own.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // Higher priorities capture first: React and the router keep their own chunks when the app's
                // group takes what the app imports.
                // Vite's preload helper, which main.tsx uses too: in the app's chunk, main.tsx would import that
                // chunk statically, and evaluate it, React and the router with itself, in one task.
                { name: 'preload-helper', test: /preload-helper/, priority: 4 },
                { name: 'react', test: REACT, priority: 3 },
                { name: 'router', test: ROUTER, priority: 2 },
                { name: appChunk, debugName: 'app', priority: 1 },
              ],
            },
          },
    },
  },
}));
