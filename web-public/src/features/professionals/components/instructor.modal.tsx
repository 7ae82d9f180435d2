import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { personName, type InstructorView } from '../../../lib/instructor-view';
import { getInstructor } from '../api/get-instructor.api';
import { publishInstructorChange } from '../utils/instructor-events';
import { InstructorProfile, modalRateLabel } from './instructor-profile';
import { PersonAvatar } from './person-avatar';
import './professionals.css';

/**
 * One professional (spec 2 "Instructor modal"), from the profile itself (cards of this feature) or from
 * its id (a map-search card), loaded here while the card's data shows.
 */
export function InstructorModal(props: ModalPropsMap['instructor']) {
  const given = 'instructor' in props ? props.instructor : null;
  const id = given ? given.id : (props as { id: number }).id;
  const preview = 'preview' in props ? props.preview : undefined;
  // A given profile is shown as it is: only an id is loaded (again on Try again).
  const loaded = useApiResource(id, (signal) => getInstructor(id, signal), { initial: given ?? undefined });

  const changed = (instructor: InstructorView) => {
    loaded.set(instructor);
    publishInstructorChange({ kind: 'updated', instructor });
  };

  const named = loaded.status === 'ready' ? loaded.data : preview;
  const title = named ? personName(named) : 'Professional';

  return (
    <ModalDialog title={title} size="large" className="profile-modal">
      {loaded.status === 'ready' ? (
        <InstructorProfile instructor={loaded.data} onChanged={changed} />
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
          {loaded.status === 'failed' && <LoadFailed what="this professional's profile" message={loaded.error} onRetry={loaded.retry} />}
        </>
      )}
    </ModalDialog>
  );
}
