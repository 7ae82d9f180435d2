import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useFirstScreen } from '../../../lib/first-screen';
import type { FrameListRead } from '../api/frame-lists.api';

export type FrameList<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed'; error: string };

/**
 * One list of a frame, loaded when `list` is given (null waits, e.g. for the location). A server-rendered
 * frame's answer is shown as it is, without asking again.
 */
export function useFrameList<L, T>(list: FrameListRead<L, T> | null): FrameList<T> {
  const url = list?.read.url ?? null;
  const embedded = useFirstScreen<L>(url);
  const [state, setState] = useState<FrameList<T>>(() =>
    !embedded || !list ? { status: 'loading' } : embedded.ok ? { status: 'ready', items: list.items(embedded.data) } : { status: 'failed', error: errorMessage(embedded.error) },
  );
  const embeddedUrl = useRef(embedded ? url : null);
  const listRef = useRef(list);
  listRef.current = list;
  useEffect(() => {
    const current = listRef.current;
    if (!current || url === embeddedUrl.current) return;
    embeddedUrl.current = null;
    let live = true;
    setState({ status: 'loading' });
    current.read.load().then(
      (answer) => live && setState({ status: 'ready', items: current.items(answer) }),
      (error: unknown) => live && setState({ status: 'failed', error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}
