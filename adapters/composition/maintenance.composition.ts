import type { MikroORM } from '@mikro-orm/postgresql';
import type { GroundAircraft } from '../../application/bookings/ground-aircraft.service.js';
import { AdminAirworthiness } from '../../application/maintenance/admin-airworthiness.service.js';
import { AircraftStatusKeeper, ReadAircraftStatus } from '../../application/maintenance/aircraft-status.service.js';
import { AddMaintenanceItem, RemoveMaintenanceItem, SetHundredHour, SignOffMaintenanceItem } from '../../application/maintenance/maintenance-items.service.js';
import { MechanicAccess, NameMechanic } from '../../application/maintenance/mechanic.service.js';
import { ReadMaintenance } from '../../application/maintenance/read-maintenance.service.js';
import { AnswerSquawk, CheckInSquawks, ListSquawks, ReportSquawk, SquawkPhotos } from '../../application/maintenance/squawks.service.js';
import { SweepMaintenance } from '../../application/maintenance/sweep-maintenance.service.js';
import type { AlertOutbox } from '../../application/ports/alert-outbox.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../../application/ports/availability.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { ImageProcessor, MediaStore } from '../../application/ports/media.js';
import type { Clock } from '../../application/ports/security.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import { PostgresMaintenanceRepository } from '../persistence/postgres-maintenance.repository.js';

export interface MaintenanceDepsInput {
  orm: MikroORM;
  clock: Clock;
  unitOfWork: UnitOfWork;
  shares: ShareRepository;
  availabilities: AvailabilityRepository;
  zones: TimeZoneFinder;
  flights: FlightRepository;
  billing: BillingRulesRepository;
  groundAircraft: GroundAircraft;
  imageProcessor: ImageProcessor;
  mediaStore: MediaStore;
  /** The mechanic's link (the mail outbox). */
  mailer: Mailer;
  /** The owner's reminders (the alert outbox, in the sweep's transaction). */
  alertOutbox: AlertOutbox;
  logError: (message: string, error: unknown) => void;
}

/**
 * Airworthiness (issue 38): items, sign-offs, squawks, the mechanic's link, the status kept after every
 * change (and its grounding), the check-in's hook, the sweep with the reminders, the back office's list.
 */
export function maintenanceDeps(d: MaintenanceDepsInput) {
  const repository = new PostgresMaintenanceRepository(d.orm);
  const keeper = new AircraftStatusKeeper(d.shares, d.availabilities, d.zones, repository, d.flights, d.billing, d.groundAircraft, d.clock);
  // An owner lifting his own grounding while the status is red is grounded by the status at once.
  d.groundAircraft.useMaintenanceStatus((shareId) => keeper.redReason(shareId));
  const read = new ReadMaintenance(d.shares, repository, keeper);
  const signOff = new SignOffMaintenanceItem(d.shares, repository, d.flights, d.billing, keeper, read, d.unitOfWork, d.clock);
  const photos = new SquawkPhotos(d.imageProcessor, d.mediaStore);
  return {
    repository,
    keeper,
    /** CheckInFlight's hook: the check-in's squawks become squawk records, the status follows. */
    checkInSquawks: new CheckInSquawks(repository, keeper, d.clock),
    services: {
      readStatus: new ReadAircraftStatus(d.shares, keeper),
      readMaintenance: read,
      addItem: new AddMaintenanceItem(d.shares, repository, keeper, read, d.unitOfWork, d.clock),
      removeItem: new RemoveMaintenanceItem(d.shares, repository, keeper, d.unitOfWork),
      signOff,
      setHundredHour: new SetHundredHour(d.shares, repository, read),
      reportSquawk: new ReportSquawk(d.shares, repository, photos, keeper, d.unitOfWork, d.clock),
      answerSquawk: new AnswerSquawk(d.shares, repository, keeper, d.unitOfWork, d.clock),
      listSquawks: new ListSquawks(d.shares, repository, photos),
      nameMechanic: new NameMechanic(d.shares, repository, read, d.mailer, d.unitOfWork, d.clock),
      mechanicAccess: new MechanicAccess(d.shares, repository, read, signOff),
      adminAirworthiness: new AdminAirworthiness(d.shares, repository, read),
    },
    sweep: new SweepMaintenance(repository, keeper, d.alertOutbox, d.unitOfWork, d.clock, d.logError),
  };
}
