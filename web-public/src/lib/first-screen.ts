import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswer, type FirstScreenData } from '../../../domain/site/first-screen';
import { toApiError, type ApiError } from './api-client';

export { FIRST_SCREEN_ELEMENT_ID } from '../../../domain/site/first-screen';
export type { FirstScreenAnswer, FirstScreenAnswers, FirstScreenData } from '../../../domain/site/first-screen';

/**
 * The API answers of the first screen. On the server, the render records each address it was not given
 * (`wanted`) so the server can read them and render again; in the browser, hydration draws the same
 * screen from the same answers instead of asking again. After the first navigation the store is closed:
 * later screens load as they always did.
 */
export class FirstScreen {
  readonly wanted = new Set<string>();
  private open = true;

  constructor(
    readonly data: FirstScreenData,
    private readonly collecting = false,
  ) {}

  read(url: string): FirstScreenAnswer | undefined {
    if (!this.open) return undefined;
    const answer = this.data.answers[url];
    if (!answer && this.collecting) this.wanted.add(url);
    return answer;
  }

  close(): void {
    this.open = false;
  }
}

export const FirstScreenContext = createContext<FirstScreen | null>(null);

export type FirstScreenResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * The embedded answer to GET `url`, as a mounted component first saw it: the same on the server and in the
 * hydrating browser. Undefined when there is none (the component loads it as usual) or `url` changed since.
 */
export function useFirstScreen<T>(url: string | null): FirstScreenResult<T> | undefined {
  const store = useContext(FirstScreenContext);
  const [first] = useState(() => {
    const answer = url && store ? store.read(url) : undefined;
    return { url, result: answer && resultOf<T>(answer) };
  });
  return first.url === url ? first.result : undefined;
}

/** Reads embedded answers for useFirstScreenReads: the answer to GET `url`, or undefined. */
export type FirstScreenReader = <T>(url: string) => FirstScreenResult<T> | undefined;

/**
 * Several embedded answers read at mount, each address depending on the answers before it (the find
 * page's start: the visitor's position, then the search there, widened while it finds too little).
 * What `compute` makes of them is kept: the same on the server and in the hydrating browser.
 */
export function useFirstScreenReads<R>(compute: (read: FirstScreenReader) => R): R {
  const store = useContext(FirstScreenContext);
  const [value] = useState(() =>
    compute(<T,>(url: string) => {
      const answer = store?.read(url);
      return answer && resultOf<T>(answer);
    }),
  );
  return value;
}

/** Closes the first screen's answers at the first navigation: the next page loads what it shows. */
export function useFirstScreenUntilNavigation(): void {
  const store = useContext(FirstScreenContext);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) store?.close();
  }, [key, store]);
}

/** Whether the visitor is known to be signed out from the page itself (no session came with it). */
export function useSignedOutAtFirst(): boolean {
  const store = useContext(FirstScreenContext);
  const [signedOut] = useState(() => !!store?.data.signedOut);
  return signedOut;
}

/**
 * The site's address for links that name it in full (a listing's link in a mail): the one the server drew
 * the page with, so hydration meets the same markup; the browser's own on pages it renders itself.
 */
export function useSiteOrigin(): string {
  const store = useContext(FirstScreenContext);
  const [origin] = useState(() => store?.data.origin ?? (typeof window === 'undefined' ? '' : window.location.origin));
  return origin;
}

function resultOf<T>(answer: FirstScreenAnswer): FirstScreenResult<T> {
  if (answer.status >= 200 && answer.status < 300) return { ok: true, data: answer.body as T };
  return { ok: false, error: toApiError(answer.status, answer.body) };
}

/** The page's embedded first screen, or null for a page the browser renders itself. */
export function readEmbeddedFirstScreen(doc: Document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch (error) {
    console.warn('The page data could not be read; the page loads it again', error);
    return null;
  }
}
