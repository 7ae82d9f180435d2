import type { AdminAirworthiness } from '../../application/maintenance/admin-airworthiness.service.js';
import type { ReadAircraftStatus } from '../../application/maintenance/aircraft-status.service.js';
import type { AddMaintenanceItem, RemoveMaintenanceItem, SetHundredHour, SignOffMaintenanceItem } from '../../application/maintenance/maintenance-items.service.js';
import type { MechanicAccess, NameMechanic } from '../../application/maintenance/mechanic.service.js';
import type { ReadMaintenance } from '../../application/maintenance/read-maintenance.service.js';
import type { AnswerSquawk, ListSquawks, ReportSquawk } from '../../application/maintenance/squawks.service.js';

export type { AdminAirworthinessDetail } from '../../application/maintenance/admin-airworthiness.service.js';
export type { ItemRead, MaintenanceRead } from '../../application/maintenance/read-maintenance.service.js';
export type { SquawkUpload } from '../../application/maintenance/squawks.service.js';

/** Airworthiness's use cases (issue 38, application/maintenance/) the HTTP adapter is handed in `maintenance`. */
export interface MaintenanceServices {
  /** GET /share/:id/status: whoever may see the listing. */
  readStatus: ReadAircraftStatus;
  /** GET /share/:id/maintenance: the owner and staff. */
  readMaintenance: ReadMaintenance;
  addItem: AddMaintenanceItem;
  removeItem: RemoveMaintenanceItem;
  signOff: SignOffMaintenanceItem;
  setHundredHour: SetHundredHour;
  reportSquawk: ReportSquawk;
  answerSquawk: AnswerSquawk;
  listSquawks: ListSquawks;
  nameMechanic: NameMechanic;
  /** The mechanic's link: no account, the token is the credential. */
  mechanicAccess: MechanicAccess;
  /** The back office's aircraft by status. */
  adminAirworthiness: AdminAirworthiness;
}
