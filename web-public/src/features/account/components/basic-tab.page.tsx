import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AirportRef } from '../../../../../domain/airport/airport';
import { CREDENTIALS, TOTAL_HOURS } from '../../../../../domain/options';
import { accountDeletionFieldErrors, changesEmail, MESSAGES, profileUpdateFieldErrors } from '../../../../../domain/user/account-rules';
import type { Profile } from '../../../../../domain/user/user';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { AvatarInput } from '../../../components/form/avatar-input';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { SaveActions } from '../../../components/form/save-actions';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { YesNoField } from '../../../components/form/yes-no-field';
import { useFormSave } from '../../../hooks/use-form-save';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { deleteAccount } from '../api/delete-account.api';
import { updateProfile, type ProfileUpdatePayload } from '../api/update-profile.api';

/** The fields of the Basic tab, by payload name. */
const SHOWN = [
  'avatar', 'firstname', 'lastname', 'email', 'currentPassword', 'password', 'confirmPassword', 'emailPublic', 'airport', 'isDiscoverable', 'bio', 'credentials',
  'totalHours', 'wantedPlane', 'mostExpPlane',
];

/** /account/basic: the pilot profile. */
export function BasicTabPage() {
  const { user } = useSession();
  if (!user) return null;
  return <BasicForm key={user.id} user={user} />;
}

function BasicForm({ user }: { user: Profile }) {
  const { setUser } = useSession();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const isLocal = user.provider === 'local';

  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [email, setEmail] = useState(user.email);
  const [emailPublic, setEmailPublic] = useState(user.emailPublic);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  /** A social account's new address, waiting for the link mailed to the current one. */
  const [emailChange, setEmailChange] = useState<{ mailedTo: string; email: string } | null>(null);
  const [airport, setAirport] = useState<AirportRef | null>(user.airport);
  const [isDiscoverable, setDiscoverable] = useState(user.isDiscoverable);
  const [bio, setBio] = useState(user.bio ?? '');
  const [credentials, setCredentials] = useState<string[]>(user.credentials ?? []);
  const [totalHours, setTotalHours] = useState(user.totalHours ?? '');
  const [wantedPlane, setWantedPlane] = useState(user.wantedPlane ?? '');
  const [mostExpPlane, setMostExpPlane] = useState(user.mostExpPlane ?? '');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const { errors, saving, save: saveForm, formRef } = useFormSave('Your account has been updated.', SHOWN);
  const f = errors.fields;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const payload: ProfileUpdatePayload = {
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      email: email.trim(),
      emailPublic,
      airport: airport?.id ?? null,
      isDiscoverable,
      bio,
      credentials,
      totalHours: totalHours || null,
      wantedPlane: wantedPlane.trim(),
      mostExpPlane: mostExpPlane.trim(),
      removeAvatar: removeAvatar && !avatar,
      ...(isLocal && password ? { password, confirmPassword } : {}),
      ...(isLocal && (password || changesEmail({ email }, user.email)) ? { currentPassword } : {}),
    };
    await saveForm(profileUpdateFieldErrors({ ...payload, password, confirmPassword }, user.provider, user), async () => {
      const { emailChange: mailed, ...profile } = await updateProfile(payload, avatar);
      setUser(profile);
      setEmailChange(mailed ?? null);
      if (mailed) setEmail(profile.email);
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      setAvatar(null);
      setRemoveAvatar(false);
    });
  };

  const confirmDelete = () =>
    openModal('confirm', {
      title: 'Are you sure?',
      text: 'Deleting your account removes your profile, favourites and alerts. This cannot be undone.',
      confirmLabel: 'Delete my account',
      cancelLabel: 'Keep it',
      // Confirmed by the current password, or by the username for an account without one (issue 34).
      field: isLocal
        ? { name: 'currentPassword', label: 'Current Password', type: 'password', autoComplete: 'current-password',
          check: (value) => accountDeletionFieldErrors({ currentPassword: value }, user).currentPassword ?? [] }
        : { name: 'confirmUsername', label: `Type your username (${user.username}) to confirm`, autoComplete: 'off',
          check: (value) => accountDeletionFieldErrors({ confirmUsername: value }, user).confirmUsername ?? [] },
      onConfirm: async (value) => {
        await deleteAccount(isLocal ? { currentPassword: value } : { confirmUsername: value });
        // Leave the account page first so the route guard does not react to the signed-out state.
        navigate('/');
        setUser(null);
      },
    });

  return (
    <section aria-labelledby="basic-heading">
      <h1 id="basic-heading" className="account-title">
        Account
      </h1>
      <form ref={formRef} className="form account-card" onSubmit={save} noValidate>
        <AvatarInput
          label="Profile photo"
          file={avatar}
          currentUrl={removeAvatar ? null : (user.avatar?.url ?? null)}
          onFileChange={setAvatar}
          onRemoveCurrent={() => setRemoveAvatar(true)}
          errors={f.avatar}
        />
        <div className="form-row">
          <TextField label="First Name" value={firstname} onChange={setFirstname} autoComplete="given-name" errors={f.firstname} />
          <TextField label="Last Name" value={lastname} onChange={setLastname} autoComplete="family-name" errors={f.lastname} />
        </div>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
          hint={isLocal ? undefined : 'A new address is confirmed by a link we mail to your current one.'}
          errors={f.email}
        />
        {emailChange && (
          <p className="field-hint" role="status">
            {MESSAGES.emailChangeMailed(emailChange.mailedTo, emailChange.email)}
          </p>
        )}
        <CheckboxField
          label="Show my email address to other users"
          checked={emailPublic}
          onChange={setEmailPublic}
          hint="Off: pilots and owners write to you through Messages on Wingshare and never see your address. On: your listings and profile also offer Send Email."
          errors={f.emailPublic}
        />
        {isLocal && (
          <TextField
            label="Current Password"
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            hint="Needed to change your email or your password."
            errors={f.currentPassword}
          />
        )}
        {isLocal && (
          <div className="form-row">
            <TextField
              label="New Password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              hint="Leave blank to keep your current password."
              errors={f.password}
            />
            <TextField
              label="Confirm New Password"
              type="password"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              errors={f.confirmPassword}
            />
          </div>
        )}
        <AirportPicker label="Home airport" value={airport} onSelect={setAirport} onClear={() => setAirport(null)} errors={f.airport} />
        <YesNoField legend="Do you want to be discoverable on the map?" value={isDiscoverable} onChange={setDiscoverable} errors={f.isDiscoverable} />
        <TextAreaField label="Bio" value={bio} onChange={setBio} rows={4} errors={f.bio} />
        <CheckboxGroupField legend="Credentials" options={CREDENTIALS} value={credentials} onChange={setCredentials} errors={f.credentials} />
        <div className="form-row">
          <SelectField label="Total flight hours" value={totalHours} onChange={setTotalHours} errors={f.totalHours}>
            <option value="">Select your hours</option>
            {TOTAL_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-row">
          <TextField label="I want to fly a..." value={wantedPlane} onChange={setWantedPlane} placeholder="e.g. Cirrus SR22" errors={f.wantedPlane} />
          <TextField
            label="I have the most experience flying a..."
            value={mostExpPlane}
            onChange={setMostExpPlane}
            placeholder="e.g. Cessna 172"
            errors={f.mostExpPlane}
          />
        </div>
        <SaveActions errors={errors.general} saving={saving} dangerLabel="Delete Account" onDanger={confirmDelete} />
      </form>
    </section>
  );
}
