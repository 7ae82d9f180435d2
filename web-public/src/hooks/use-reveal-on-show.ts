import { useEffect, useRef } from 'react';

/**
 * A ref for a message that says what just happened (saved, subscribed): each time `shown` changes to
 * something, the message is brought into view (the least scroll that shows it) and, when the control that
 * was used has gone (a closed dialog, a form replaced) and the focus with it, focused, so a keyboard or
 * screen reader user goes on from it. The element needs tabIndex -1 to take the focus.
 */
export function useRevealOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    element.scrollIntoView({ block: 'nearest' });
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) element.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
