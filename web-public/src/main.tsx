// The shared styles come first so that component styles, imported by the app below, win over them.
import './styles/base.css';
import './styles/forms.css';
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
  hydrateRoot(container, <App firstScreen={firstScreen} router={createRouter()} />);
}
