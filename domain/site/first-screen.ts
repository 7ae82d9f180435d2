/**
 * The server-rendering contract (issue 14): what the server embeds in a rendered page of the public site for
 * the browser to hydrate from. The server (adapters/http/pages/pages.middleware.ts) writes it, the public site's
 * server bundle (web-public/src/entry-server.tsx) fills it, and the browser reads it again
 * (web-public/src/lib/first-screen.ts).
 */

/** One API answer a server-rendered page was drawn with: its status and JSON body, as GET would answer it. */
export interface FirstScreenAnswer {
  status: number;
  body: unknown;
}

/** The answers by the address the browser would ask (`/api/blog?page=1&limit=5`). */
export type FirstScreenAnswers = Record<string, FirstScreenAnswer>;

/** What the server embeds in a rendered page (the `#first-screen` JSON block), read again on hydration. */
export interface FirstScreenData {
  answers: FirstScreenAnswers;
  /** The request carried no session: the visitor is signed out, no need to ask. */
  signedOut: boolean;
  /** The site's address the page was drawn with (links to it, such as a listing's, use it until hydrated). */
  origin?: string;
  /** The page was drawn with the first-visit takeover open (a signed-out browser without its cookie). */
  takeover?: boolean;
}

/** The id of the `<script type="application/json">` block that carries FirstScreenData. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** Serialised for a `<script type="application/json">` block: nothing in it can close the element early. */
export const firstScreenJson = (data: FirstScreenData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
