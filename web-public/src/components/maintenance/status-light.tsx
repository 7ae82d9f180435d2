import type { StatusColour } from '../../../../domain/maintenance/maintenance';
import './maintenance-status.css';

/** The colour's words: the light is never the only sign (issue 38: green, amber, red with words). */
export const STATUS_WORDS: Record<StatusColour, string> = {
  green: 'Green: airworthy',
  amber: 'Amber: something is due soon',
  red: 'Red: not airworthy',
};

/** Short words, for a card with little room. */
export const STATUS_SHORT_WORDS: Record<StatusColour, string> = {
  green: 'Airworthy',
  amber: 'Due soon',
  red: 'Not airworthy',
};

/** A traffic-light dot with its words beside it. */
export function StatusLight({ status, short, className }: { status: StatusColour; short?: boolean; className?: string }) {
  return (
    <span className={`status-light status-light-${status}${className ? ` ${className}` : ''}`}>
      <span className="status-light-dot" aria-hidden="true" />
      <span className="status-light-words">{(short ? STATUS_SHORT_WORDS : STATUS_WORDS)[status]}</span>
    </span>
  );
}
