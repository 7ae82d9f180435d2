/**
 * Airworthiness in memory, for application tests, with the PostgreSQL repository's rules: one sign-off per
 * item and day, history only added to, removed items kept with their history, a mechanic's token answered
 * once and stored hashed (here: kept as is), each reminder recorded once.
 */
import { conflict } from '../../domain/errors.js';
import type { MaintenanceItem, SignOff, Squawk, SquawkEvent, SquawkState } from '../../domain/maintenance/maintenance.js';
import { dateText } from '../../domain/maintenance/calendar-date.js';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenance/maintenance-input.js';
import type { Booking } from '../../domain/booking/booking.js';
import type {
  AirworthinessQuery, AirworthinessRow, MaintenanceRepository, MaintenanceSettings, NewItem, NewSquawk, StoredStatus,
} from '../ports/maintenance.repository.js';

const FLOWN_STATES: ReadonlyArray<Booking['state']> = ['checked_out', 'flown', 'disputed', 'closed'];

export class InMemoryMaintenanceRepository implements MaintenanceRepository {
  readonly itemRows = new Map<number, MaintenanceItem>();
  readonly signOffs: SignOff[] = [];
  readonly squawkRows = new Map<number, Squawk>();
  readonly settingRows = new Map<number, MaintenanceSettings & { token: string | null }>();
  readonly statuses = new Map<number, StoredStatus>();
  readonly reminders = new Set<string>();
  private nextId = 1;

  /** `bookings`: what flownBooking reads (the pilot's bookings on the listing). */
  constructor(private readonly bookings: { all(): Booking[] } = { all: () => [] }) {}

  async items(shareId: number) {
    return [...this.itemRows.values()].filter((i) => i.shareId === shareId && i.active).map((i) => structuredClone(i));
  }
  async item(shareId: number, itemId: number) {
    const i = this.itemRows.get(itemId);
    return i && i.shareId === shareId && i.active ? structuredClone(i) : null;
  }
  async addItem(item: NewItem) {
    const stored: MaintenanceItem = { ...item, id: this.nextId++, active: true };
    this.itemRows.set(stored.id, stored);
    return structuredClone(stored);
  }
  async removeItem(shareId: number, itemId: number) {
    const i = this.itemRows.get(itemId);
    if (!i || i.shareId !== shareId || !i.active) return false;
    i.active = false;
    return true;
  }
  async signOff(s: Omit<SignOff, 'id'>) {
    if (this.signOffs.some((o) => o.itemId === s.itemId && o.doneOn === s.doneOn)) throw conflict(MAINTENANCE_MESSAGES.alreadySignedOff(dateText(s.doneOn)));
    const stored: SignOff = { ...structuredClone(s), id: this.nextId++ };
    this.signOffs.push(stored);
    const item = this.itemRows.get(s.itemId)!;
    Object.assign(item, { lastDoneOn: s.doneOn, lastDoneHours: s.hours, dueOn: s.nextDueOn, dueHours: s.nextDueHours });
    return structuredClone(stored);
  }
  async history(itemIds: number[]) {
    return new Map(itemIds.map((id) => [id, this.signOffs.filter((s) => s.itemId === id).sort((a, b) => b.doneOn.localeCompare(a.doneOn) || b.id - a.id).map((s) => structuredClone(s))]));
  }

  async squawks(shareId: number, options: { openOnly?: boolean } = {}) {
    return [...this.squawkRows.values()]
      .filter((s) => s.shareId === shareId && (!options.openOnly || s.state !== 'fixed'))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((s) => structuredClone(s));
  }
  async squawk(id: number) {
    const s = this.squawkRows.get(id);
    return s ? structuredClone(s) : null;
  }
  async addSquawk(s: NewSquawk) {
    const stored: Squawk = {
      ...structuredClone(s), id: this.nextId++, state: 'open', closedAt: null,
      events: [{ action: 'reported', note: s.text, by: structuredClone(s.reportedBy), at: s.createdAt }],
    };
    this.squawkRows.set(stored.id, stored);
    return structuredClone(stored);
  }
  async answerSquawk(id: number, state: SquawkState, event: SquawkEvent, closedAt: Date | null) {
    const s = this.squawkRows.get(id)!;
    s.state = state;
    s.closedAt = closedAt;
    s.events.push(structuredClone(event));
    return structuredClone(s);
  }
  async flownBooking(shareId: number, pilotId: number) {
    const flown = this.bookings.all().filter((b) => b.shareId === shareId && b.pilotId === pilotId && FLOWN_STATES.includes(b.state));
    return flown.sort((a, b) => b.id - a.id)[0]?.id ?? null;
  }

  private settingsRow(shareId: number) {
    let row = this.settingRows.get(shareId);
    if (!row) this.settingRows.set(shareId, (row = { hundredHour: null, mechanic: null, token: null }));
    return row;
  }
  async settings(shareId: number): Promise<MaintenanceSettings> {
    const { hundredHour, mechanic } = this.settingsRow(shareId);
    return structuredClone({ hundredHour, mechanic });
  }
  async setHundredHour(shareId: number, value: boolean | null) {
    this.settingsRow(shareId).hundredHour = value;
  }
  async nameMechanic(shareId: number, email: string, at: Date) {
    const row = this.settingsRow(shareId);
    row.mechanic = { email, namedAt: at };
    row.token = `mechanic-token-${this.nextId++}`;
    return row.token;
  }
  async removeMechanic(shareId: number) {
    const row = this.settingsRow(shareId);
    const had = !!row.mechanic;
    row.mechanic = null;
    row.token = null;
    return had;
  }
  async mechanicByToken(token: string) {
    for (const [shareId, row] of this.settingRows) if (row.token && row.token === token && row.mechanic) return { shareId, email: row.mechanic.email };
    return null;
  }

  async saveStatus(status: StoredStatus) {
    this.statuses.set(status.shareId, structuredClone(status));
  }
  async sharesToSweep() {
    const ids = new Set<number>([...this.statuses.keys()]);
    for (const i of this.itemRows.values()) if (i.active) ids.add(i.shareId);
    for (const s of this.squawkRows.values()) if (s.state !== 'fixed') ids.add(s.shareId);
    return [...ids].sort((a, b) => a - b);
  }
  async recordReminder(itemId: number, key: string) {
    const k = `${itemId}/${key}`;
    if (this.reminders.has(k)) return false;
    this.reminders.add(k);
    return true;
  }
  async listStatuses(q: AirworthinessQuery) {
    const rows: AirworthinessRow[] = [...this.statuses.values()]
      .filter((s) => (!q.status?.length || q.status.includes(s.status)) && (!q.shareIds || q.shareIds.includes(s.shareId)))
      .map((s) => ({ ...structuredClone(s), title: `Listing ${s.shareId}`, ownerName: '', grounded: s.status === 'red' }));
    return { items: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
  }
}
