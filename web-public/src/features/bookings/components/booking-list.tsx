import { useRef, type ReactNode } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import type { BookingList as List, BookingView } from '../../../lib/booking-view';
import { listRequests } from '../../../lib/bookings.api';
import { bookingGroups } from '../utils/booking-groups';
import type { BookingRole } from '../utils/booking-role';
import { BookingCard } from './booking-card';
import './bookings.css';

/**
 * The caller's requests as pilot or owner, in two groups (utils/booking-groups.ts): waiting and upcoming,
 * then past and closed (the newest 100, as the API answers).
 */
export function BookingList({ role, empty }: { role: BookingRole; empty: ReactNode }) {
  const list = useApiResource(role, (signal) => listRequests(role, signal));
  // A card answered here keeps its place (its version as first shown decides its group and order): the
  // next card does not slide under the pointer, and an undo finds the card where it was.
  const placed = useRef(new Map<number, BookingView>());
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
  const replace = (next: BookingView) => {
    const before = all.find((b) => b.id === next.id);
    if (before && !placed.current.has(next.id)) placed.current.set(next.id, before);
    list.set({ ...list.data, requests: all.map((b) => (b.id === next.id ? next : b)) } satisfies List);
  };
  if (all.length === 0) return <div className="account-card">{empty}</div>;
  const current = new Map(all.map((b) => [b.id, b]));
  const groups = bookingGroups(all.map((b) => placed.current.get(b.id) ?? b), new Date());
  const open = groups.open.map((b) => current.get(b.id)!);
  const closed = groups.closed.map((b) => current.get(b.id)!);
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
