import { useShareStatus } from '../../hooks/use-share-status';
import { BookingWarningsNote } from './booking-warnings-note';
import { STATUS_NOT_LOADED } from './share-airworthiness';
import './maintenance-status.css';

/**
 * On the owner's pending request (issue 38, point 2): what its period would run into (a due date passed,
 * the hours left used) before he approves, and the status's reasons when it is red.
 */
export function RequestMaintenanceNote({ shareId, start, end, zone }: { shareId: number; start: string | null; end: string | null; zone: string }) {
  const status = useShareStatus(shareId);
  if (status.status === 'failed') return <p className="maintenance-small">{STATUS_NOT_LOADED}</p>;
  if (status.status !== 'ready' || !status.data) return null;
  const view = status.data;
  const period = start && end ? { start: new Date(start), end: new Date(end) } : null;
  return (
    <>
      {view.status === 'red' && (
        <p className="open-squawks-note" role="note">
          <strong>The aircraft is not airworthy:</strong> {view.reasons.join(' ')}
        </p>
      )}
      <BookingWarningsNote status={view} period={period} zone={zone} lead="Before you approve, note the aircraft's maintenance:" />
    </>
  );
}
