import { useEffect } from 'react';

/**
 * The tab's title and the page's meta description while a page shows, put back when it goes. The server
 * sends both (and Open Graph) for a post already; this keeps them right when the visitor moves between
 * pages in the app.
 */
export function useDocumentMeta(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = /wingshare/i.test(title) ? title : `${title} | Wingshare`;
    if (meta && description) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
