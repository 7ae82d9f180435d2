import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';

export type FrameList<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed'; error: string };

/** One list of a frame, loaded when `load` is given (null waits, e.g. for the location). */
export function useFrameList<T>(load: (() => Promise<T[]>) | null): FrameList<T> {
  const [list, setList] = useState<FrameList<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return;
    let live = true;
    setList({ status: 'loading' });
    load().then(
      (items) => live && setList({ status: 'ready', items }),
      (error: unknown) => live && setList({ status: 'failed', error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return list;
}
