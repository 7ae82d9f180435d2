import type { AlertOutbox, AlertsToQueue, BookingMailToQueue, BookingMailToWithdraw, ClaimedAlert, GroupMailToQueue, PartnerMatchToQueue } from '../../application/ports/alert-outbox.js';

export interface AlertRow extends AlertsToQueue {
  id: number;
  userId: number;
  deliveryKey: string;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  claimedBy: string | null;
  sentAt: Date | null;
  lastError: string | null;
}

/**
 * The alert outbox in memory, keeping PostgresAlertOutbox's contract: one row per (user, share, kind),
 * skipped rows queued again, claims that pass over leased rows and count the attempt.
 */
export class InMemoryAlertOutbox implements AlertOutbox {
  readonly rows: AlertRow[] = [];
  /** airport id -> followers */
  readonly followers = new Map<number, Set<number>>();
  readonly users = new Map<number, { email: string; name: string }>();
  /** "shareId@airportId" of the listings on view */
  readonly listed = new Set<string>();

  follow(userId: number, airportId: number, email = `u${userId}@example.com`, name = `Pilot ${userId}`) {
    this.users.set(userId, { email, name });
    this.followers.set(airportId, (this.followers.get(airportId) ?? new Set()).add(userId));
  }

  async queueForFollowers(a: AlertsToQueue): Promise<number> {
    let queued = 0;
    for (const userId of this.followers.get(a.airportId) ?? []) {
      if (userId === a.ownerId) continue;
      const row = this.rows.find((r) => r.userId === userId && r.shareId === a.shareId && r.kind === a.kind);
      if (row && row.status !== 'skipped') continue;
      const fresh = { status: 'pending' as const, attempts: 0, nextAttemptAt: new Date(0), lockedUntil: null, claimedBy: null, sentAt: null, lastError: null };
      if (row) Object.assign(row, a, fresh);
      else this.rows.push({ ...a, ...fresh, id: this.rows.length + 1, userId, deliveryKey: `key-${this.rows.length + 1}` });
      queued++;
    }
    return queued;
  }

  /** Booking mails queued (not claimed here: the alert tests deliver new-listing alerts only). */
  readonly bookingMails: BookingMailToQueue[] = [];

  async queueBookingMails(mails: BookingMailToQueue[]): Promise<number> {
    return addOnce(this.bookingMails, mails);
  }

  /** Group mails queued, once per (user, listing, kind, eventKey). */
  readonly groupMails: GroupMailToQueue[] = [];

  async queueGroupMails(mails: GroupMailToQueue[]): Promise<number> {
    return addOnce(this.groupMails, mails);
  }

  /** New-match mails queued (issue 41), once per (pilot, listing). */
  readonly partnerMatches: PartnerMatchToQueue[] = [];

  async queuePartnerMatches(mails: PartnerMatchToQueue[]): Promise<number> {
    let queued = 0;
    for (const m of mails) {
      if (this.partnerMatches.some((q) => q.userId === m.userId && q.shareId === m.shareId)) continue;
      this.partnerMatches.push(m);
      queued++;
    }
    return queued;
  }

  async lastGroundingNotices(shareId: number, bookingIds: number[]): Promise<Map<number, Date>> {
    const last = new Map<number, Date>();
    for (const m of this.bookingMails) {
      const at = m.kind === 'booking_grounded' && m.shareId === shareId && bookingIds.includes(m.payload.bookingId) ? new Date(m.eventKey.split(':').slice(2).join(':')) : null;
      if (at && !(at <= (last.get(m.payload.bookingId) ?? new Date(0)))) last.set(m.payload.bookingId, at);
    }
    return last;
  }

  /** Booking mails are never claimed here: each one queued can be taken back. */
  async withdrawBookingMails(mails: BookingMailToWithdraw[]): Promise<number> {
    const key = (m: BookingMailToWithdraw) => `${m.userId}/${m.shareId}/${m.kind}/${m.eventKey}`;
    const gone = new Set(mails.map(key));
    this.bookingMails.splice(0, this.bookingMails.length, ...this.bookingMails.filter((m) => !gone.has(key(m))));
    return 0;
  }

  async claim(worker: string, limit: number, now: Date, leaseUntil: Date): Promise<ClaimedAlert[]> {
    const due = this.rows
      .filter((r) => r.status === 'pending' && r.nextAttemptAt <= now && (!r.lockedUntil || r.lockedUntil <= now))
      .slice(0, limit);
    return due.map((r) => {
      Object.assign(r, { attempts: r.attempts + 1, lockedUntil: leaseUntil, claimedBy: worker });
      return {
        id: r.id, kind: r.kind, userId: r.userId, shareId: r.shareId, airportId: r.airportId, payload: r.payload,
        deliveryKey: r.deliveryKey, attempt: r.attempts, recipient: this.users.get(r.userId)!,
        stillFollowing: this.followers.get(r.airportId)?.has(r.userId) ?? false,
        stillListed: this.listed.has(`${r.shareId}@${r.airportId}`),
      };
    });
  }

  private held(id: number, worker: string) {
    const row = this.rows.find((r) => r.id === id && r.claimedBy === worker && r.status === 'pending');
    return row ?? null;
  }

  async markSent(id: number, at: Date) {
    const row = this.rows.find((r) => r.id === id && r.status === 'pending');
    if (row) Object.assign(row, { status: 'sent', sentAt: at, lockedUntil: null, lastError: null });
  }
  async retryLater(id: number, worker: string, at: Date, error: string) {
    const row = this.held(id, worker);
    if (row) Object.assign(row, { nextAttemptAt: at, lockedUntil: null, claimedBy: null, lastError: error });
  }
  async markFailed(id: number, worker: string, error: string) {
    const row = this.held(id, worker);
    if (row) Object.assign(row, { status: 'failed', lockedUntil: null, lastError: error });
  }
  async markSkipped(id: number, worker: string, reason: string) {
    const row = this.held(id, worker);
    if (row) Object.assign(row, { status: 'skipped', lockedUntil: null, lastError: reason });
  }
  async release(ids: number[], worker: string) {
    for (const id of ids) {
      const row = this.held(id, worker);
      if (row) Object.assign(row, { lockedUntil: null, claimedBy: null, attempts: Math.max(0, row.attempts - 1) });
    }
  }
}

/** Appends the mails not queued yet (one per user, listing, kind and event), as the outbox's unique key does; answers how many. */
function addOnce<M extends { userId: number; shareId: number; kind: string; eventKey: string }>(queued: M[], mails: M[]): number {
  const key = (m: M) => `${m.userId}/${m.shareId}/${m.kind}/${m.eventKey}`;
  const fresh = mails.filter((m) => !queued.some((q) => key(q) === key(m)));
  queued.push(...fresh);
  return fresh.length;
}
