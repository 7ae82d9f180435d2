import type { ReactNode } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import type { BookingList as List, BookingView } from '../../../lib/booking-view';
import { listRequests } from '../../../lib/bookings.api';
import { BookingCard, type BookingRole } from './booking-card';
import './bookings.css';

const OPEN = new Set(['pending', 'approved']);

/**
 * The caller's requests as pilot or owner, in two groups: open ones (waiting first, then approved) and
 * the rest. Newest first within each, as the API answers (the newest 100).
 */
export function BookingList({ role, empty }: { role: BookingRole; empty: ReactNode }) {
  const list = useApiResource(role, (signal) => listRequests(role, signal));
  if (list.status === 'loading') return <PageLoading label="Loading…" />;
  if (list.status === 'failed') {
    return (
      <div className="account-card">
        <ErrorList errors={[`We could not load your requests. ${list.error}`]} />
        <button type="button" className="button button-secondary button-small" onClick={list.retry}>
          Try again
        </button>
      </div>
    );
  }
  const all = list.data.requests;
  const replace = (next: BookingView) => list.set({ ...list.data, requests: all.map((b) => (b.id === next.id ? next : b)) } satisfies List);
  if (all.length === 0) return <div className="account-card">{empty}</div>;
  const rank = (b: BookingView) => (b.state === 'pending' ? 0 : b.state === 'approved' ? 1 : 2);
  const open = all.filter((b) => OPEN.has(b.state)).sort((a, b) => rank(a) - rank(b));
  const closed = all.filter((b) => !OPEN.has(b.state));
  const group = (items: BookingView[], heading: string) =>
    items.length > 0 && (
      <section className="booking-group" aria-label={heading}>
        <h2 className="account-subtitle">{heading}</h2>
        <div className="booking-cards">
          {items.map((b) => (
            <BookingCard key={b.id} booking={b} role={role} onChanged={replace} />
          ))}
        </div>
      </section>
    );
  return (
    <>
      {group(open, role === 'owner' ? 'To answer and upcoming' : 'Waiting and upcoming')}
      {group(closed, 'Past and closed')}
    </>
  );
}
