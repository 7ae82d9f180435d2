import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, passwordResetErrors } from '../../../../../domain/user/account-rules';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { useModal } from '../../../hooks/use-modal';
import { errorMessages } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { confirmPasswordReset } from '../api/confirm-password-reset.api';
import './auth.css';

/** /reset?token=...: the page the password-reset email links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { openModal } = useModal();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>(token ? [] : [MESSAGES.resetTokenInvalid]);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Reset your password', description: 'Choose a new password for your Wingshare account.', path: '/reset' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = passwordResetErrors(password, confirmation);
    if (!token) found.unshift(MESSAGES.resetTokenInvalid);
    setErrors(found);
    if (found.length) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      setPassword('');
      setConfirmation('');
      openModal('message', { title: MESSAGES.passwordUpdated, text: 'You can now log in with your new password.', onClose: () => navigate('/') });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <div className="container narrow-card">
        <h1>Reset your password</h1>
        <p>Please enter your desired password.</p>
        <form className="form" onSubmit={submit} noValidate>
          <TextField label="New Password" type="password" value={password} onChange={setPassword} autoComplete="new-password" />
          <TextField
            label="Confirm Password"
            type="password"
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
          />
          <ErrorList errors={errors} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              Update Password
            </button>
            {!token && (
              <button type="button" className="button-link" onClick={() => openModal('forgot-password')}>
                Request a new link
              </button>
            )}
          </div>
        </form>
      </div>
    </main>
  );
}
