import { FeedAddress } from '../../../components/feed-address/feed-address';
import { useApiResource } from '../../../hooks/use-api-resource';
import { getUserFeed, resetUserFeed } from '../../../lib/bookings.api';

/** My bookings' calendar feed: the user's approved bookings, for Google Calendar or a phone. */
export function CalendarFeed() {
  const feed = useApiResource('user-feed', getUserFeed);
  return (
    <section className="account-card booking-feed" aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="account-subtitle">
        Your bookings in your calendar
      </h2>
      {feed.status === 'ready' && feed.data ? (
        <FeedAddress url={feed.data} label="Calendar feed address" onReset={async () => (await resetUserFeed()).icsUrl} />
      ) : (
        <p className="account-empty">{feed.status === 'failed' ? `We could not load your feed address. ${feed.error}` : 'Loading…'}</p>
      )}
    </section>
  );
}
