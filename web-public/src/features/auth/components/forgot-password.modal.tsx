import { useState, type FormEvent } from 'react';
import { forgotPasswordErrors, MESSAGES } from '../../../../../domain/user/account-rules';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import { Spinner } from '../../../components/spinner';
import { useModal } from '../../../hooks/use-modal';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/request-password-reset.api';
import './auth.css';

/** Two tabs: ask for the email address, then "Please check your email." */
export function ForgotPasswordModal() {
  const { closeModal, openModal } = useModal();
  const [tab, setTab] = useState<'entry' | 'sent'>('entry');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = forgotPasswordErrors(email);
    if (found.length) {
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await requestPasswordReset(email.trim());
      setTab('sent');
    } catch (e) {
      setErrors(e instanceof ApiError && e.status === 404 ? [MESSAGES.noUserFound] : errorMessages(e));
    } finally {
      setBusy(false);
    }
  };

  if (tab === 'sent') {
    return (
      <ModalDialog title="Reset your password" size="small">
        <p className="auth-lead">Please check your email.</p>
        <p className="auth-muted">We sent a link to {email.trim()}. It works once, for one hour.</p>
        <div className="modal-actions">
          <button type="button" className="button button-primary" data-autofocus onClick={closeModal}>
            Okay
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Reset your password" size="small">
      <p className="auth-muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Email address" type="email" value={email} onChange={setEmail} autoComplete="email" name="email" />
        <ErrorList errors={errors} />
        <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Send Reset Link
        </button>
      </form>
      <p className="auth-switch">
        Remembered it?{' '}
        <button type="button" className="button-link" onClick={() => openModal('login')}>
          Log in
        </button>
      </p>
    </ModalDialog>
  );
}
