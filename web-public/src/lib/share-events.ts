import type { ShareView } from './share-view';

/**
 * Listings changed in one place (the share modal) and shown in others (grids behind it): a change is
 * announced here and every mounted list applies it, so a disabled share shows its badge and a deleted
 * one leaves the grid without a reload.
 */
export type ShareChange = { kind: 'updated'; share: ShareView } | { kind: 'deleted'; id: number };

type Listener = (change: ShareChange) => void;
const listeners = new Set<Listener>();

export function publishShareChange(change: ShareChange): void {
  for (const listener of [...listeners]) listener(change);
}

export function subscribeShareChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
