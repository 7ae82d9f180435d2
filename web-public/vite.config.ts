import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { basemapPlugin } from './basemap/basemap-plugin';

// The root is this folder whichever way Vite is started (`vite build web-public`, `--config`, or the
// server mounting Vite in middleware mode), so index.html and dist/ always resolve here.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), basemapPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server sends a rendered page's own code and styles with its HTML.
    manifest: true,
    // One stylesheet for the whole site (about 15 KB compressed), which the server puts inline in every
    // page it renders: the first paint waits for no request but the page's own, and no page's styles are
    // fetched again, or twice, when the browser moves to another page.
    cssCodeSplit: false,
    rolldownOptions: {
      // Every module the entry needs at once goes in one chunk: left alone, the bundler split the modules
      // that pages share with the entry into twenty files of about a kilobyte, which a phone fetched over
      // its six connections as as many round trips before the page could start.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
});
