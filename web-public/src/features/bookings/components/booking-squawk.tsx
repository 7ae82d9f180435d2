import { useState } from 'react';
import type { BookingView } from '../../../../../domain/booking/booking-view';
import { ReportSquawkForm } from '../../../components/maintenance/report-squawk-form';
import { StatusNote } from '../../../components/status-note/status-note';

/** The states of a booking whose pilot has taken the aircraft: he may report a squawk on it (issue 38, point 3). */
const FLOWN_STATES: readonly BookingView['state'][] = ['checked_out', 'flown', 'disputed', 'closed'];

export const mayReportSquawk = (b: Pick<BookingView, 'state'>): boolean => FLOWN_STATES.includes(b.state);

/** A pilot's "Report a squawk" on his booking card, after check-out: text, severity and up to four photos. */
export function BookingSquawk({ booking }: { booking: BookingView }) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <div className="booking-squawk">
      <StatusNote text={said} />
      {open ? (
        <ReportSquawkForm
          shareId={booking.shareId}
          heading="Report a squawk"
          onCancel={() => setOpen(false)}
          onReported={(s) => {
            setOpen(false);
            setSaid(
              s.severity === 'grounding'
                ? `Squawk reported: ${s.title}. The aircraft is grounded until the owner answers it; the owner sees it on the aircraft's maintenance page.`
                : `Squawk reported: ${s.title}. The owner sees it on the aircraft's maintenance page, and the next pilots see it before they check out.`,
            );
          }}
        />
      ) : (
        <div className="share-action-row">
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setSaid('');
              setOpen(true);
            }}
          >
            Report a squawk
          </button>
        </div>
      )}
    </div>
  );
}
