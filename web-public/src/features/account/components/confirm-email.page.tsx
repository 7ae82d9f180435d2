import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/user/account-rules';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useSession } from '../../../hooks/use-session';
import { errorMessages } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { confirmEmailChange } from '../api/confirm-email-change.api';

/**
 * /confirm-email?token=...: the page the email-change mail links to (an account without a password). The
 * change waits for the button, so a mail scanner opening the link changes nothing.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refresh } = useSession();
  const [errors, setErrors] = useState<string[]>(token ? [] : [MESSAGES.emailChangeInvalid]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Confirm your new email address', description: 'Confirm the new email address of your Wingshare account.', path: '/confirm-email' });

  const confirm = async () => {
    if (busy || !token) return;
    setBusy(true);
    try {
      const { message } = await confirmEmailChange(token);
      setErrors([]);
      setDone(message);
      if (user) await refresh({ force: true });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <div className="container narrow-card">
        <h1>Confirm your new email address</h1>
        {done ? (
          <SuccessNote title={done} actions={<Link to={user ? '/account/basic' : '/'}>{user ? 'Back to your account' : 'Go to Wingshare'}</Link>} />
        ) : (
          <>
            <p>Your account will use the new address from now on: the one named in the mail that brought you here.</p>
            <ErrorList errors={errors} />
            <div className="form-actions">
              <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={busy || !token} aria-busy={busy}>
                {busy && <Spinner />}
                Confirm new address
              </button>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
