import { useRef, useState, type FormEvent } from 'react';
import type { AirportRef } from '../../../../../domain/airport/airport';
import { fieldErrors } from '../../../../../domain/field-errors';
import { MESSAGES, signupFieldErrors } from '../../../../../domain/user/account-rules';
import type { Profile } from '../../../../../domain/user/user';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { AvatarInput } from '../../../components/form/avatar-input';
import { ErrorList } from '../../../components/form/error-list';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { YesNoField } from '../../../components/form/yes-no-field';
import { HumanCheck } from '../../../components/human-check/human-check';
import type { HumanCheckHandle } from '../../../components/human-check/human-check-types';
import { Spinner } from '../../../components/spinner';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { ApiError } from '../../../lib/api-client';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { createUser } from '../api/create-user.api';
import { SocialLoginLinks } from './social-login-links';

interface SignupFormProps {
  /** Where a social sign-up comes back to. */
  returnUrl: string;
  /** The account exists and is signed in. */
  onSignedUp: (user: Profile) => void;
  /** "Already have an account? Log in". */
  onLogin: () => void;
}

/** The fields of the form, by their payload names; `code` is the human check. */
const SHOWN = ['firstname', 'lastname', 'email', 'username', 'password', 'confirmPassword', 'airport', 'isDiscoverable', 'bio', 'avatar', 'code'];

function serverErrors(error: unknown): FormErrors {
  if (error instanceof ApiError) {
    if (error.status === 409) return requestErrors(error, SHOWN, error.errors.length ? error.errors : [MESSAGES.usernameInUse]);
    if (error.status === 403) return { fields: { code: [MESSAGES.captchaFailedShown] }, general: [] };
  }
  return requestErrors(error, SHOWN);
}

/** The sign-up form of both the signup modal and the /signup page. */
export function SignupForm({ returnUrl, onSignedUp, onLogin }: SignupFormProps) {
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [airport, setAirport] = useState<AirportRef | null>(null);
  const [isDiscoverable, setDiscoverable] = useState(true);
  const [bio, setBio] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const humanCheck = useRef<HumanCheckHandle>(null);
  const { ref: formRef, reveal } = useRevealInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = placeErrors(
      fieldErrors([
        ...Object.entries(signupFieldErrors({ firstname, lastname, email, username, password, confirmPassword, bio, isDiscoverable })),
        ['code', code ? [] : [MESSAGES.captchaRequired]],
      ]),
      SHOWN,
    );
    setErrors(found);
    if (hasFormErrors(found) || !code) {
      reveal();
      return;
    }

    setBusy(true);
    try {
      const result = await createUser(
        {
          firstname: firstname.trim(),
          lastname: lastname.trim(),
          email: email.trim(),
          username: username.trim(),
          password,
          airport: airport?.id ?? null,
          isDiscoverable,
          bio,
          code,
          honeypot,
        },
        avatar,
      );
      onSignedUp(result.user);
    } catch (error) {
      setErrors(serverErrors(error));
      // A human-check code is single use: every failed attempt needs a fresh one.
      humanCheck.current?.reset();
      setBusy(false);
      reveal();
    }
  };

  const f = errors.fields;
  return (
    <div className="signup-form">
      <SocialLoginLinks returnUrl={returnUrl} />
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <div className="form-row">
          <TextField label="First Name" value={firstname} onChange={setFirstname} autoComplete="given-name" errors={f.firstname} />
          <TextField label="Last Name" value={lastname} onChange={setLastname} autoComplete="family-name" errors={f.lastname} />
        </div>
        <TextField label="Email address" type="email" value={email} onChange={setEmail} autoComplete="email" required errors={f.email} />
        <TextField
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          hint="Letters, numbers, underscores and dashes."
          required
          errors={f.username}
        />
        <div className="form-row">
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            errors={f.password}
          />
          <TextField
            label="Confirm password"
            type="password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            required
            errors={f.confirmPassword}
          />
        </div>
        <AirportPicker label="Primary airport" value={airport} onSelect={setAirport} onClear={() => setAirport(null)} errors={f.airport} />
        <YesNoField legend="Do you want to be discoverable on the map?" value={isDiscoverable} onChange={setDiscoverable} errors={f.isDiscoverable} />
        <TextAreaField label="Bio" value={bio} onChange={setBio} rows={3} placeholder="Tell other pilots about your flying." errors={f.bio} />
        <AvatarInput label="Profile photo" file={avatar} onFileChange={setAvatar} errors={f.avatar} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <HumanCheck ref={humanCheck} onChange={setCode} errors={f.code} />
        <p className="field-hint required-note">
          <span className="required-mark">*</span> marks the fields a new account needs.
        </p>
        <ErrorList errors={errors.general} />
        <button type="submit" className="button button-accent button-block" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Sign Up For Free
        </button>
      </form>
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="button-link" onClick={onLogin}>
          Log in
        </button>
      </p>
    </div>
  );
}
