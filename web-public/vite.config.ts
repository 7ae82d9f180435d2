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
  },
});
