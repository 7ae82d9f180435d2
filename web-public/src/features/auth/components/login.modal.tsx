import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/user/account-rules';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { Spinner } from '../../../components/spinner';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { login } from '../api/login.api';
import { SocialLoginLinks } from './social-login-links';
import './auth.css';

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return MESSAGES.badLogin;
  // 429 carries the server's "try again later" wording; anything else its own message.
  return errorMessage(error);
}

/** Username-or-email and password, or a social login. Stays open showing the error when login fails. */
export function LoginModal({ returnUrl, afterLogin, onComplete }: ModalPropsMap['login']) {
  const { openModal, closeModal } = useModal();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const socialReturn = returnUrl ?? afterLogin ?? `${location.pathname}${location.search}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!user.trim() || !password) {
      setError('Please enter your username or email and your password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await login(user.trim(), password);
      setUser(result.user);
      onComplete?.();
      if (afterLogin) navigate(afterLogin);
      else closeModal();
    } catch (e) {
      setError(loginErrorText(e));
      setBusy(false);
    }
  };

  return (
    <ModalDialog title="Log in to Wingshare" size="small">
      <SocialLoginLinks returnUrl={socialReturn} />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Username or email" value={user} onChange={setUserName} autoComplete="username" name="username" />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          name="password"
        />
        <div className="auth-row-end">
          <button type="button" className="button-link" onClick={() => openModal('forgot-password')}>
            Forgot Password?
          </button>
        </div>
        <ErrorList errors={error ? [error] : []} />
        <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Log In
        </button>
      </form>
      <p className="auth-switch">
        New to Wingshare?{' '}
        <button type="button" className="button-link" onClick={() => openModal('signup', { postSignupRoute: afterLogin, onComplete })}>
          Sign Up For Free
        </button>
      </p>
    </ModalDialog>
  );
}
