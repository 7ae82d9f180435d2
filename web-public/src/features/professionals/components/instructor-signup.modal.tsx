import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../../../../domain/user/user';
import { ErrorList } from '../../../components/form/error-list';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { hasActivePlan } from '../../../lib/profile-subscriptions';
import { createInstructor } from '../api/save-instructor.api';
import {
  INSTRUCTOR_FORM_FIELDS,
  instructorFormErrors,
  instructorPayloadOf,
  newInstructorForm,
  type InstructorFormValues,
} from '../utils/instructor-form-values';
import { InstructorFields } from './instructor-fields';
import './professionals.css';

const TITLE = 'Fill out your professional profile';
export const PROFESSIONAL_TAB = '/account/professional';

/** Navigation state of the Professional tab right after the profile was published. */
export interface PublishedState {
  published?: boolean;
}

/**
 * The instructor entry of spec 4, whoever opens it (the professionals page, its `?signup` flag, the
 * header, the subscribe flow): a visitor signs up first and comes back here; a pilot without the
 * professional subscription gets its pitch; an instructor goes to the profile they have; anyone else
 * fills the form.
 */
export function InstructorSignupModal() {
  const { status, user } = useSession();
  const { openModal } = useModal();
  const navigate = useNavigate();
  // Set once the form published the profile: the way to the Professional tab then says it is live.
  const published = useRef(false);
  const step = status === 'loading' ? 'wait' : !user ? 'signup' : user.isInstructor ? 'profile' : hasActivePlan(user, 'professional') ? 'form' : 'subscribe';

  useEffect(() => {
    if (step === 'signup') {
      openModal('signup', {
        forInstructor: true,
        // The sign-up modal closes right after this runs: come back once it has.
        onComplete: () => window.setTimeout(() => openModal('instructor-signup'), 0),
      });
    } else if (step === 'subscribe') {
      openModal('subscribe-notification', { type: 'instructor' });
    } else if (step === 'profile') {
      navigate(PROFESSIONAL_TAB, published.current ? { state: { published: true } satisfies PublishedState } : undefined);
    }
  }, [step, openModal, navigate]);

  if (step === 'wait') {
    return (
      <ModalDialog title={TITLE} size="large">
        <PageLoading label="Checking your account…" />
      </ModalDialog>
    );
  }
  if (step !== 'form' || !user) return null;
  return <InstructorSignupForm user={user} onPublished={() => (published.current = true)} />;
}

/** The form; once the profile is saved, the profile reloads and the modal above goes on to the tab. */
function InstructorSignupForm({ user, onPublished }: { user: Profile; onPublished: () => void }) {
  const { refresh } = useSession();
  const [values, setValues] = useState<InstructorFormValues>(() => newInstructorForm(user.airport));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const { ref: formRef, reveal } = useRevealInvalid();
  const accountAvatar = user.avatar?.url ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = placeErrors(instructorFormErrors(values, Boolean(avatar || accountAvatar)), INSTRUCTOR_FORM_FIELDS);
    setErrors(found);
    if (hasFormErrors(found)) {
      reveal();
      return;
    }
    setBusy(true);
    try {
      await createInstructor(instructorPayloadOf(values), avatar);
      onPublished();
      await refresh({ force: true });
    } catch (error) {
      setErrors(requestErrors(error, INSTRUCTOR_FORM_FIELDS));
      setBusy(false);
      reveal();
    }
  };

  return (
    <ModalDialog title={TITLE} size="large" className="instructor-signup-modal">
      <p className="instructor-signup-pitch">
        Pilots near you are looking for instruction, checkouts, flight reviews and ferry flights. Publish your card and they
        can find you on the map and in the professionals directory, see your rate and specialties, and email you directly.
      </p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <InstructorFields
          errors={errors.fields}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          avatar={avatar}
          onAvatarChange={setAvatar}
          currentAvatarUrl={accountAvatar}
        />
        <ErrorList errors={errors.general} />
        <div className="modal-actions">
          <button type="submit" className="button button-accent" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            Publish my profile
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
