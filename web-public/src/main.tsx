// The shared styles come first so that component styles, imported by the app below, win over them.
import './styles/base.css';
import './styles/forms.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createRouter, routes } from './app/router';
import { FirstScreen, readEmbeddedFirstScreen } from './lib/first-screen';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const embedded = readEmbeddedFirstScreen(document);
if (embedded && root.hasChildNodes()) {
  // A server-rendered page: its route's code is loaded first, so hydration draws the very same page.
  void hydrate(root, new FirstScreen(embedded));
} else {
  createRoot(root).render(<App firstScreen={null} />);
}

async function hydrate(container: HTMLElement, firstScreen: FirstScreen) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // The page is drawn as it came before hydration starts, and hydration works in slices of a few
  // milliseconds (a transition), so a phone can still scroll and paint meanwhile; a tap on a part not
  // yet hydrated is replayed once it is.
  await afterFirstPaint();
  startTransition(() => {
    hydrateRoot(container, <App firstScreen={firstScreen} router={createRouter()} />);
  });
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
