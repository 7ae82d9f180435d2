/**
 * A change made in one part of the page and shown in others (a listing edited in its modal and the grids
 * behind it, a request answered and the menu's pending count, a conversation read and the unread badge): the
 * change is announced on its channel and every subscriber applies it.
 */
export interface ChangeChannel<T> {
  publish(change: T): void;
  /** Listens until the returned function is called (an effect's clean-up). */
  subscribe(listener: (change: T) => void): () => void;
}

export function changeChannel<T = void>(): ChangeChannel<T> {
  const listeners = new Set<(change: T) => void>();
  return {
    publish(change) {
      for (const listener of [...listeners]) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
