import { Link } from 'react-router-dom';
import { CountBadge } from '../../../components/layout/count-badge';
import { usePendingRequests } from '../../../hooks/use-pending-requests';
import { BookingList } from './booking-list';

/** /account/requests: the requests pilots sent to the user's listings, waiting ones first. */
export function RequestsTabPage() {
  const pending = usePendingRequests();
  return (
    <section aria-labelledby="requests-heading">
      <h1 id="requests-heading" className="account-title">
        Requests
        <CountBadge count={pending} />
      </h1>
      <p className="account-lead">
        Pilots&apos; requests for your planes. Answer within 48 hours: an unanswered request expires. Set open hours and block
        periods in each listing&apos;s Availability settings.
      </p>
      <BookingList
        role="owner"
        empty={
          <>
            <p className="account-empty">No requests yet. When a pilot asks for one of your planes, it shows here and we email you.</p>
            <p>
              <Link to="/account/listings">See My Planes</Link>
            </p>
          </>
        }
      />
    </section>
  );
}
