// The site's entry: its styles, then its code in three steps. The shared styles come first so that
// component styles, imported by the app, win over them.
import './styles/base.css';
import './styles/forms.css';

// Evaluating the site's code (about 400 KB: React DOM, the router, the app) in one go was the longest task
// of a page load, well over 50 ms on a phone. Here React DOM, the router and the app are evaluated in
// three tasks of their own, after the server's page has been drawn, with the main thread free between
// them (the server sends all three files with the page as module preloads, so nothing waits on the network).
void start();

async function start() {
  await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('./boot-router');
  await nextTask();
  const { boot } = await import('./boot');
  await boot();
}

/** Resolves once the browser has drawn a frame (or after 100 ms: a hidden tab may never draw). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
