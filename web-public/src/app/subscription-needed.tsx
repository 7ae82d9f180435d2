import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatAmount, PLAN_AMOUNT_CENTS, PLAN_INTERVAL } from '../../../domain/subscription/plans';
import { useModal } from '../hooks/use-modal';
import '../components/not-found-page.css';

/**
 * A listing page reached without the listing subscription (spec 2: the subscribe-notification modal of
 * type list). The visitor stays where they were headed: the pitch opens over a page that says the same,
 * Subscribe takes the card, and once paid the page they asked for shows in its place.
 */
export function SubscriptionNeeded({ type }: { type: 'list' }) {
  const { openModal } = useModal();
  const { pathname } = useLocation();
  const pitch = () => openModal('subscribe-notification', { type, returnTo: pathname });

  useEffect(() => {
    openModal('subscribe-notification', { type, returnTo: pathname });
    // Once on arrival; the button below opens it again.
  }, []);

  return (
    // Laid out like the not-found page: a heading, a sentence and the ways on, centred.
    <main className="page not-found">
      <h1>List your plane</h1>
      <p>
        Listing a plane needs the listing subscription: {formatAmount(PLAN_AMOUNT_CENTS)} a {PLAN_INTERVAL}, the first month free, and you can cancel at
        any time. Subscribe and you come straight back here to list your plane.
      </p>
      <div className="form-actions">
        <button type="button" className="button button-accent" onClick={pitch}>
          Subscribe
        </button>
        <Link className="button button-secondary" to="/find">
          Find planes instead
        </Link>
      </div>
    </main>
  );
}
