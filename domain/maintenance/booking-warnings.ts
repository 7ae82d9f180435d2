/**
 * Warnings for a booking whose period passes a due date or would use the hours left (issue 38, point 2),
 * shown at request and at approval, never refusing: "The annual inspection is due on 14 March 2027: this
 * booking ends after it." / "The 100-hour inspection is due in 6.0 hours: a booking of 8 hours may reach it."
 * CONTRACT: the domain helper implements it and its tests.
 */
import type { Tenths } from '../flight/flight.js';
import type { MaintenanceItem } from './maintenance.js';

export function bookingWarnings(input: {
  items: Pick<MaintenanceItem, 'kind' | 'title' | 'dueOn' | 'dueHours'>[];
  /** The booking's period's last day in the airport's zone ('YYYY-MM-DD') and its length in minutes. */
  endsOn: string;
  minutes: number;
  meter: Tenths | null;
}): string[] {
  void input;
  throw new Error('not implemented yet (domain helper)');
}
