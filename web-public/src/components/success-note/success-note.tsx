import type { ReactNode } from 'react';
import './success-note.css';

/** What just worked, said where the person lands, with the next step (links or buttons) under it. */
export function SuccessNote({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="success-note" role="status">
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      {actions && <div className="success-note-actions">{actions}</div>}
    </div>
  );
}
