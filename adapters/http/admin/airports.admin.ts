import type { CorrectAirport } from '../../../application/admin/correct-airport.service.js';
import type { AdminAirportQuery, AdminAirportRecord, AdminAirportStore } from '../../../application/ports/admin-airports.js';
import { notFound, validationFailed } from '../../../domain/errors.js';
import { textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Airports: staff correct the name, city and state of an imported one. No create or delete (listings point at them). */
export function airportsResource(store: AdminAirportStore, correct: CorrectAirport): AdminResource<AdminAirportRecord, AdminAirportQuery['sort']['field']> {
  return {
    name: 'airports',
    sortFields: ['id', 'locationId', 'facility', 'state'],
    defaultSort: { field: 'locationId', order: 'ASC' },
    list: ({ filter, ids, sort, offset, limit }) => {
      const state = textFilter(filter, 'state');
      if (state !== undefined && !/^[A-Za-z]{2}$/.test(state)) throw validationFailed(['The state filter must be a two-letter code such as KY']);
      return store.list({ ids, q: textFilter(filter, 'q'), state, sort, offset, limit });
    },
    getOne: (id) => store.findById(id),
    async update(id, data) {
      const { facility, city, state } = data;
      await correct.execute(id, { facility, city, state });
      const airport = await store.findById(id);
      if (!airport) throw notFound(`No airports record with id ${id}`);
      return airport;
    },
  };
}
