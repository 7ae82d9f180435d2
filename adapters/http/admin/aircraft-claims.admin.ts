import type { AircraftClaim, AircraftClaimQuery, AircraftClaimRepository } from '../../../application/ports/aircraft-claim.repository.js';
import { notFound, validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../domain/share/listing-ownership.js';
import { choiceFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

const toRecord = (c: AircraftClaim) => ({ ...c, createdAt: c.createdAt.toISOString(), handledAt: c.handledAt?.toISOString() ?? null });
type AdminClaimRecord = ReturnType<typeof toRecord>;

/**
 * "This is my plane" claims (issue 34): filter by status and tail number; staff uphold or dismiss a claim, or
 * reopen it (PUT { status }, audited). What follows an upheld claim (disabling the listing, writing to both
 * sides) is done with the listing's and the user's own actions; the claim records the decision.
 */
export function aircraftClaimsResource(claims: AircraftClaimRepository): AdminResource<AdminClaimRecord, AircraftClaimQuery['sort']['field']> {
  return {
    name: 'aircraft-claims',
    sortFields: ['id', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const { items, total } = await claims.list({
        ids, status: choiceFilter(filter, 'status', CLAIM_STATUSES), tailNumber: textFilter(filter, 'tailNumber'), sort, offset, limit,
      });
      return { items: items.map(toRecord), total };
    },
    getOne: async (id) => {
      const claim = await claims.findById(id);
      return claim ? toRecord(claim) : null;
    },
    // The console may send back the whole record: only `status` is read.
    async update(id, data) {
      if (!(CLAIM_STATUSES as readonly unknown[]).includes(data.status)) {
        const message = `status must be one of ${CLAIM_STATUSES.join(', ')}`;
        throw validationFailed([message], message, fieldErrors([['status', [message]]]));
      }
      const claim = await claims.setStatus(id, data.status as ClaimStatus);
      if (!claim) throw notFound(`No aircraft-claims record with id ${id}`);
      return toRecord(claim);
    },
  };
}
