import { notFound } from '../../domain/errors.js';
import type { Squawk } from '../../domain/maintenance/maintenance.js';
import type { AirworthinessQuery, AirworthinessRow, MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { LISTING_NOT_FOUND } from '../shares/share-access.js';
import type { MaintenanceRead, ReadMaintenance } from './read-maintenance.service.js';

/** One aircraft in the back office: its row, its maintenance and every squawk. */
export interface AdminAirworthinessDetail {
  row: AirworthinessRow;
  maintenance: MaintenanceRead;
  squawks: Squawk[];
}

/** The back office's aircraft by status (GET /admin/airworthiness), from the status stored at each change and sweep. */
export class AdminAirworthiness {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly read: ReadMaintenance,
  ) {}

  list(query: AirworthinessQuery): Promise<{ items: AirworthinessRow[]; total: number }> {
    return this.maintenance.listStatuses(query);
  }

  async show(shareId: number): Promise<AdminAirworthinessDetail> {
    const [row] = (await this.maintenance.listStatuses({ shareIds: [shareId], sort: { field: 'shareId', order: 'ASC' }, offset: 0, limit: 1 })).items;
    const share = row ? await this.shares.findById(shareId) : null;
    if (!row || !share) throw notFound(LISTING_NOT_FOUND);
    return { row, maintenance: await this.read.of(share), squawks: await this.maintenance.squawks(shareId) };
  }
}
