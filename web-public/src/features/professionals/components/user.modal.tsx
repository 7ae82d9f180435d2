import { LoadFailed } from '../../../components/load-failed';
import { MessageButton } from '../../../components/messaging/message-button';
import { RatingSummary } from '../../../components/rating/rating-summary';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useViewerId } from '../../../hooks/use-session';
import { personName } from '../../../lib/instructor-view';
import { publicRecordFacts } from '../../../lib/public-record-facts';
import type { PilotProfileView, PilotView } from '../../../lib/pilot-view';
import { getPilot } from '../api/get-pilot.api';
import { pilotMailto } from '../utils/contact-mail';
import { ContactActions } from './contact-actions';
import { PersonAvatar } from './person-avatar';
import './professionals.css';
import { ProfileDetails, type ProfileFact } from './profile-details';

/** What the modal shows: the loaded profile where there is one, else what the search card knew. */
function shown({ airport, data }: Omit<PilotView, 'id'>, pilot: PilotProfileView | null) {
  const home = pilot ? pilot.airport : airport;
  const airportLabel = home ? [home.locationId, home.facility].filter(Boolean).join(' - ') : undefined;
  const facts: ProfileFact[] = [
    ['Airport', airportLabel],
    ['City', pilot ? pilot.airport?.city : data.city || airport?.city],
    ['State', pilot ? pilot.airport?.state : data.state || airport?.state],
    ['Credentials', pilot?.credentials.join(', ')],
    ['Total hours', pilot?.totalHours],
    // What the pilot's record shows (issue 15): only the parts he chose to.
    ...publicRecordFacts(pilot?.record),
    ['Wants to fly', pilot?.wantedPlane],
    ['Most experience in', pilot?.mostExpPlane],
  ];
  return {
    first: pilot?.first ?? data.first,
    last: pilot?.last ?? data.last,
    avatar: pilot ? pilot.avatar : data.avatar,
    email: pilot ? pilot.email : data.email,
    about: data.about,
    bio: pilot ? pilot.bio : data.bio,
    rating: pilot?.rating,
    facts,
  };
}

/**
 * A pilot from the map search (spec 2 "User modal"): picture, name, contact, where they fly from, what they
 * fly and their bio. The card's data shows at once; the profile (email, bio...) is loaded by id for members.
 */
export function UserModal({ id, airport, data }: ModalPropsMap['user']) {
  const viewerId = useViewerId();
  // A pilot's profile (his email, the record he shows) is for members: a visitor sees the card's data, and
  // Message asks him to sign up (issue 34).
  const loaded = useApiResource(`${id} ${viewerId}`, (signal) => (viewerId === null ? Promise.resolve(null) : getPilot(id, signal)));

  const pilot = shown({ airport, data }, loaded.status === 'ready' ? loaded.data : null);

  return (
    <ModalDialog title={personName(pilot)} size="medium" className="profile-modal">
      <div className="instructor-profile">
        <div className="profile-head">
          <PersonAvatar avatar={pilot.avatar} className="profile-avatar" />
          <div className="profile-summary">
            <p className="profile-role">Pilot</p>
            {loaded.status === 'ready' && loaded.data && <RatingSummary rating={pilot.rating} showNone />}
          </div>
        </div>
        {loaded.status === 'loading' && !pilot.email && <PageLoading label="Loading the profile…" />}
        {loaded.status === 'failed' && <LoadFailed what="this pilot's profile" message={loaded.error} onRetry={loaded.retry} />}
        {(loaded.status === 'ready' || pilot.email) && (
          <ContactActions
            email={pilot.email}
            mailto={pilot.email ? pilotMailto(pilot.email, pilot.first) : ''}
            message={viewerId !== id && <MessageButton to={{ userId: id }} recipient={pilot.first} />}
          />
        )}
        <ProfileDetails about={pilot.about} facts={pilot.facts} bio={pilot.bio} />
      </div>
    </ModalDialog>
  );
}
