import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What a page tells search engines and the browser's tab about itself. */
export interface PageMeta {
  /** Without the site's name (the <title> adds it). */
  title: string;
  description?: string;
  /** The canonical address, a site path with its query; the page's path without its query by default. */
  path?: string;
  /** Not a page to index (a post that does not exist); the server answers 404 with it. */
  notFound?: boolean;
}

/** Filled while the server renders: the deepest page's meta wins (pages render after the layout). */
export class PageHead {
  meta: PageMeta | null = null;
  /** Modules rendered besides the route's pages (build manifest keys): their code and styles go with the HTML. */
  readonly modules = new Set<string>();
}

export const PageHeadContext = createContext<PageHead | null>(null);

export const SITE_NAME = 'Wingshare';

/** The <title> text: the page's title with the site's name, unless it names the site already. */
export const documentTitle = (title: string): string => (/wingshare/i.test(title) ? title : `${title} | ${SITE_NAME}`);

/**
 * The page's title, description and canonical address: collected by the server render for the page's
 * <head>, and written into the document in the browser when the visitor moves between pages (put back
 * when the page goes). Null while the page does not know yet (a post still loading).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const head = useContext(PageHeadContext);
  const { pathname } = useLocation();
  if (head && meta) head.meta = { ...meta, path: meta.path ?? pathname };

  const title = meta?.title ?? null;
  const description = meta?.description ?? null;
  const path = meta ? (meta.path ?? pathname) : null;
  useEffect(() => {
    if (title === null || path === null) return;
    const descriptionTag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const canonicalTag = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const before = { title: document.title, description: descriptionTag?.content, canonical: canonicalTag?.href };
    document.title = documentTitle(title);
    if (descriptionTag && description) descriptionTag.content = description;
    if (canonicalTag) canonicalTag.href = new URL(path, canonicalTag.href).href;
    return () => {
      document.title = before.title;
      if (descriptionTag && before.description !== undefined) descriptionTag.content = before.description;
      if (canonicalTag && before.canonical !== undefined) canonicalTag.href = before.canonical;
    };
  }, [title, description, path]);
}
