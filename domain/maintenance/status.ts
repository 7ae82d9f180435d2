/**
 * The status of an aircraft (issue 38, point 2), one pure function run by the server and the browser.
 * CONTRACT: the domain helper implements these bodies and tests/unit/domain/maintenance-status.test.ts.
 *
 * green; amber when an item is due within 10 hours or 30 days, or a deferred squawk is open; red when an
 * item is overdue, or a grounding squawk is open (squawkWeight). Reasons name each cause, red first.
 */
import type { Tenths } from '../flight/flight.js';
import type { AircraftStatus, MaintenanceItem, Squawk, SquawkWeight } from './maintenance.js';

export function squawkWeight(squawk: Pick<Squawk, 'severity' | 'state'>): SquawkWeight {
  void squawk;
  throw new Error('not implemented yet (domain helper)');
}

export function aircraftStatus(input: { items: MaintenanceItem[]; squawks: Squawk[]; meter: Tenths | null; today: string }): AircraftStatus {
  void input;
  throw new Error('not implemented yet (domain helper)');
}

/**
 * The share modal's short line for pilots: "Airworthy; annual due in 4 months", "Airworthy; 100-hour
 * inspection due in 6.0 hours", "Grounded: 1 grounding squawk open", "Not airworthy: the annual inspection is overdue".
 */
export function statusLine(status: Pick<AircraftStatus, 'status' | 'items' | 'openSquawks' | 'reasons'>, today: string): string {
  void status; void today;
  throw new Error('not implemented yet (domain helper)');
}

/** The reason written on the listing's grounding when the status turns red (at most 500 characters). */
export function groundingReason(status: AircraftStatus): string {
  void status;
  throw new Error('not implemented yet (domain helper)');
}
