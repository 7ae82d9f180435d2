// The server's entry (built with `vite build --ssr` into dist-ssr/): renders a public route to HTML from
// the API answers its first screen needs, which the server reads through its own API (adapters/http/pages/
// pages.middleware.ts). No browser globals here: what a page needs of the browser waits for its effects.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app';
import type { RouteHandle } from './app/route-requirements';
import { routes } from './app/router';
import { modalFromUrl } from './app/url-modals';
import { takeoverAllowedAt } from './features/takeover/takeover-flag';
import { FirstScreen, type FirstScreenAnswers, type FirstScreenData } from './lib/first-screen';
import { PageHead, PageHeadContext, type PageMeta } from './lib/page-meta';

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The site's address (PUBLIC_URL), the base of the request the router sees. */
  origin: string;
  /** The request carried no session: the page is drawn for a signed-out visitor. */
  signedOut: boolean;
  /** The request carried the takeover's cookie: this browser has seen the first-visit welcome. */
  seenTakeover?: boolean;
  /** Reads API GETs as a visitor would get them; addresses it does not serve are left out of the answer. */
  readApi: (urls: string[]) => Promise<FirstScreenAnswers>;
  /** An error inside a part of the page (that part is then drawn by the browser). */
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  meta: PageMeta | null;
  /** Embedded in the page for hydration. */
  firstScreen: FirstScreenData;
  /** The matched pages' modules (build manifest keys): their code and styles go with the HTML. */
  modules: string[];
}

// Each pass may ask for more answers (the nearest planes need the visitor's position first; Find's first
// search the place its address names, then each search widened while it finds too little the one before).
const MAX_PASSES = 9;

const handler = createStaticHandler(routes);

/** The page at `url` as HTML, or null when the browser renders it (pages that need a login, redirects). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) return null; // no loaders redirect today; leave any future one to the browser
  const handles = context.matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  if (handles.some((h) => h.clientOnly || h.requires?.length)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const answers: FirstScreenAnswers = {};
  const asked = new Set<string>();
  // A signed-out browser's first visit gets the welcome drawn with the page (unless the address opens a
  // modal of its own, or the page is one a welcome would get in the way of).
  const { pathname, search } = new URL(request.url, request.origin);
  const takeover = request.signedOut && !request.seenTakeover && takeoverAllowedAt(pathname) && !modalFromUrl(search);
  for (let pass = 1; ; pass++) {
    const data: FirstScreenData = { answers, signedOut: request.signedOut, origin: request.origin, ...(takeover && { takeover }) };
    const store = new FirstScreen(data, true);
    const head = new PageHead();
    const html = await renderToHtml(
      <PageHeadContext.Provider value={head}>
        <AppProviders firstScreen={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>,
      request.onError,
    );
    const more = [...store.wanted].filter((url) => !asked.has(url));
    if (!more.length || pass === MAX_PASSES) {
      return {
        status: head.meta?.notFound ? 404 : context.statusCode,
        html,
        meta: head.meta,
        firstScreen: data,
        modules: [...handles.flatMap((h) => (h.module ? [h.module] : [])), ...head.modules],
      };
    }
    for (const url of more) asked.add(url);
    Object.assign(answers, await request.readApi(more));
  }
}

/** The whole markup once every lazy part has loaded (nothing is streamed: the head comes from the render). */
async function renderToHtml(node: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, { onError });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
