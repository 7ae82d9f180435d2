import { Link, useLocation } from 'react-router-dom';
import { StatusLight } from '../../../components/maintenance/status-light';
import { SHARE_PARAM } from '../../../hooks/use-share-link';
import type { SectionProps } from '../utils/section-props';

/**
 * The group's aircraft: each with its airworthiness light (with words) and the listing, whose calendar is
 * the members' shared calendar (it opens over this page, as a listing opens anywhere on the site); then the
 * bookings of the next 60 days, who flies when (a renter outside the group is not named).
 */
export function AircraftSection({ view }: SectionProps) {
  const { pathname, search } = useLocation();
  const withShare = (shareId: number) => {
    const params = new URLSearchParams(search);
    params.set(SHARE_PARAM, String(shareId));
    return { pathname, search: `?${params}` };
  };
  return (
    <section id="group-aircraft" className="group-section" aria-labelledby="group-aircraft-heading">
      <h2 id="group-aircraft-heading" className="account-subtitle">
        Aircraft
      </h2>
      {view.aircraft.length === 0 && <p className="group-small">No aircraft in this group.</p>}
      <ul className="group-cards" aria-label="Aircraft">
        {view.aircraft.map((a) => {
          const name = a.tailNumber || a.title;
          return (
            <li key={a.shareId} className="group-card">
              <p className="group-card-title">{name}</p>
              <p className="group-small">
                {a.tailNumber && a.title ? `${a.title} · ` : ''}
                {a.airportCode}
              </p>
              <p>{a.status ? <StatusLight status={a.status} /> : <span className="group-small">Airworthiness not worked out yet.</span>}</p>
              {a.grounded && <p className="group-warning">Grounded: members cannot book it until it is cleared.</p>}
              <p className="group-links">
                <Link to={withShare(a.shareId)}>
                  Calendar and booking<span className="visually-hidden"> of {name}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
      <h3 className="group-h3" id="group-upcoming-heading">
        Coming up
      </h3>
      {view.upcoming.length === 0 ? (
        <p className="group-small">No booking in the next 60 days: book a flight from an aircraft&apos;s calendar above.</p>
      ) : (
        <ul className="group-rows" aria-labelledby="group-upcoming-heading">
          {view.upcoming.map((u) => {
            const plane = view.aircraft.find((a) => a.shareId === u.shareId);
            return (
              <li key={u.bookingId} className={`group-row${u.mine ? ' group-row-mine' : ''}`}>
                <span className="group-row-main">
                  <strong>{u.mine ? 'You' : u.member ? u.member.name : 'Rented (not a member)'}</strong>
                  <span className="group-small">
                    {' '}
                    · {plane ? plane.tailNumber || plane.title : `Listing ${u.shareId}`}
                    {u.state === 'checked_out' && ' · flying now'}
                  </span>
                </span>
                <span className="group-small group-row-wide">{u.when}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
