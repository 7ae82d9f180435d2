import type { AdminShareQuery, AdminShareRecord, AdminShareStore } from '../../../application/ports/admin-shares.js';
import type { ManageShare } from '../../../application/shares/share-commands.service.js';
import { notFound } from '../../../domain/errors.js';
import { SHARE_TYPES } from '../../../domain/share/share-types.js';
import type { SiteAddress } from '../site-address.js';
import { requireAdmin } from '../session.js';
import { alertSiteUrlOf } from '../site-url.js';
import { booleanField, booleanFilter, choiceFilter, idFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Listings: staff enable, disable and delete any (with its photos), through the owners' own use case. */
export function sharesResource(store: AdminShareStore, manageShare: ManageShare, siteAddress: SiteAddress): AdminResource<AdminShareRecord, AdminShareQuery['sort']['field']> {
  return {
    name: 'shares',
    sortFields: ['id', 'listDate', 'ratePerHour', 'title'],
    defaultSort: { field: 'listDate', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) =>
      store.list({
        ids,
        q: textFilter(filter, 'q'),
        type: choiceFilter(filter, 'type', SHARE_TYPES),
        isActive: booleanFilter(filter, 'isActive'),
        ownerId: idFilter(filter, 'ownerId'),
        sort,
        offset,
        limit,
      }),
    getOne: (id) => store.findById(id),
    async update(id, data, ctx) {
      const isActive = booleanField(data, 'isActive');
      if (isActive !== undefined) await manageShare.setActive(requireAdmin(ctx), id, isActive, alertSiteUrlOf(ctx, siteAddress));
      const share = await store.findById(id);
      if (!share) throw notFound(`No shares record with id ${id}`);
      return share;
    },
    delete: (id, ctx) => manageShare.delete(requireAdmin(ctx), id),
  };
}
