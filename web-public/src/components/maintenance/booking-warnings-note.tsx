import type { StatusView } from '../../../../domain/maintenance/maintenance-view';
import { periodWarnings } from './period-warnings';
import './maintenance-status.css';

/**
 * What a period would run into (a due date passed, the hours left used), said before a request is sent or
 * approved; it refuses nothing. Nothing is drawn when there is nothing to say.
 */
export function BookingWarningsNote({ status, period, zone, lead }: { status: StatusView; period: { start: Date; end: Date } | null; zone: string; lead: string }) {
  const warnings = period ? periodWarnings(status, period, zone) : [];
  if (warnings.length === 0) return null;
  return (
    <ul className="maintenance-warnings" aria-label="Maintenance warnings">
      <li className="maintenance-warnings-title">{lead}</li>
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}
