import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { personName } from '../../../lib/instructor-view';
import { pilotMailto } from '../utils/contact-mail';
import { ContactActions } from './contact-actions';
import { PersonAvatar } from './person-avatar';
import './professionals.css';

/** A pilot from the map search (spec 2 "User modal"): picture, name, contact, about, where, bio. */
export function UserModal({ airport, data }: ModalPropsMap['user']) {
  const city = data.city || airport?.city;
  const state = data.state || airport?.state;
  const facts: [string, string | null | undefined][] = [
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
        {data.about && (
          <section className="profile-section" aria-label="About">
            <h3>About</h3>
            <p className="profile-text">{data.about}</p>
          </section>
        )}
        <dl className="profile-facts">
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {data.bio && (
          <section className="profile-section" aria-label="Bio">
            <h3>Bio</h3>
            <p className="profile-text">{data.bio}</p>
          </section>
        )}
      </div>
    </ModalDialog>
  );
}
