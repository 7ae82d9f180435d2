import { useEffect, useState } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import { personName, type InstructorView } from '../../../lib/instructor-view';
import { getInstructor } from '../api/get-instructor.api';
import { publishInstructorChange } from '../utils/instructor-events';
import { InstructorProfile, modalRateLabel } from './instructor-profile';
import { PersonAvatar } from './person-avatar';
import './professionals.css';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; instructor: InstructorView };

/**
 * One professional (spec 2 "Instructor modal"), from the profile itself (cards of this feature) or from
 * its id (a map-search card), loaded here while the card's data shows.
 */
export function InstructorModal(props: ModalPropsMap['instructor']) {
  const given = 'instructor' in props ? props.instructor : null;
  const id = given ? given.id : (props as { id: number }).id;
  const preview = 'preview' in props ? props.preview : undefined;
  const [loaded, setLoaded] = useState<Loaded>(given ? { status: 'ready', instructor: given } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getInstructor(id, controller.signal).then(
      (instructor) => setLoaded({ status: 'ready', instructor }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
    // A given profile is shown as it is: only an id is loaded (again on Try again).
  }, [given, id, attempt]);

  const changed = (instructor: InstructorView) => {
    setLoaded({ status: 'ready', instructor });
    publishInstructorChange({ kind: 'updated', instructor });
  };

  const named = loaded.status === 'ready' ? loaded.instructor : preview;
  const title = named ? personName(named) : 'Professional';

  return (
    <ModalDialog title={title} size="large" className="profile-modal">
      {loaded.status === 'ready' ? (
        <InstructorProfile instructor={loaded.instructor} onChanged={changed} />
      ) : (
        <>
          {preview && (
            <div className="profile-head">
              <PersonAvatar avatar={preview.avatar} className="profile-avatar" />
              <div className="profile-summary">
                <p className="profile-rate">{modalRateLabel(preview.ratePerHour)}</p>
                {(preview.city || preview.state) && <p>{[preview.city, preview.state].filter(Boolean).join(', ')}</p>}
              </div>
            </div>
          )}
          {loaded.status === 'loading' && <PageLoading label="Loading the profile…" />}
          {loaded.status === 'failed' && (
            <>
              <ErrorList errors={[`We could not load this professional's profile. ${loaded.message}`]} />
              <div className="modal-actions">
                <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              </div>
            </>
          )}
        </>
      )}
    </ModalDialog>
  );
}
