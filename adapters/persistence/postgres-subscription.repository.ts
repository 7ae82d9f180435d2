import type { MikroORM } from '@mikro-orm/postgresql';
import type { Subscription, SubscriptionStatus } from '../../domain/subscription/subscription.js';
import type { SubscriptionRepository } from '../../application/ports/payment-gateway.js';
import { escapeLike } from './mikro-orm-user.repository.js';

export interface SubscriptionRow {
  id: string;
  user_id: number;
  price_id: string;
  status: string;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  trial_end: Date | null;
  discount_name: string | null;
  discount_percent_off: string | number | null;
}

export const rowToSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  priceId: r.price_id,
  status: r.status as SubscriptionStatus,
  currentPeriodEnd: new Date(r.current_period_end),
  cancelAtPeriodEnd: r.cancel_at_period_end,
  trialEnd: r.trial_end ? new Date(r.trial_end) : null,
  discount: r.discount_name ? { name: r.discount_name, percentOff: Number(r.discount_percent_off ?? 0) } : null,
});

export interface AdminSubscriptionQuery {
  q?: string;
  priceId?: string;
  status?: string;
  ids?: string[];
  sort: { field: 'currentPeriodEnd' | 'status' | 'priceId'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { currentPeriodEnd: 's.current_period_end', status: 's.status', priceId: 's.price_id' } as const;

/** Our copy of the provider's subscriptions (Stripe or the sandbox), one row per provider id. */
export class PostgresSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  async customerIdOf(userId: number): Promise<string | null> {
    const rows = await this.em.execute<{ payment_customer_id: string | null }[]>('select payment_customer_id from users where id = ?', [userId]);
    return rows[0]?.payment_customer_id ?? null;
  }

  async setCustomerId(userId: number, customerId: string): Promise<void> {
    await this.em.execute('update users set payment_customer_id = ? where id = ?', [customerId, userId]);
  }

  async userIdOfCustomer(customerId: string): Promise<number | null> {
    const rows = await this.em.execute<{ id: number }[]>('select id from users where payment_customer_id = ?', [customerId]);
    return rows[0]?.id ?? null;
  }

  async listForUser(userId: number): Promise<Subscription[]> {
    const rows = await this.em.execute<SubscriptionRow[]>('select * from subscriptions where user_id = ? order by created_at', [userId]);
    return rows.map(rowToSubscription);
  }

  async find(subscriptionId: string): Promise<{ userId: number; subscription: Subscription } | null> {
    const rows = await this.em.execute<SubscriptionRow[]>('select * from subscriptions where id = ?', [subscriptionId]);
    return rows[0] ? { userId: rows[0].user_id, subscription: rowToSubscription(rows[0]) } : null;
  }

  async save(userId: number, s: Subscription): Promise<void> {
    await this.em.execute(
      `insert into subscriptions (id, user_id, price_id, status, current_period_end, cancel_at_period_end, trial_end,
         discount_name, discount_percent_off)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set price_id = excluded.price_id, status = excluded.status,
         current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end,
         trial_end = excluded.trial_end, discount_name = excluded.discount_name,
         discount_percent_off = excluded.discount_percent_off, updated_at = now()`,
      [s.id, userId, s.priceId, s.status, s.currentPeriodEnd, s.cancelAtPeriodEnd, s.trialEnd, s.discount?.name ?? null, s.discount?.percentOff ?? null],
    );
  }

  async markEventProcessed(eventId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      'insert into payment_events (id) values (?) on conflict do nothing returning id',
      [eventId],
    );
    return rows.length === 1;
  }

  /** The back office's read-only list, with the owner's username. */
  async listForAdmin(q: AdminSubscriptionQuery): Promise<{ items: (Subscription & { userId: number; username: string })[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`s.id in (${q.ids.map(() => '?').join(',') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      where.push('u.username ilike ?');
      params.push(`%${escapeLike(q.q.trim())}%`);
    }
    if (q.priceId) {
      where.push('s.price_id = ?');
      params.push(q.priceId);
    }
    if (q.status) {
      where.push('s.status = ?');
      params.push(q.status);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from subscriptions s join users u on u.id = s.user_id ${clause}`, params);
    const rows = await this.em.execute<(SubscriptionRow & { username: string })[]>(
      `select s.*, u.username from subscriptions s join users u on u.id = s.user_id ${clause}
       order by ${SORT_COLUMNS[q.sort.field]} ${q.sort.order === 'ASC' ? 'asc' : 'desc'}, s.id limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map((r) => ({ ...rowToSubscription(r), userId: r.user_id, username: r.username })), total };
  }
}
