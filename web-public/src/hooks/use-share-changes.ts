import { useEffect, useRef } from 'react';
import { subscribeShareChanges, type ShareChange } from '../lib/share-events';

/** Runs the latest listener for every listing change announced while the component is mounted. */
export function useShareChanges(listener: (change: ShareChange) => void): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => subscribeShareChanges((change) => ref.current(change)), []);
}
