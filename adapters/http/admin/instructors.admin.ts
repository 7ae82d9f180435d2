import type { ModerateProfessionals } from '../../../application/admin/moderate-professionals.service.js';
import type { AdminInstructorQuery, AdminInstructorRecord, AdminInstructorStore } from '../../../application/ports/admin-instructors.js';
import { notFound } from '../../../domain/errors.js';
import { booleanField, booleanFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Professional profiles: staff hide or show them on the map (isDiscoverable) and remove them. */
export function instructorsResource(store: AdminInstructorStore, moderate: ModerateProfessionals): AdminResource<AdminInstructorRecord, AdminInstructorQuery['sort']['field']> {
  return {
    name: 'instructors',
    sortFields: ['id', 'createdAt', 'ratePerHour', 'name'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) =>
      store.list({ ids, q: textFilter(filter, 'q'), active: booleanFilter(filter, 'active'), sort, offset, limit }),
    getOne: (id) => store.findById(id),
    async update(id, data) {
      const discoverable = booleanField(data, 'isDiscoverable');
      if (discoverable !== undefined) await moderate.setDiscoverable(id, discoverable);
      const profile = await store.findById(id);
      if (!profile) throw notFound(`No instructors record with id ${id}`);
      return profile;
    },
    delete: (id) => moderate.remove(id),
  };
}
