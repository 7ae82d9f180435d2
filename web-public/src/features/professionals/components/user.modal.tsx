import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { personName } from '../../../lib/instructor-view';
import { pilotMailto } from '../utils/contact-mail';
import { ContactActions } from './contact-actions';
import { PersonAvatar } from './person-avatar';
import './professionals.css';
import { ProfileDetails, type ProfileFact } from './profile-details';

/** A pilot from the map search (spec 2 "User modal"): picture, name, contact, about, where, bio. */
export function UserModal({ airport, data }: ModalPropsMap['user']) {
  const city = data.city || airport?.city;
  const state = data.state || airport?.state;
  const facts: ProfileFact[] = [
    ['Airport', airport?.locationId],
    ['City', city],
    ['State', state],
  ];

  return (
    <ModalDialog title={personName(data)} size="medium" className="profile-modal">
      <div className="instructor-profile">
        <div className="profile-head">
          <PersonAvatar avatar={data.avatar} className="profile-avatar" />
          <div className="profile-summary">
            <p className="profile-role">Pilot</p>
          </div>
        </div>
        <ContactActions email={data.email} mailto={data.email ? pilotMailto(data.email, data.first) : ''} />
        <ProfileDetails about={data.about} facts={facts} bio={data.bio} />
      </div>
    </ModalDialog>
  );
}
