import type { ReactNode } from 'react';
import { useRevealOnShow } from '../../hooks/use-reveal-on-show';
import './success-note.css';

/**
 * What just worked, said where the person lands, with the next step (links or buttons) under it: brought
 * into view when it appears (a page may have been left at its foot, where the control was).
 */
export function SuccessNote({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  const ref = useRevealOnShow<HTMLDivElement>(title);
  return (
    <div ref={ref} className="success-note" role="status" tabIndex={-1}>
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      {actions && <div className="success-note-actions">{actions}</div>}
    </div>
  );
}
