import { useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves the focus and the view to the first field marked invalid inside `root` (form order), or else to
 * the form's error list: after a refused submit the person lands on what to fix, even at the bottom of a
 * long form in a tall dialog.
 */
export function revealFirstInvalid(root: HTMLElement | null): void {
  if (!root) return;
  // A question to answer before going on (data-reveal) counts as a field to look at.
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-reveal]');
  if (invalid) {
    const target = invalid.matches(FOCUSABLE) ? invalid : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
    target.focus({ preventScroll: true });
    (invalid.closest<HTMLElement>('.field, .rate-question') ?? invalid).scrollIntoView({ block: 'center' });
    return;
  }
  root.querySelector<HTMLElement>('.error-list')?.scrollIntoView({ block: 'center' });
}

/**
 * A ref for a form and `reveal()`, which brings the first invalid field into view and focus once the
 * messages of the refused submit have rendered.
 */
export function useRevealInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) revealFirstInvalid(ref.current);
  }, [request]);
  const reveal = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, reveal };
}
