import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createRouter, routes } from './app/router';
import { FirstScreen, readEmbeddedFirstScreen } from './lib/first-screen';

/** Starts the site: hydrates a server-rendered page, or draws the page in the browser. */
export async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const embedded = readEmbeddedFirstScreen(document);
  if (embedded && root.hasChildNodes()) {
    // A server-rendered page: its route's code is loaded first, so hydration draws the very same page.
    await hydrate(root, new FirstScreen(embedded));
  } else {
    createRoot(root).render(<App firstScreen={null} />);
  }
}

async function hydrate(container: HTMLElement, firstScreen: FirstScreen) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // Hydration works in slices of a few milliseconds (a transition), so a phone can still scroll and paint
  // meanwhile; a tap on a part not yet hydrated is replayed once it is.
  startTransition(() => {
    hydrateRoot(container, <App firstScreen={firstScreen} router={createRouter()} />);
  });
}
