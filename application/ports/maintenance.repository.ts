import type { Tenths } from '../../domain/flight/flight.js';
import type {
  Actor, ItemKind, MaintenanceItem, SignOff, Squawk, SquawkEvent, SquawkSeverity, SquawkSource, SquawkState, StatusColour,
} from '../../domain/maintenance/maintenance.js';

/** An item as the owner adds it: its due is computed before it is stored. */
export interface NewItem {
  shareId: number;
  kind: ItemKind;
  title: string;
  intervalMonths: number | null;
  intervalHours: Tenths | null;
  lastDoneOn: string | null;
  lastDoneHours: Tenths | null;
  dueOn: string | null;
  dueHours: Tenths | null;
  createdAt: Date;
}

export interface NewSquawk {
  shareId: number;
  bookingId: number | null;
  source: SquawkSource;
  reportedBy: Actor;
  text: string;
  severity: SquawkSeverity;
  photos: string[];
  createdAt: Date;
}

/** What the owner said of his aircraft beyond its items: the 100-hour word and the mechanic he named. */
export interface MaintenanceSettings {
  /** The owner's word on whether the 100-hour inspection applies; null: the listing type's default. */
  hundredHour: boolean | null;
  mechanic: { email: string; namedAt: Date } | null;
}

/** The status as last worked out and stored, for the back office's list (aircraft_status). */
export interface StoredStatus {
  shareId: number;
  status: StatusColour;
  reasons: string[];
  openSquawks: number;
  computedAt: Date;
}

/** A row of the back office's list: the stored status with its listing, owner and grounding. */
export interface AirworthinessRow extends StoredStatus {
  title: string;
  ownerName: string;
  grounded: boolean;
}

export interface AirworthinessQuery {
  status?: StatusColour[];
  /** Words of the title, the tail number or the owner's name. */
  q?: string;
  shareIds?: number[];
  sort: { field: 'shareId' | 'status' | 'computedAt' | 'openSquawks'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Airworthiness storage (issue 38), keyed by the listing (an aircraft has one). Every write joins the
 * caller's unit of work: a sign-off, its item's new due and the status it gives are one transaction.
 * History is only ever added to: sign-offs and squawk events are never updated.
 */
export interface MaintenanceRepository {
  /** The listing's active items, oldest first. */
  items(shareId: number): Promise<MaintenanceItem[]>;
  /**
   * One active item of the listing, or null. `lock`: the row is held until the caller's transaction ends
   * (two sign-offs of one item wait for each other).
   */
  item(shareId: number, itemId: number, options?: { lock?: boolean }): Promise<MaintenanceItem | null>;
  addItem(item: NewItem): Promise<MaintenanceItem>;
  /** Takes the item off the list (active = false), its history kept; false when the listing has no such active item. */
  removeItem(shareId: number, itemId: number): Promise<boolean>;
  /**
   * Records a sign-off and sets its item's last done and next due. A conflict DomainError
   * (MAINTENANCE_MESSAGES.alreadySignedOff) when the item already has one on that date, even when two race.
   */
  signOff(signOff: Omit<SignOff, 'id'>): Promise<SignOff>;
  /** The sign-offs of these items, newest first. */
  history(itemIds: number[]): Promise<Map<number, SignOff[]>>;

  /** The listing's squawks, newest first: all, or the open ones (not fixed). */
  squawks(shareId: number, options?: { openOnly?: boolean }): Promise<Squawk[]>;
  /** One squawk; `lock` holds its row until the caller's transaction ends. */
  squawk(id: number, options?: { lock?: boolean }): Promise<Squawk | null>;
  /** Stores the squawk with its 'reported' event. */
  addSquawk(squawk: NewSquawk): Promise<Squawk>;
  /** Adds an answer to the squawk's history and sets its state (fixed: closedAt). */
  answerSquawk(id: number, state: SquawkState, event: SquawkEvent, closedAt: Date | null): Promise<Squawk>;
  /**
   * The latest booking of this pilot on the listing that was checked out at least once (states checked_out,
   * flown, disputed, closed): he flew the aircraft on Wingshare. Null when none.
   */
  flownBooking(shareId: number, pilotId: number): Promise<number | null>;

  settings(shareId: number): Promise<MaintenanceSettings>;
  setHundredHour(shareId: number, value: boolean | null): Promise<void>;
  /**
   * Names the mechanic: a new random token, of which only a SHA-256 is stored, answered once (for his link);
   * the mechanic named before and his link stop working.
   */
  nameMechanic(shareId: number, email: string, at: Date): Promise<string>;
  /** Revokes the link; false when none was named. */
  removeMechanic(shareId: number): Promise<boolean>;
  /** The listing and mechanic of a live link, or null (unknown or revoked). */
  mechanicByToken(token: string): Promise<{ shareId: number; email: string } | null>;

  /** Stores the status as worked out now (one row per listing, replaced). */
  saveStatus(status: StoredStatus): Promise<void>;
  /** The listings to sweep: those with active items or open squawks, or with a stored status (so one with nothing left turns green). */
  sharesToSweep(): Promise<number[]>;
  /**
   * Records that this reminder of the item was queued; false when it was already (insert, on conflict do
   * nothing): in the transaction that queues its mail, so each goes once.
   */
  recordReminder(itemId: number, key: string, at: Date): Promise<boolean>;

  /** The back office's list. */
  listStatuses(query: AirworthinessQuery): Promise<{ items: AirworthinessRow[]; total: number }>;
}
