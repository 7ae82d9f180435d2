/**
 * The wire shapes of airworthiness (issue 38; docs/api.md "Airworthiness"): built by the server
 * (adapters/http/maintenance-view.ts), read by the public site and the back office. Hours are numbers with
 * one decimal (tach hours), dates 'YYYY-MM-DD', instants ISO 8601.
 *
 * Who sees what: anyone who may see the listing sees its StatusView (the colour, the reasons, the items'
 * dues and the open squawks' titles); the owner, the mechanic he named and staff see MaintenanceView (notes,
 * sign-off history, squawks with their text, photos and answers).
 */
import type { ItemKind, ItemState, SquawkAction, SquawkSeverity, SquawkSource, SquawkState, StatusColour } from './maintenance.js';

export interface MaintenanceItemView {
  id: number;
  kind: ItemKind;
  title: string;
  intervalMonths: number | null;
  intervalHours: number | null;
  lastDoneOn: string | null;
  lastDoneHours: number | null;
  dueOn: string | null;
  dueHours: number | null;
  state: ItemState;
  /** "Due on March 31, 2027", "Due at 1,234.5 hours (12.5 left)", "Overdue since March 2, 2027". */
  dueText: string;
}

export interface SignOffView {
  id: number;
  doneOn: string;
  hours: number | null;
  note: string;
  /** The user's or mechanic's name; "(mechanic)" follows a mechanic's. */
  by: string;
  at: string;
  nextDueOn: string | null;
  nextDueHours: number | null;
}

export interface OwnerItemView extends MaintenanceItemView {
  /** Newest first. */
  history: SignOffView[];
}

/** What pilots see of a squawk. */
export interface SquawkTitleView {
  id: number;
  /** The text's first line, at most 80 characters. */
  title: string;
  severity: SquawkSeverity;
  state: SquawkState;
}

export interface SquawkEventView {
  action: 'reported' | SquawkAction;
  note: string;
  by: string;
  at: string;
}

export interface SquawkView extends SquawkTitleView {
  text: string;
  source: SquawkSource;
  bookingId: number | null;
  reportedBy: string;
  createdAt: string;
  closedAt: string | null;
  /** Where the caller can open each photo. */
  photos: string[];
  events: SquawkEventView[];
}

/** GET /api/share/:id/status. */
export interface StatusView {
  shareId: number;
  status: StatusColour;
  reasons: string[];
  /** The pilots' short line: "Airworthy; annual due in 4 months". */
  line: string;
  items: MaintenanceItemView[];
  openSquawks: SquawkTitleView[];
  /** Tach hours the status was worked out with, null when none is recorded. */
  meter: number | null;
  /** The airport's today, the date the status was worked out for. */
  today: string;
}

/** GET /api/share/:id/maintenance (owner, his mechanic, staff). */
export interface MaintenanceView {
  shareId: number;
  status: StatusView;
  items: OwnerItemView[];
  /** Whether the 100-hour inspection applies to this aircraft and why (the page says it). */
  hundredHour: { applies: boolean; why: string; setByOwner: boolean };
  /** The mechanic the owner named (who signs off through his mailed link), or null. Hidden from the mechanic. */
  mechanic: { email: string; namedAt: string } | null;
}

/** GET /api/share/:id/squawks: SquawkView[] for the owner, his mechanic and staff; pilots get SquawkTitleView[] (open ones only). */
export type SquawkListView = SquawkView[] | SquawkTitleView[];

/** The back office's list of aircraft by status (GET /api/admin/airworthiness). */
export interface AdminAirworthinessRow {
  id: number;
  shareId: number;
  title: string;
  ownerName: string;
  status: StatusColour;
  reasons: string[];
  openSquawks: number;
  grounded: boolean;
  computedAt: string;
}
