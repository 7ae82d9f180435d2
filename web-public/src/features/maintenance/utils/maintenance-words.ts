import type { ItemState, SquawkSeverity, SquawkSource, SquawkState } from '../../../../../domain/maintenance/maintenance';
import type { MaintenanceItemView, SquawkEventView } from '../../../../../domain/maintenance/maintenance-view';
import { longDateOf, usNumber } from '../../../../../domain/text/us-format';

export const ITEM_STATE_WORDS: Record<ItemState, string> = { ok: 'OK', due_soon: 'Due soon', overdue: 'Overdue' };

export const SEVERITY_WORDS: Record<SquawkSeverity, string> = { info: 'Info', deferred: 'Deferred', grounding: 'Grounding' };

export const SQUAWK_STATE_WORDS: Record<SquawkState, string> = {
  open: 'Open: not answered yet',
  deferred: 'Deferred',
  grounding: 'Grounding',
  fixed: 'Fixed',
};

export const SOURCE_WORDS: Record<SquawkSource, string> = { check_in: 'at check-in', owner: 'by the owner', pilot: 'by a pilot' };

export const EVENT_WORDS: Record<SquawkEventView['action'], string> = {
  reported: 'Reported',
  defer: 'Deferred',
  fix: 'Fixed',
  ground: 'Grounded',
};

/** '2027-03-14' -> 'March 14, 2027' (a calendar date: no time zone to shift it). */
export function dayText(iso: string | null): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? longDateOf(Number(m[1]), Number(m[2]), Number(m[3])) : iso;
}

/** Tach hours as the meter shows them: '1,234.5'. */
export const hoursText = (hours: number): string => usNumber(hours, { minFractionDigits: 1, maxFractionDigits: 1 });

/** "Every 12 months", "Every 50.0 hours", "Every 4 months or 50.0 hours, whichever comes first". */
export function intervalText(item: Pick<MaintenanceItemView, 'intervalMonths' | 'intervalHours'>): string {
  const months = item.intervalMonths ? `${item.intervalMonths} ${item.intervalMonths === 1 ? 'month' : 'months'}` : null;
  const hours = item.intervalHours ? `${hoursText(item.intervalHours)} hours` : null;
  if (months && hours) return `Every ${months} or ${hours}, whichever comes first`;
  return months || hours ? `Every ${months ?? hours}` : 'No interval';
}

/** "March 10, 2026 at 1,230.0 hours", or "Not recorded yet". */
export function lastDoneText(item: Pick<MaintenanceItemView, 'lastDoneOn' | 'lastDoneHours'>): string {
  if (!item.lastDoneOn && item.lastDoneHours === null) return 'Not recorded yet';
  const on = item.lastDoneOn ? dayText(item.lastDoneOn) : '';
  const at = item.lastDoneHours !== null ? `${hoursText(item.lastDoneHours)} hours` : '';
  return on && at ? `${on} at ${at}` : on || `At ${at}`;
}

/** The hours of the wire (one decimal) as the tenths the domain's rules read. */
export const tenthsOf = (hours: number | null): number | null => (hours === null ? null : Math.round(hours * 10));
