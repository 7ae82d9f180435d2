import Router from '@koa/router';
import type { Context } from 'koa';
import type { AuditedChange } from '../../../application/admin/audited-change.service.js';
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
  /** `ctx`: the request (its admin in ctx.state, for the use cases that check who asks again). */
  list(params: ListParams<F, T['id']>, ctx: Context): Promise<{ items: T[]; total: number }>;
  getOne(id: T['id'], ctx: Context): Promise<T | null>;
  create?(data: Record<string, unknown>, ctx: Context): Promise<T>;
  update?(id: T['id'], data: Record<string, unknown>, ctx: Context): Promise<T>;
  delete?(id: T['id'], ctx: Context): Promise<void>;
  /** What the audit trail keeps of a record (default: the record as answered). */
  auditSnapshot?(record: T): unknown;
}

const STRING_ID = /^[A-Za-z0-9_-]{1,255}$/;

function parseResourceId(raw: unknown, idType: 'number' | 'string' | undefined): number | string {
  if (idType !== 'string') return parseId(raw, 'id');
  const s = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (!STRING_ID.test(s)) throw validationFailed(['id must be letters, digits, dashes or underscores']);
  return s;
}

export const MAX_PAGE = 500;
/** PostgreSQL's int range: larger offsets are a client error, not a database one. */
const MAX_OFFSET = 2_147_483_647;

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
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET) || range[1] < range[0]) {
    throw validationFailed(['The range parameter must be [start, end] with whole numbers, start <= end']);
  }
  const sort = parseJsonParam<unknown>(ctx.query.sort, 'sort', [resource.defaultSort.field, resource.defaultSort.order]);
  if (!Array.isArray(sort) || sort.length !== 2) throw validationFailed(['The sort parameter must be [field, "ASC"|"DESC"]']);
  const [field, order] = sort as [string, string];
  if (!(resource.sortFields as readonly string[]).includes(field)) {
    const shown = typeof field === 'string' ? field : String(JSON.stringify(field));
    throw validationFailed([`Cannot sort ${resource.name} by ${shown.slice(0, 40)}; use one of ${resource.sortFields.join(', ')}`]);
  }
  if (order !== 'ASC' && order !== 'DESC') throw validationFailed(['The sort order must be ASC or DESC']);
  let ids: T['id'][] | undefined;
  if (filter.id !== undefined) {
    const list = Array.isArray(filter.id) ? filter.id : [filter.id];
    if (list.length > MAX_PAGE) throw validationFailed([`Ask for at most ${MAX_PAGE} ids at a time`]);
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
 * Content-Range, GET one, POST, PUT, DELETE answering the deleted record. Admins only (401 visitors,
 * 403 others). Every create, update and delete goes through `changes`: it runs in one transaction with its
 * audit entry (who, what, when, the record before, as read inside the transaction, and after).
 */
export function simpleRestRouter<T extends { id: T['id'] }, F extends string>(resource: AdminResource<T, F>, changes: AuditedChange): Router {
  const router = new Router({ prefix: `/admin/${resource.name}` });
  router.use(async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });

  router.get('/', async (ctx: Context) => {
    const params = parseListParams(ctx, resource);
    const { items, total } = await resource.list(params, ctx);
    const end = items.length ? params.offset + items.length - 1 : params.offset;
    ctx.set('Content-Range', `${resource.name} ${params.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  const idOf = (ctx: Context) => parseResourceId(ctx.params.id, resource.idType) as T['id'];
  const one = async (id: T['id'], ctx: Context) => {
    const record = await resource.getOne(id, ctx);
    if (!record) throw notFound(`No ${resource.name} record with id ${String(id)}`);
    return record;
  };
  const unsupported = (what: string) => new DomainError('forbidden', `${resource.name} cannot be ${what} here`);
  const snapshot = (record: T) => (resource.auditSnapshot ? resource.auditSnapshot(record) : record);
  const actorOf = (ctx: Context) => {
    const admin = requireAdmin(ctx);
    return { id: admin.id, username: admin.username };
  };

  router.get('/:id', async (ctx: Context) => {
    ctx.body = await one(idOf(ctx), ctx);
  });

  router.post('/', async (ctx: Context) => {
    const create = resource.create;
    if (!create) throw unsupported('created');
    const body = requestBody(ctx);
    const created = await changes.execute(actorOf(ctx), { action: 'create', resource: resource.name }, async () => {
      const record = await create(body, ctx);
      return { result: record, recordId: String(record.id), before: null, after: snapshot(record) };
    });
    ctx.status = 201;
    ctx.body = created;
  });

  router.put('/:id', async (ctx: Context) => {
    const update = resource.update;
    if (!update) throw unsupported('edited');
    const id = idOf(ctx);
    const body = requestBody(ctx);
    ctx.body = await changes.execute(actorOf(ctx), { action: 'update', resource: resource.name }, async () => {
      const before = await one(id, ctx);
      const after = await update(before.id, body, ctx);
      return { result: after, recordId: String(before.id), before: snapshot(before), after: snapshot(after) };
    });
  });

  router.delete('/:id', async (ctx: Context) => {
    const remove = resource.delete;
    if (!remove) throw unsupported('deleted');
    const id = idOf(ctx);
    ctx.body = await changes.execute(actorOf(ctx), { action: 'delete', resource: resource.name }, async () => {
      const record = await one(id, ctx);
      await remove(record.id, ctx);
      return { result: record, recordId: String(record.id), before: snapshot(record), after: null };
    });
  });
  return router;
}
