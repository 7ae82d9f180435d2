import { useEffect, useState } from 'react';
import type { BookingState } from '../../../../../domain/booking/booking';
import type { BookingView } from '../../../../../domain/booking/booking-view';
import type { FlightView } from '../../../../../domain/flight/flight-view';
import { getFlight } from '../../../lib/flights.api';

/** The states a booking has a flight in (checked out at least once). */
const WITH_FLIGHT: readonly BookingState[] = ['checked_out', 'flown', 'closed', 'disputed'];

/**
 * A booking's flight: the one its answer carries (`flight`), or, for an answer that does not carry the
 * field, the flight read on its own (GET /api/requests/:id/flight), again each time the booking changes.
 */
export function useFlightOf(b: BookingView): FlightView | null {
  const carried = b.flight;
  const needed = carried === undefined && WITH_FLIGHT.includes(b.state);
  const [read, setRead] = useState<{ key: string; flight: FlightView } | null>(null);
  const key = `${b.id} ${b.state} ${b.updatedAt}`;
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    getFlight(b.id, controller.signal).then(
      (flight) => setRead({ key, flight }),
      // Without its flight the card still shows the booking and its buttons; the next change asks again.
      () => undefined,
    );
    return () => controller.abort();
  }, [needed, b.id, key]);
  if (carried !== undefined) return carried;
  return needed && read ? read.flight : null;
}
