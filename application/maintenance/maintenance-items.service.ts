import { conflict, invalidFields, notFound, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { dueAfterSignOff, initialDue } from '../../domain/maintenance/due-rules.js';
import type { Actor } from '../../domain/maintenance/maintenance.js';
import { dateText } from '../../domain/maintenance/calendar-date.js';
import { MAINTENANCE_MESSAGES, readItemInput, readSignOffInput } from '../../domain/maintenance/maintenance-input.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { BillingRulesRepository, FlightRepository } from '../ports/flight.repository.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { AircraftStatusKeeper } from './aircraft-status.service.js';
import { actorOfUser, lastKnownTach, MAINTENANCE_ACCESS_MESSAGES, maintainableShare } from './maintenance-access.js';
import type { ItemRead, MaintenanceRead, ReadMaintenance } from './read-maintenance.service.js';

/**
 * POST /share/:id/maintenance: the owner (or staff) adds a due item; its first due is worked out from the
 * last done he gave (none: it is listed as never recorded). The status follows in the same transaction.
 */
export class AddMaintenanceItem {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly read: ReadMaintenance,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, shareId: number, body: unknown): Promise<ItemRead> {
    const share = await maintainableShare(this.shares, user, shareId);
    const { today } = await this.keeper.stateOf(share);
    const read = readItemInput(body, today);
    if (!read.ok) throw invalidFields(read.errors);
    const item = await this.unitOfWork.run(async () => {
      const added = await this.maintenance.addItem({ ...read.value, ...initialDue(read.value), shareId, createdAt: this.clock.now() });
      await this.keeper.recompute(shareId);
      return added;
    });
    return this.read.item(share, item.id);
  }
}

/** DELETE /share/:id/maintenance/:itemId: the item leaves the list, its sign-offs are kept. */
export class RemoveMaintenanceItem {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, shareId: number, itemId: number): Promise<void> {
    await maintainableShare(this.shares, user, shareId);
    await this.unitOfWork.run(async () => {
      if (!(await this.maintenance.removeItem(shareId, itemId))) throw notFound(MAINTENANCE_ACCESS_MESSAGES.itemNotFound);
      await this.keeper.recompute(shareId);
    });
  }
}

/**
 * POST /share/:id/maintenance/:itemId/sign-off (the owner, staff) and the mechanic's link: the work is
 * recorded with its date, tach and note, never overwriting an earlier sign-off, and the next due is worked
 * out from it. The item's row is locked first, so two sign-offs of one item follow each other: the second
 * for the same day finds the first and is a 409 (the store's unique key says so too, should the lock not).
 * Not dated after the airport's today, nor before the item's last sign-off; the tach not below the
 * aircraft's last known reading.
 */
export class SignOffMaintenanceItem {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly flights: FlightRepository,
    private readonly billing: BillingRulesRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly read: ReadMaintenance,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, shareId: number, itemId: number, body: unknown): Promise<ItemRead> {
    return this.signOff(await maintainableShare(this.shares, user, shareId), itemId, body, actorOfUser(user));
  }

  /** As `by` (the mechanic through his link: the caller checked the link). */
  async signOff(share: Share, itemId: number, body: unknown, by: Actor): Promise<ItemRead> {
    await this.unitOfWork.run(async () => {
      const item = await this.maintenance.item(share.id, itemId, { lock: true });
      if (!item) throw notFound(MAINTENANCE_ACCESS_MESSAGES.itemNotFound);
      const { today } = await this.keeper.stateOf(share);
      const lastReading = await lastKnownTach(this.flights, this.billing, share);
      const read = readSignOffInput(body, { today, item, lastReading });
      if (!read.ok) throw invalidFields(read.errors);
      const { doneOn, hours, note } = read.value;
      const done = (await this.maintenance.history([item.id])).get(item.id) ?? [];
      if (done.some((s) => s.doneOn === doneOn)) throw conflict(MAINTENANCE_MESSAGES.alreadySignedOff(dateText(doneOn)));
      const next = dueAfterSignOff(item, doneOn, hours);
      await this.maintenance.signOff({ itemId, doneOn, hours, note, by, at: this.clock.now(), nextDueOn: next.dueOn, nextDueHours: next.dueHours });
      await this.keeper.recompute(share.id);
    });
    return this.read.item(share, itemId);
  }
}

/** PATCH /share/:id/maintenance `{ hundredHour }`: the owner's word on the 100-hour inspection (null: the listing type's default). */
export class SetHundredHour {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly read: ReadMaintenance,
  ) {}

  async execute(user: User, shareId: number, body: unknown): Promise<MaintenanceRead> {
    const share = await maintainableShare(this.shares, user, shareId);
    const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).hundredHour : undefined;
    if (value !== true && value !== false && value !== null) {
      const message = MAINTENANCE_ACCESS_MESSAGES.hundredHour;
      throw validationFailed([message], message, fieldErrors([['hundredHour', [message]]]));
    }
    await this.maintenance.setHundredHour(shareId, value);
    return this.read.of(share);
  }
}
