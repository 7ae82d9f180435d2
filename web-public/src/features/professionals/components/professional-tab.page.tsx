import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { airportLabel } from '../../../../../domain/airport/airport';
import { ErrorList } from '../../../components/form/error-list';
import { SaveActions } from '../../../components/form/save-actions';
import { PageLoading } from '../../../components/page-loading';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useFormSave } from '../../../hooks/use-form-save';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import type { InstructorView } from '../../../lib/instructor-view';
import { deleteInstructor } from '../api/delete-instructor.api';
import { getMyInstructor } from '../api/get-my-instructor.api';
import { updateInstructor } from '../api/save-instructor.api';
import {
  INSTRUCTOR_FORM_FIELDS,
  instructorFormErrors,
  instructorFormOf,
  instructorPayloadOf,
  type InstructorFormValues,
} from '../utils/instructor-form-values';
import { InstructorFields } from './instructor-fields';
import type { PublishedState } from './instructor-signup.modal';
import { ProfessionalPitch } from './professional-pitch';
import './professionals.css';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; instructor: InstructorView };

/** /account/professional: the caller's professional card (spec 2 "Professional tab"), or the way to one. */
export function ProfessionalTabPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="professional-heading">
      <h1 id="professional-heading" className="account-title">
        Professional Info
      </h1>
      {user?.isInstructor ? <ProfessionalProfile key={user.id} /> : <ProfessionalPitch />}
    </section>
  );
}

function ProfessionalProfile() {
  const { state } = useLocation();
  // Right after publishing (this history entry only): say the profile is live and show it.
  const published = Boolean((state as PublishedState | null)?.published);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getMyInstructor(controller.signal).then(
      (instructor) => setLoaded({ status: 'ready', instructor }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (loaded.status === 'loading') return <PageLoading label="Loading your professional profile…" />;
  if (loaded.status === 'failed') {
    return (
      <div className="account-card">
        <ErrorList errors={[`We could not load your professional profile. ${loaded.message}`]} />
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      {published && <PublishedNote instructor={loaded.instructor} />}
      <ProfessionalForm instructor={loaded.instructor} />
    </>
  );
}

/** A new profile is in the directory and on the map at once: say so, and show it as pilots see it. */
function PublishedNote({ instructor }: { instructor: InstructorView }) {
  const { openModal } = useModal();
  const where = instructor.airport ? ` near ${airportLabel(instructor.airport)}` : '';
  return (
    <SuccessNote
      title="Your professional profile is live"
      actions={
        <button type="button" className="button button-primary button-small" onClick={() => openModal('instructor', { instructor })}>
          See your profile
        </button>
      }
    >
      {instructor.isDiscoverable
        ? `Pilots${where} can find you now in Find Professionals and on the map, and email you from your card.`
        : 'It is hidden from the directory and the map while "Do you want pilots to find your profile?" is No.'}
    </SuccessNote>
  );
}

function ProfessionalForm({ instructor: initial }: { instructor: InstructorView }) {
  const { refresh } = useSession();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const [instructor, setInstructor] = useState(initial);
  const [values, setValues] = useState<InstructorFormValues>(() => instructorFormOf(initial));
  const [avatar, setAvatar] = useState<File | null>(null);
  const { errors, saving, save: saveForm, formRef } = useFormSave('Your professional profile has been updated.', INSTRUCTOR_FORM_FIELDS);
  const currentAvatar = instructor.avatar?.url ?? null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveForm(instructorFormErrors(values, Boolean(avatar || currentAvatar)), async () => {
      const saved = await updateInstructor(instructorPayloadOf(values), avatar);
      setInstructor(saved);
      setValues(instructorFormOf(saved));
      setAvatar(null);
    });
  };

  const confirmStop = () =>
    openModal('confirm', {
      title: 'Are you sure?',
      text: 'Your professional profile leaves the directory and the map, and pilots lose it from their favorites. Your subscription stays as it is.',
      onConfirm: async () => {
        await deleteInstructor();
        await refresh({ force: true });
        navigate('/account/basic');
      },
    });

  return (
    <form ref={formRef} className="form account-card" onSubmit={save} noValidate>
      <InstructorFields
        errors={errors.fields}
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        avatar={avatar}
        onAvatarChange={setAvatar}
        currentAvatarUrl={currentAvatar}
      />
      <SaveActions errors={errors.general} saving={saving} dangerLabel="Stop being a professional" onDanger={confirmStop} />
    </form>
  );
}
