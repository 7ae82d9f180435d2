import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, notFound, validationFailed } from '../../../domain/errors.js';
import { parseId } from '../params.js';
import { requireAdmin } from '../session.js';

export interface ListParams<F extends string, Id = number> {
  filter: Record<string, unknown>;
  ids?: Id[];
  sort: { field: F; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** One back-office resource; the helper below gives it the ra-data-simple-rest contract. */
export interface AdminResource<T extends { id: T['id'] }, F extends string> {
  name: string;
  /** Numeric ids (the default) or the provider's string ids (e.g. Stripe's sub_...). */
  idType?: T['id'] extends number ? 'number' : 'string';
  sortFields: readonly F[];
  defaultSort: { field: F; order: 'ASC' | 'DESC' };
  list(params: ListParams<F, T['id']>): Promise<{ items: T[]; total: number }>;
  getOne(id: T['id']): Promise<T | null>;
  create?(data: Record<string, unknown>, ctx: Context): Promise<T>;
  update?(id: T['id'], data: Record<string, unknown>, ctx: Context): Promise<T>;
  delete?(id: T['id'], ctx: Context): Promise<void>;
}

const STRING_ID = /^[A-Za-z0-9_-]{1,255}$/;

function parseResourceId(raw: unknown, idType: 'number' | 'string' | undefined): number | string {
  if (idType !== 'string') return parseId(raw, 'id');
  const s = String(raw ?? '');
  if (!STRING_ID.test(s)) throw validationFailed(['id must be letters, digits, dashes or underscores']);
  return s;
}

export const MAX_PAGE = 500;

function parseJsonParam<T>(raw: unknown, name: string, fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(String(raw)) as T;
  } catch {
    throw validationFailed([`The ${name} parameter must be JSON`]);
  }
}

export function parseListParams<T extends { id: T['id'] }, F extends string>(ctx: Context, resource: AdminResource<T, F>): ListParams<F, T['id']> {
  const filter = parseJsonParam<Record<string, unknown>>(ctx.query.filter, 'filter', {});
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw validationFailed(['The filter parameter must be a JSON object']);
  const range = parseJsonParam<unknown>(ctx.query.range, 'range', [0, 24]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw validationFailed(['The range parameter must be [start, end] with whole numbers, start <= end']);
  }
  const sort = parseJsonParam<unknown>(ctx.query.sort, 'sort', [resource.defaultSort.field, resource.defaultSort.order]);
  if (!Array.isArray(sort) || sort.length !== 2) throw validationFailed(['The sort parameter must be [field, "ASC"|"DESC"]']);
  const [field, order] = sort as [string, string];
  if (!(resource.sortFields as readonly string[]).includes(field)) {
    throw validationFailed([`Cannot sort ${resource.name} by ${String(field).slice(0, 40)}; use one of ${resource.sortFields.join(', ')}`]);
  }
  if (order !== 'ASC' && order !== 'DESC') throw validationFailed(['The sort order must be ASC or DESC']);
  let ids: T['id'][] | undefined;
  if (filter.id !== undefined) {
    const list = Array.isArray(filter.id) ? filter.id : [filter.id];
    ids = list.map((v) => parseResourceId(v, resource.idType) as T['id']);
  }
  const [start, end] = range as [number, number];
  return { filter, ids, sort: { field: field as F, order }, offset: start, limit: Math.min(end - start + 1, MAX_PAGE) };
}

const requestBody = (ctx: Context): Record<string, unknown> => {
  const b = ctx.request.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw validationFailed(['Send the record as a JSON object']);
  return b as Record<string, unknown>;
};

/**
 * The ra-data-simple-rest contract, implemented once: GET list with filter/range/sort answering
 * Content-Range, GET one, POST, PUT, DELETE answering the deleted record. Admins only.
 */
export function simpleRestRouter<T extends { id: T['id'] }, F extends string>(resource: AdminResource<T, F>): Router {
  const router = new Router({ prefix: `/admin/${resource.name}` });
  router.use(async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });

  router.get('/', async (ctx: Context) => {
    const params = parseListParams(ctx, resource);
    const { items, total } = await resource.list(params);
    const end = items.length ? params.offset + items.length - 1 : params.offset;
    ctx.set('Content-Range', `${resource.name} ${params.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  const one = async (ctx: Context) => {
    const record = await resource.getOne(parseResourceId(ctx.params.id, resource.idType) as T['id']);
    if (!record) throw notFound(`No ${resource.name} record with id ${ctx.params.id}`);
    return record;
  };
  const unsupported = (what: string) => new DomainError('forbidden', `${resource.name} cannot be ${what} here`);

  router.get('/:id', async (ctx: Context) => {
    ctx.body = await one(ctx);
  });
  router.post('/', async (ctx: Context) => {
    if (!resource.create) throw unsupported('created');
    ctx.status = 201;
    ctx.body = await resource.create(requestBody(ctx), ctx);
  });
  router.put('/:id', async (ctx: Context) => {
    if (!resource.update) throw unsupported('edited');
    ctx.body = await resource.update((await one(ctx)).id, requestBody(ctx), ctx);
  });
  router.delete('/:id', async (ctx: Context) => {
    if (!resource.delete) throw unsupported('deleted');
    const record = await one(ctx);
    await resource.delete(record.id, ctx);
    ctx.body = record;
  });
  return router;
}
