import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import type { BlogPostSummary } from '../../../lib/blog-post-view';
import { blogPreviews } from '../api/blog-previews.api';

export type BlogPreviews =
  | { status: 'loading' }
  | { status: 'ready'; posts: BlogPostSummary[]; total: number }
  | { status: 'failed'; error: string };

/** The home page's newest blog posts, with a retry for when loading them failed. */
export function useBlogPreviews(): BlogPreviews & { retry: () => void } {
  const [state, setState] = useState<BlogPreviews>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    blogPreviews(controller.signal).then(
      (list) => setState({ status: 'ready', posts: list.posts, total: list.total }),
      (error: unknown) => !isAbortError(error) && setState({ status: 'failed', error: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [attempt]);
  return { ...state, retry };
}
