import { Link } from 'react-router-dom';
import { BookingList } from './booking-list';
import { CalendarFeed } from './calendar-feed';

/** /account/bookings: the user's own requests and bookings, and their calendar feed address. */
export function MyBookingsTabPage() {
  return (
    <section aria-labelledby="my-bookings-heading">
      <h1 id="my-bookings-heading" className="account-title">
        My bookings
      </h1>
      <BookingList
        role="pilot"
        empty={
          <>
            <p className="account-empty">You have not asked for a plane yet. Open a listing and send a request from its calendar.</p>
            <p>
              <Link className="button button-accent button-small" to="/find">
                Find Planes
              </Link>
            </p>
          </>
        }
      />
      <CalendarFeed />
    </section>
  );
}
