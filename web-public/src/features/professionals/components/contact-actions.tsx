import { useState, type ReactNode } from 'react';
import { ErrorList } from '../../../components/form/error-list';

interface ContactActionsProps {
  email: string | null | undefined;
  /** The mail Send Email starts. */
  mailto: string;
  /** The Message button (issue 16), first in the row; it replaces Send Email when the address is private. */
  message?: ReactNode;
  /** More buttons for the same row (the favourite). */
  children?: ReactNode;
}

/**
 * Message (issue 16), and Send Email and Copy Email to Clipboard (spec 2) where the address is public, for
 * the user and instructor modals.
 */
export function ContactActions({ email, mailto, message, children }: ContactActionsProps) {
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const copy = async (address: string) => {
    setError(null);
    try {
      await navigator.clipboard.writeText(address);
      setNotice('Email copied.');
    } catch {
      setNotice('');
      setError(`Your browser did not let us copy the email address. Here it is to copy by hand: ${address}`);
    }
  };

  return (
    <div className="contact-actions">
      <div className="contact-action-row">
        {message}
        {email ? (
          <>
            <a className={`button ${message ? 'button-secondary' : 'button-primary'} button-small`} href={mailto}>
              Send Email
            </a>
            <button type="button" className="button button-secondary button-small" onClick={() => void copy(email)}>
              Copy Email to Clipboard
            </button>
          </>
        ) : (
          !message && <p className="contact-unavailable">Contact details are not available.</p>
        )}
        {children}
        <p className="contact-notice" role="status">
          {notice}
        </p>
      </div>
      <ErrorList errors={error ? [error] : []} />
    </div>
  );
}
