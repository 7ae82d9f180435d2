import type { AirworthinessRow } from '../../application/ports/maintenance.repository.js';
import { tenthsToNumber } from '../../domain/flight/readings.js';
import type { Actor, ItemWithState, SignOff, Squawk } from '../../domain/maintenance/maintenance.js';
import type {
  AdminAirworthinessRow, MaintenanceItemView, MaintenanceView, OwnerItemView, SignOffView, SquawkTitleView, SquawkView, StatusView,
} from '../../domain/maintenance/maintenance-view.js';
import { squawkTitle, statusLine } from '../../domain/maintenance/status.js';
import type { AircraftState } from '../../application/maintenance/aircraft-status.service.js';
import type { ItemRead, MaintenanceRead } from './maintenance-deps.js';

const hours = (t: number | null): number | null => (t === null ? null : tenthsToNumber(t));

/** Where a squawk's photo is opened: GET /api/squawks/:id/photos/:n (the owner, staff, the reporter). */
export const squawkPhotoUrl = (squawkId: number, n: number): string => `/api/squawks/${squawkId}/photos/${n}`;

/** "Pat Lee", or "mechanic@example.com (mechanic)". */
const byName = (a: Actor): string => (a.mechanicEmail ? `${a.name} (mechanic)` : a.name);

export function toItemView({ item, state, dueText }: ItemWithState): MaintenanceItemView {
  return {
    id: item.id, kind: item.kind, title: item.title, intervalMonths: item.intervalMonths, intervalHours: hours(item.intervalHours),
    lastDoneOn: item.lastDoneOn, lastDoneHours: hours(item.lastDoneHours), dueOn: item.dueOn, dueHours: hours(item.dueHours), state, dueText,
  };
}

export const toSignOffView = (s: SignOff): SignOffView => ({
  id: s.id, doneOn: s.doneOn, hours: hours(s.hours), note: s.note, by: byName(s.by), at: s.at.toISOString(),
  nextDueOn: s.nextDueOn, nextDueHours: hours(s.nextDueHours),
});

export const toOwnerItemView = (item: ItemWithState, history: SignOff[]): OwnerItemView => ({ ...toItemView(item), history: history.map(toSignOffView) });

export const toOwnerItemViewOf = (read: ItemRead): OwnerItemView => toOwnerItemView(read.item, read.history);

export const toSquawkTitleView = (s: Squawk): SquawkTitleView => ({ id: s.id, title: squawkTitle(s.text), severity: s.severity, state: s.state });

export const toSquawkView = (s: Squawk): SquawkView => ({
  ...toSquawkTitleView(s),
  text: s.text, source: s.source, bookingId: s.bookingId, reportedBy: byName(s.reportedBy), createdAt: s.createdAt.toISOString(),
  closedAt: s.closedAt?.toISOString() ?? null, photos: s.photos.map((_, n) => squawkPhotoUrl(s.id, n)),
  events: s.events.map((e) => ({ action: e.action, note: e.note, by: byName(e.by), at: e.at.toISOString() })),
});

export function toStatusView({ share, status, today }: AircraftState): StatusView {
  return {
    shareId: share.id, status: status.status, reasons: status.reasons, line: statusLine(status, today),
    items: status.items.map(toItemView), openSquawks: status.openSquawks.map(toSquawkTitleView), meter: hours(status.meter), today,
  };
}

export function toMaintenanceView(read: MaintenanceRead): MaintenanceView {
  return {
    shareId: read.state.share.id,
    status: toStatusView(read.state),
    items: read.state.status.items.map((i) => toOwnerItemView(i, read.history.get(i.item.id) ?? [])),
    hundredHour: read.hundredHour,
    mechanic: read.mechanic ? { email: read.mechanic.email, namedAt: read.mechanic.namedAt.toISOString() } : null,
  };
}

export const toAdminAirworthinessRow = (r: AirworthinessRow): AdminAirworthinessRow => ({
  id: r.shareId, shareId: r.shareId, title: r.title, ownerName: r.ownerName, status: r.status, reasons: r.reasons,
  openSquawks: r.openSquawks, grounded: r.grounded, computedAt: r.computedAt.toISOString(),
});
