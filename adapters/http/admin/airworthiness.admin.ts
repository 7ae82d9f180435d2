import { isDomainError } from '../../../domain/errors.js';
import type { StatusColour } from '../../../domain/maintenance/maintenance.js';
import type { AdminAirworthinessRow, MaintenanceView, SquawkView } from '../../../domain/maintenance/maintenance-view.js';
import type { MaintenanceServices } from '../maintenance-deps.js';
import { toAdminAirworthinessRow, toMaintenanceView, toSquawkView } from '../maintenance-view.js';
import { choiceFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** A row of the list; one record (getOne) adds the aircraft's maintenance and every squawk. */
export type AdminAirworthinessRecord = AdminAirworthinessRow & { maintenance?: MaintenanceView; squawks?: SquawkView[] };

type SortField = 'id' | 'status' | 'computedAt' | 'openSquawks';

const STATUSES: readonly StatusColour[] = ['green', 'amber', 'red'];
const FIELD_OF: Record<SortField, 'shareId' | 'status' | 'computedAt' | 'openSquawks'> = { id: 'shareId', status: 'status', computedAt: 'computedAt', openSquawks: 'openSquawks' };

/**
 * The back office's aircraft by status (issue 38, point 6): the status stored at each change and sweep,
 * filtered by `status` and `q` (title, tail number, owner), id = the listing's. Read-only: the owner and
 * his mechanic sign work off, the owner answers squawks.
 */
export function airworthinessResource(m: Pick<MaintenanceServices, 'adminAirworthiness'>): AdminResource<AdminAirworthinessRecord, SortField> {
  const admin = () => m.adminAirworthiness;
  return {
    name: 'airworthiness',
    sortFields: ['id', 'status', 'computedAt', 'openSquawks'],
    defaultSort: { field: 'status', order: 'ASC' },
    async list({ filter, ids, sort, offset, limit }) {
      const status = choiceFilter(filter, 'status', STATUSES);
      const { items, total } = await admin().list({
        status: status ? [status] : undefined, q: textFilter(filter, 'q'), shareIds: ids,
        sort: { field: FIELD_OF[sort.field], order: sort.order }, offset: ids ? 0 : offset, limit: ids ? ids.length : limit,
      });
      return { items: items.map(toAdminAirworthinessRow), total };
    },
    async getOne(id) {
      try {
        const { row, maintenance, squawks } = await admin().show(id);
        return { ...toAdminAirworthinessRow(row), maintenance: toMaintenanceView(maintenance), squawks: squawks.map(toSquawkView) };
      } catch (e) {
        if (isDomainError(e) && e.code === 'not_found') return null;
        throw e;
      }
    },
  };
}
