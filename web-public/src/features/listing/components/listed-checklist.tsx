import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { shareLink } from '../../../lib/share-view';
import type { ListedState } from '../utils/listed-state';
import './listed-checklist.css';

interface ListedChecklistProps {
  shareId: number;
  title: string;
  /** A rental: it has a calendar. */
  rental: boolean;
  /** Why the availability chosen in the wizard could not be saved, if it could not. */
  availabilityProblem: string | null;
}

/** After Submit (issue 34): the plane is listed; what to do next, each with the place where it is done. */
export function ListedChecklist({ shareId, title, rental, availabilityProblem }: ListedChecklistProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view moves to the news: the submit button the owner pressed is gone.
  useEffect(() => heading.current?.focus(), []);
  const listing = `/?share=${shareId}`;
  return (
    <section className="wizard-step listed-checklist" aria-labelledby="listed-heading">
      <h1 id="listed-heading" className="wizard-title" tabIndex={-1} ref={heading}>
        Your plane is listed
      </h1>
      <p className="wizard-lead">“{title}” is live: pilots near your airport can find it now. A few things make it stand out:</p>
      {availabilityProblem && (
        <p className="form-error" role="alert">
          The hours you chose could not be saved ({availabilityProblem}). Set them on the listing.
        </p>
      )}
      <ol className="listed-checklist-items" aria-label="What to do next">
        <li>
          <Link to={listing}>Add more photos</Link>: listings with five or more photos get more requests. Open the listing and press Edit.
        </li>
        {rental && (
          <li>
            <Link to={listing}>Check when it can fly</Link>: open hours, notice, booking lengths and blocked days are on the listing, under its
            calendar.
          </li>
        )}
        <li>
          <Link to={listing}>Share the listing</Link> with your club or airport group: its address is{' '}
          <span className="listed-checklist-address">{shareLink(shareId)}</span> (Copy Listing Link on the listing).
        </li>
        <li>
          <Link to={listing}>Answer pilots&apos; questions</Link>: they show on the listing, and we email you when one is asked.
        </li>
        <li>
          <Link to="/account/requests">Answer requests</Link> within 48 hours, under Requests.
        </li>
      </ol>
      <p>
        <Link className="button button-secondary" to="/account/listings" state={{ listed: true } satisfies ListedState}>
          See it in My Planes
        </Link>
      </p>
    </section>
  );
}
