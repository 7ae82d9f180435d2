import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FirstScreenContext, type FirstScreen } from '../lib/first-screen';
import { SessionProvider } from '../providers/session.provider';
import { createRouter } from './router';

/** What wraps the routes on the server and in the browser alike (hydration needs the same tree). */
export function AppProviders({ firstScreen, children }: { firstScreen: FirstScreen | null; children: ReactNode }) {
  return (
    <StrictMode>
      <FirstScreenContext.Provider value={firstScreen}>
        <SessionProvider>{children}</SessionProvider>
      </FirstScreenContext.Provider>
    </StrictMode>
  );
}

/** The site in the browser; `firstScreen` is the server-rendered page's data, when there is one. */
export function App({ firstScreen, router: given }: { firstScreen: FirstScreen | null; router?: ReturnType<typeof createRouter> }) {
  const [router] = useState(() => given ?? createRouter());
  // The page answers clicks and typing from here on (a server-rendered page is hydrated): the browser tests
  // wait for this mark before using a page (tests/support/browser.ts).
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <AppProviders firstScreen={firstScreen}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
