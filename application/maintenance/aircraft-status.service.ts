import type { Availability } from '../../domain/booking/availability.js';
import { notFound } from '../../domain/errors.js';
import type { Tenths } from '../../domain/flight/flight.js';
import type { AircraftStatus } from '../../domain/maintenance/maintenance.js';
import { aircraftStatus, groundingReason } from '../../domain/maintenance/status.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../ports/flight.repository.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { GroundAircraft } from '../bookings/ground-aircraft.service.js';
import { availabilityOf } from '../bookings/booking-access.js';
import { LISTING_NOT_FOUND, visibleShare } from '../shares/share-access.js';
import { airportToday, lastKnownTach } from './maintenance-access.js';

/** An aircraft's status as worked out now, with what it was worked out from. */
export interface AircraftState {
  share: Share;
  availability: Availability;
  /** The airport's today. */
  today: string;
  meter: Tenths | null;
  status: AircraftStatus;
}

/**
 * The status of an aircraft (issue 38, point 2), always worked out from what is stored: its active items,
 * its open squawks, its last known tach and the airport's today. Nothing of it lives only in memory, so it
 * reads the same before and after a restart. `recompute` runs after every change, in the change's
 * transaction: it stores the result for the back office's list and applies the grounding (red grounds the
 * aircraft, marked as the status's; not red lifts the status's grounding, never the owner's own).
 */
export class AircraftStatusKeeper {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
    private readonly maintenance: MaintenanceRepository,
    private readonly flights: FlightRepository,
    private readonly billing: BillingRulesRepository,
    private readonly ground: Pick<GroundAircraft, 'byMaintenance' | 'liftMaintenance'>,
    private readonly clock: Clock,
  ) {}

  /** The status now, nothing written. */
  async stateOf(share: Share): Promise<AircraftState> {
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    const today = airportToday(this.clock.now(), availability.timeZone);
    const meter = await lastKnownTach(this.flights, this.billing, share);
    const [items, squawks] = await Promise.all([this.maintenance.items(share.id), this.maintenance.squawks(share.id, { openOnly: true })]);
    return { share, availability, today, meter, status: aircraftStatus({ items, squawks, meter, today }) };
  }

  /** The grounding reason when the status is red now, else null (GroundAircraft asks it when an owner lifts his own grounding). */
  async redReason(shareId: number): Promise<string | null> {
    const share = await this.shares.findById(shareId);
    if (!share) return null;
    const { status } = await this.stateOf(share);
    return status.status === 'red' ? groundingReason(status) : null;
  }

  /** Works the status out again, stores it and grounds or lifts; in the caller's transaction. */
  async recompute(shareId: number): Promise<AircraftState | null> {
    const share = await this.shares.findById(shareId);
    if (!share) return null;
    const state = await this.stateOf(share);
    const { status } = state;
    await this.maintenance.saveStatus({
      shareId, status: status.status, reasons: status.reasons, openSquawks: status.openSquawks.length, computedAt: this.clock.now(),
    });
    const grounded = state.availability.grounded;
    if (status.status === 'red') {
      if (!grounded || grounded.by === 'maintenance') await this.ground.byMaintenance(shareId, groundingReason(status));
    } else if (grounded?.by === 'maintenance') {
      await this.ground.liftMaintenance(shareId);
    }
    return state;
  }
}

/** GET /share/:id/status: anyone who may see the listing (its inactive listing: the owner and staff; 404 others). */
export class ReadAircraftStatus {
  constructor(
    private readonly shares: ShareRepository,
    private readonly keeper: AircraftStatusKeeper,
  ) {}

  async execute(user: User | null, shareId: number): Promise<AircraftState> {
    return this.keeper.stateOf(await visibleShare(this.shares, user, shareId));
  }
}

/** Recomputes in a transaction of its own (a change that has none). */
export async function recomputeIn(unitOfWork: UnitOfWork, keeper: AircraftStatusKeeper, shareId: number): Promise<AircraftState> {
  const state = await unitOfWork.run(() => keeper.recompute(shareId));
  if (!state) throw notFound(LISTING_NOT_FOUND);
  return state;
}
