import type { StatusView } from '../../../../../domain/maintenance/maintenance-view';
import { StatusLight } from '../../../components/maintenance/status-light';
import { hoursText } from '../utils/maintenance-words';

const NEXT: Record<StatusView['status'], string> = {
  green: 'Nothing is due within 30 days or 10 hours, and no squawk holds it back.',
  amber: 'It takes requests: pilots see what is due. Sign items off as they are done.',
  red: 'It is grounded and takes no requests: sign off what is overdue or answer its grounding squawks, and it takes requests again.',
};

/** The traffic light of the aircraft, with its reasons and what to do next. */
export function StatusPanel({ status }: { status: StatusView }) {
  return (
    <section className={`maintenance-status maintenance-status-${status.status}`} aria-label="Airworthiness status">
      <p className="maintenance-status-light">
        <StatusLight status={status.status} />
      </p>
      {status.reasons.length > 0 && (
        <ul className="maintenance-reasons">
          {status.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <p className="maintenance-small">{NEXT[status.status]}</p>
      <p className="maintenance-small">
        {status.meter === null ? 'No tach reading is recorded yet: hours items count from the first one.' : `Tach: ${hoursText(status.meter)} hours, from the last flight closed or your reading.`}
      </p>
    </section>
  );
}
