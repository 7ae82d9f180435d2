// The site's entry: its styles, then its code in three steps. The shared styles come first so that
// component styles, imported by the app, win over them.
import './styles/base.css';
import './styles/forms.css';

// Evaluating the site's code (about 400 KB: React DOM, the router, the app) in one go was the longest task
// of a page load, well over 50 ms on a phone. Here React DOM, the router and the app are evaluated in
// three tasks of their own, with the main thread free between them. A page the server rendered fetches
// this file (and the three, as module preloads) only once it has been drawn: see the server's
// adapters/http/pages/start-after-paint.ts.
markInlineStyles();
void start();

/**
 * The server puts a page's stylesheets inline, each a `<style data-href>` naming its built file
 * (adapters/http/pages/page-assets.ts). Vite's preload helper adds a chunk's stylesheets as its code is imported,
 * unless a stylesheet link names the file already: a disabled link per inline stylesheet, added before any
 * import, keeps hydration from fetching and applying those rules again. A disabled stylesheet is not fetched.
 */
function markInlineStyles() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    style.after(link);
  }
}

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./boot-router');
  await nextTask();
  const { boot } = await import('./boot');
  await boot();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
