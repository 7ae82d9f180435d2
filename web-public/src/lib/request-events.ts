/**
 * Requests answered in one place (the Requests tab) and counted in another (the account menu's pending
 * count): a change is announced here and the count is asked again.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function publishRequestChange(): void {
  for (const listener of [...listeners]) listener();
}

export function subscribeRequestChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
