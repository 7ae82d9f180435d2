import type { Identifier } from 'react-admin';
import { ITEM_KIND_LABELS, type ItemState, type SquawkSeverity, type SquawkState, type StatusColour } from '../../../domain/maintenance/maintenance';
import type { AdminAirworthinessRow, MaintenanceView, SquawkView } from '../../../domain/maintenance/maintenance-view';

/** A row of GET /api/admin/airworthiness (react-admin's id is the listing's). */
export type AdminAirworthiness = AdminAirworthinessRow & { id: Identifier };

/** GET /api/admin/airworthiness/:id: the row with the aircraft's items and squawks. */
export type AdminAirworthinessDetail = AdminAirworthiness & { maintenance: MaintenanceView; squawks: SquawkView[] };

export const STATUS_LABELS: Record<StatusColour, string> = {
  red: 'Red: not airworthy',
  amber: 'Amber: due soon or deferred',
  green: 'Green: airworthy',
};

/** Worst first, as the list is sorted. */
export const STATUS_CHOICES = (['red', 'amber', 'green'] as const).map((id) => ({ id, name: STATUS_LABELS[id] }));

export const ITEM_STATE_LABELS: Record<ItemState, string> = { ok: 'OK', due_soon: 'Due soon', overdue: 'Overdue' };

export const SEVERITY_LABELS: Record<SquawkSeverity, string> = { info: 'Info', deferred: 'Deferred', grounding: 'Grounding' };

export const SQUAWK_STATE_LABELS: Record<SquawkState, string> = { open: 'Open', deferred: 'Deferred', grounding: 'Grounding', fixed: 'Fixed' };

export { ITEM_KIND_LABELS };

export const statusLabel = (r: { status: StatusColour }): string => STATUS_LABELS[r.status] ?? r.status;

/** Hours with their one decimal: "1234.5". */
export const hoursLabel = (n: number | null): string => (n === null ? '—' : n.toFixed(1));
