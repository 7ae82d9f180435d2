import { useId, useState, type FormEvent } from 'react';
import type { MaintenanceView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { formatLongDate } from '../../../lib/format-date';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { nameMechanic, removeMechanic } from '../../../lib/maintenance.api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MECHANIC_EMAIL_MESSAGE = "Type the mechanic's email address, such as ia@example.com.";

/** The mechanic the owner names by email: he gets a link to sign items off without an account; removing him ends it. */
export function MechanicSection({ view, onChanged }: { view: MaintenanceView; onChanged: (next: MaintenanceView) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState<'name' | 'remove' | null>(null);
  const [said, setSaid] = useState('');
  const mechanic = view.mechanic;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    if (!EMAIL.test(typed)) {
      setErrors({ fields: { email: [MECHANIC_EMAIL_MESSAGE] }, general: [] });
      return;
    }
    setBusy('name');
    setErrors(NO_ERRORS);
    setSaid('');
    try {
      onChanged(await nameMechanic(view.shareId, typed));
      setEmail('');
      setSaid(`We emailed ${typed} a link to sign off this aircraft's items. It works until you remove them here.`);
    } catch (error) {
      setErrors(requestErrors(error, ['email']));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy || !mechanic) return;
    setBusy('remove');
    setErrors(NO_ERRORS);
    setSaid('');
    try {
      await removeMechanic(view.shareId);
      onChanged({ ...view, mechanic: null });
      setSaid(`${mechanic.email} is removed: the link we sent no longer works. Name a mechanic again to send a new one.`);
    } catch (error) {
      setErrors(requestErrors(error, []));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="maintenance-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="account-subtitle">
        Your mechanic
      </h2>
      {mechanic ? (
        <div className="maintenance-mechanic">
          <p>
            <strong>{mechanic.email}</strong> signs off items through the link we emailed on {formatLongDate(mechanic.namedAt)}.
          </p>
          <div className="share-action-row">
            <button type="button" className="button button-danger-outline button-small" onClick={() => void remove()} disabled={busy !== null} aria-busy={busy === 'remove'}>
              {busy === 'remove' && <Spinner />}
              Remove the mechanic
            </button>
          </div>
        </div>
      ) : (
        <p className="maintenance-small">Name your A&amp;P or IA by email: they get a link to sign off items here, without an account.</p>
      )}
      <form className="maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-label={mechanic ? 'Name another mechanic' : 'Name a mechanic'}>
        <TextField label={mechanic ? "Another mechanic's email" : "Mechanic's email"} type="email" autoComplete="off" value={email} onChange={setEmail} required errors={errors.fields.email} />
        <ErrorList errors={errors.general} />
        <div className="share-action-row">
          <button type="submit" className="button button-secondary button-small" disabled={busy !== null} aria-busy={busy === 'name'}>
            {busy === 'name' && <Spinner />}
            Send the link
          </button>
        </div>
      </form>
      <StatusNote text={said} />
    </section>
  );
}
