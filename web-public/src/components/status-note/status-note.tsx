import { useRevealOnShow } from '../../hooks/use-reveal-on-show';
import './status-note.css';

/**
 * What an action just did ("Open hours and rules saved."), said beside the control that did it and brought
 * into view. Always drawn, empty until there is something to say: a live region must be on the page
 * before its text changes for a screen reader to read the change.
 */
export function StatusNote({ text, className }: { text: string; className?: string }) {
  const ref = useRevealOnShow<HTMLParagraphElement>(text);
  return (
    <p ref={ref} className={`status-note${className ? ` ${className}` : ''}`} role="status" tabIndex={-1}>
      {text}
    </p>
  );
}
