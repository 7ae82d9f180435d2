/**
 * Messages read or sent in one place (a conversation page) and counted in another (the menu's unread
 * badge): a change is announced here and the count is asked again.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function publishMessagesChange(): void {
  for (const listener of [...listeners]) listener();
}

export function subscribeMessagesChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
