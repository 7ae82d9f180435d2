import { validationFailed } from '../../../domain/errors.js';
import { planKindOf, type PriceIds } from '../../../domain/subscription/plans.js';
import { promotionCodeErrors, type PromotionCode } from '../../../domain/subscription/promotion-code.js';
import type { AdminResource } from './simple-rest.js';

type Sort<F extends string> = { field: F; order: 'ASC' | 'DESC' };

/** The parts of the promotion-code storage the back office uses. */
export interface PromotionCodeAdminStore {
  list(q: { q?: string; ids?: number[]; sort: Sort<'id' | 'code' | 'percentOff' | 'expiresAt' | 'createdAt'>; offset: number; limit: number }): Promise<{ items: PromotionCode[]; total: number }>;
  findById(id: number): Promise<PromotionCode | null>;
  create(f: Pick<PromotionCode, 'code' | 'percentOff' | 'expiresAt' | 'active'>): Promise<PromotionCode>;
  update(id: number, f: Partial<Pick<PromotionCode, 'code' | 'percentOff' | 'expiresAt' | 'active'>>): Promise<PromotionCode>;
  delete(id: number): Promise<void>;
}

function fields(data: Record<string, unknown>, partial: boolean) {
  const errors = promotionCodeErrors(data, partial);
  if (errors.length) throw validationFailed(errors);
  return {
    ...(data.code !== undefined ? { code: String(data.code).trim() } : {}),
    ...(data.percentOff !== undefined ? { percentOff: Number(data.percentOff) } : {}),
    ...(data.expiresAt !== undefined ? { expiresAt: data.expiresAt ? new Date(String(data.expiresAt)) : null } : {}),
    ...(data.active !== undefined ? { active: data.active as boolean } : {}),
  };
}

export function promotionCodesResource(store: PromotionCodeAdminStore): AdminResource<PromotionCode, 'id' | 'code' | 'percentOff' | 'expiresAt' | 'createdAt'> {
  return {
    name: 'promotion-codes',
    sortFields: ['id', 'code', 'percentOff', 'expiresAt', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) => store.list({ q: typeof filter.q === 'string' ? filter.q : undefined, ids, sort, offset, limit }),
    getOne: (id) => store.findById(id),
    create: (data) => store.create({ active: true, expiresAt: null, ...fields(data, false) } as Pick<PromotionCode, 'code' | 'percentOff' | 'expiresAt' | 'active'>),
    update: (id, data) => {
      // react-admin sends the whole record back; only the editable fields are read.
      const { code, percentOff, expiresAt, active } = data;
      return store.update(id, fields({ code, percentOff, expiresAt, active }, true));
    },
    delete: (id) => store.delete(id),
  };
}

export interface AdminSubscriptionRecord {
  id: string;
  userId: number;
  username: string;
  priceId: string;
  plan: string | null;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  discount: string | null;
}

export interface SubscriptionAdminStore {
  listForAdmin(q: { q?: string; priceId?: string; status?: string; ids?: string[]; sort: Sort<'currentPeriodEnd' | 'status' | 'priceId'>; offset: number; limit: number }): Promise<{
    items: { id: string; userId: number; username: string; priceId: string; status: string; currentPeriodEnd: Date; cancelAtPeriodEnd: boolean; trialEnd: Date | null; discount: { name: string; percentOff: number } | null }[];
    total: number;
  }>;
}

const STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'unpaid'];

/** Subscriptions, read-only; ids are the provider's (strings), so the list handles its own id filter. */
export function subscriptionsResource(store: SubscriptionAdminStore, priceIds: PriceIds) {
  const toRecord = (s: Awaited<ReturnType<SubscriptionAdminStore['listForAdmin']>>['items'][number]): AdminSubscriptionRecord => ({
    ...s,
    plan: planKindOf(priceIds, s.priceId),
    discount: s.discount ? `${s.discount.name} (${s.discount.percentOff}% off)` : null,
  });
  const resource: AdminResource<AdminSubscriptionRecord, 'currentPeriodEnd' | 'status' | 'plan'> = {
    name: 'subscriptions',
    idType: 'string',
    sortFields: ['currentPeriodEnd', 'status', 'plan'],
    defaultSort: { field: 'currentPeriodEnd', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const plan = filter.plan === 'listing' || filter.plan === 'professional' ? filter.plan : undefined;
      const { items, total } = await store.listForAdmin({
        q: typeof filter.q === 'string' ? filter.q : undefined,
        priceId: plan ? priceIds[plan] : undefined,
        status: typeof filter.status === 'string' && STATUSES.includes(filter.status) ? filter.status : undefined,
        ids,
        sort: { field: sort.field === 'plan' ? 'priceId' : sort.field, order: sort.order },
        offset,
        limit,
      });
      return { items: items.map(toRecord), total };
    },
    async getOne(id) {
      const { items } = await store.listForAdmin({ ids: [id], sort: { field: 'currentPeriodEnd', order: 'DESC' }, offset: 0, limit: 1 });
      return items[0] ? toRecord(items[0]) : null;
    },
  };
  return resource;
}

