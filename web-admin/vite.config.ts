import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are resolved from this file so the build works from the repository root or from web-admin/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // react-admin and MUI weigh about 1.1 MB (350 kB gzipped), acceptable for a staff console. They go
    // in their own chunk so a change to the console's code does not make browsers fetch them again.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what the first page needs: what is loaded on demand (the blog's editor, blog-post-form.tsx)
          // stays in the chunks of its own dynamic imports.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
