import { formatCentsExact } from '../../../../../domain/money/cents';
import type { FlightView } from '../../../../../domain/flight/flight-view';
import type { BookingRole } from '../utils/booking-role';
import { airportTime, flagNumbers, meterHours, tenths } from '../utils/flight-text';
import { BillTable } from './bill-table';
import { FlightPhotos } from './flight-photos';

const SEVERITY_LABELS = { info: 'Info', deferred: 'Deferred', grounding: 'Grounding' } as const;

/**
 * What a booking's flight holds, for its pilot and its owner: the check-out and check-in readings and
 * photos, the continuity flags with both numbers, the squawks, the bill, a dispute and when it closes.
 */
export function FlightRecord({ flight: f, zone, role }: { flight: FlightView; zone: string; role: BookingRole }) {
  const out = f.checkOut;
  const back = f.checkIn;
  return (
    <section className="flight-record" aria-label="Flight record">
      {f.flags.length > 0 && (
        <div className="flight-flags" role="group" aria-label="Continuity flags">
          <strong>{f.flags.length === 1 ? 'A reading does not continue the last one' : 'Readings do not continue the last ones'}</strong>
          <ul>
            {f.flags.map((flag) => (
              <li key={flag.meter}>
                {flag.message} <span className="flight-flag-numbers">({flagNumbers(flag)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {out && (
        <div className="flight-part">
          <h4>Check-out, {airportTime(out.at, zone)}</h4>
          <dl className="flight-readings">
            <div>
              <dt>Hobbs</dt>
              <dd>{tenths(out.hobbs)}</dd>
            </div>
            <div>
              <dt>Tach</dt>
              <dd>{tenths(out.tach)}</dd>
            </div>
            <div>
              <dt>Fuel on board</dt>
              <dd>{tenths(out.fuelOnBoard)} gal</dd>
            </div>
          </dl>
          <FlightPhotos photos={out.photos} when="check-out" />
        </div>
      )}
      {back && (
        <div className="flight-part">
          <h4>Check-in, {airportTime(back.at, zone)}</h4>
          <dl className="flight-readings">
            <div>
              <dt>Hobbs</dt>
              <dd>
                {tenths(back.hobbs)}
                {out && ` (${tenths(meterHours(out.hobbs, back.hobbs))} h)`}
              </dd>
            </div>
            <div>
              <dt>Tach</dt>
              <dd>
                {tenths(back.tach)}
                {out && ` (${tenths(meterHours(out.tach, back.tach))} h)`}
              </dd>
            </div>
            {back.blockOff && (
              <div>
                <dt>Block off</dt>
                <dd>{airportTime(back.blockOff, zone)}</dd>
              </div>
            )}
            {back.blockOn && (
              <div>
                <dt>Block on</dt>
                <dd>{airportTime(back.blockOn, zone)}</dd>
              </div>
            )}
            <div>
              <dt>Landings</dt>
              <dd>{back.landings}</dd>
            </div>
            {back.route.length > 0 && (
              <div>
                <dt>Route</dt>
                <dd>{back.route.join(' → ')}</dd>
              </div>
            )}
            {back.fuel.length > 0 && (
              <div>
                <dt>Fuel added</dt>
                <dd>{back.fuel.map((p) => `${tenths(p.gallons)} gal for ${formatCentsExact(p.amountCents)}`).join('; ')}</dd>
              </div>
            )}
          </dl>
          {back.squawks.length > 0 && (
            <ul className="flight-squawks" aria-label="Squawks">
              {back.squawks.map((s, i) => (
                <li key={i} className={`squawk-${s.severity}`}>
                  <span className="squawk-severity">{SEVERITY_LABELS[s.severity]}</span> {s.text}
                </li>
              ))}
            </ul>
          )}
          {back.note && <p className="flight-note">Note: {back.note}</p>}
          <FlightPhotos photos={back.photos} when="check-in" />
        </div>
      )}
      {f.bill && <BillTable bill={f.bill} caption="The bill" />}
      {f.dispute && (
        <p className="flight-dispute">
          Disputed by {f.dispute.by === role ? 'you' : `the ${f.dispute.by}`} on {airportTime(f.dispute.at, zone)}: {f.dispute.reason}
          {f.dispute.resolvedAt && ` Resolved by Wingshare staff: ${f.dispute.resolution}`}
        </p>
      )}
      {f.closesAt && !f.dispute && (
        <p className="booking-meta">
          {role === 'owner' ? 'Unless you confirm or dispute it first, it' : 'It'} closes by itself on {airportTime(f.closesAt, zone)}.
        </p>
      )}
    </section>
  );
}
