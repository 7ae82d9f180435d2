import type { ReactNode } from 'react';
import { Spinner } from '../spinner';

/**
 * The foot of a form opened in a card or section: its submit button (a spinner while busy) and "Not now",
 * which closes it. `small` for the compact buttons of the cards.
 */
export function SubmitOrCancel({ busy, children, onCancel, small = true }: { busy: boolean; children: ReactNode; onCancel: () => void; small?: boolean }) {
  const size = small ? ' button-small' : '';
  return (
    <div className="share-action-row">
      <button type="submit" className={`button button-primary${size}`} disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {children}
      </button>
      <button type="button" className={`button button-secondary${size}`} onClick={onCancel} disabled={busy}>
        Not now
      </button>
    </div>
  );
}
