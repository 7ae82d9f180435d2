import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { BookingPaymentRepository, NewLedgerEntry } from '../../application/ports/booking-payment.repository.js';
import { systemClock, type Clock } from '../../application/ports/security.js';
import {
  DEFAULT_POLICY, type BookingPayment, type CancellationPolicy, type LedgerEntry, type LedgerKind, type MoneyStep, type PaymentPolicy,
  type PaymentState, type PayoutAccount,
} from '../../domain/payment/payment.js';

interface PaymentRow {
  booking_id: number; pilot_id: number; owner_id: number; state: PaymentState; customer_id: string; payment_method_id: string;
  account_id: string; cancellation: CancellationPolicy; deposit_cents: number; fee_percent: string | number; expected_cents: number;
  hold_id: string | null; hold_expires_at: Date | null; pay_by: Date | null; due_cents: number | null; next_step: MoneyStep | null; next_step_at: Date | null;
  created_at: Date; updated_at: Date;
}

interface EntryRow {
  id: number; booking_id: number; kind: LedgerKind; amount_cents: number; provider_id: string | null;
  moved_by: LedgerEntry['by']; note: string; created_at: Date;
}

interface AccountRow { user_id: number; account_id: string; state: PayoutAccount['state']; missing: string[]; updated_at: Date }

const orNull = (d: Date | null) => (d ? new Date(d) : null);

const toPayment = (r: PaymentRow): BookingPayment => ({
  bookingId: r.booking_id, pilotId: r.pilot_id, ownerId: r.owner_id, state: r.state, customerId: r.customer_id,
  paymentMethodId: r.payment_method_id, accountId: r.account_id,
  policy: { cancellation: r.cancellation, depositCents: r.deposit_cents },
  feePercent: Number(r.fee_percent), expectedCents: r.expected_cents, holdId: r.hold_id, holdExpiresAt: orNull(r.hold_expires_at),
  payBy: orNull(r.pay_by), dueCents: r.due_cents, nextStep: r.next_step, nextStepAt: orNull(r.next_step_at),
  createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
});

const toEntry = (r: EntryRow): LedgerEntry => ({
  id: r.id, bookingId: r.booking_id, kind: r.kind, amountCents: r.amount_cents, providerId: r.provider_id, by: r.moved_by,
  note: r.note, createdAt: new Date(r.created_at),
});

const toAccount = (r: AccountRow): PayoutAccount => ({
  userId: r.user_id, accountId: r.account_id, state: r.state, missing: r.missing, updatedAt: new Date(r.updated_at),
});

/** Every column but the key, in the order of `values()`. */
const PAYMENT_COLUMNS = [
  'pilot_id', 'owner_id', 'state', 'customer_id', 'payment_method_id', 'account_id', 'cancellation', 'deposit_cents', 'fee_percent',
  'expected_cents', 'hold_id', 'hold_expires_at', 'pay_by', 'due_cents', 'next_step', 'next_step_at', 'created_at', 'updated_at',
] as const;

const values = (p: BookingPayment): unknown[] => [
  p.pilotId, p.ownerId, p.state, p.customerId, p.paymentMethodId, p.accountId, p.policy.cancellation, p.policy.depositCents, p.feePercent,
  p.expectedCents, p.holdId, p.holdExpiresAt, p.payBy, p.dueCents, p.nextStep, p.nextStepAt, p.createdAt, p.updatedAt,
];

/**
 * The money of the rentals in PostgreSQL: payout_accounts, payment_policies, booking_payments and
 * ledger_entries (migrations/Migration20261214000000_payments_connect.ts). Raw SQL on `orm.em`, so that inside
 * a UnitOfWork run every statement joins its transaction (MikroOrmUnitOfWork), as PostgresBookingRepository's do.
 *
 * lock() is `select ... for update`: outside a transaction the lock would end with its statement, so the steps
 * call it inside their UnitOfWork run. record() relies on the unique index of (kind, provider_id): a job run
 * twice or a webhook received twice stores its entry once (`on conflict do nothing`).
 */
export class PostgresBookingPaymentRepository implements BookingPaymentRepository {
  constructor(
    private readonly orm: MikroORM,
    /** save() stamps the payment's updatedAt by it (the application's clock, as the in-memory repository does). */
    private readonly clock: Clock = systemClock,
  ) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async payoutAccountOf(userId: number): Promise<PayoutAccount | null> {
    const [row] = await this.em.execute<AccountRow[]>('select * from payout_accounts where user_id = ?', [userId]);
    return row ? toAccount(row) : null;
  }

  async payoutAccountById(accountId: string): Promise<PayoutAccount | null> {
    const [row] = await this.em.execute<AccountRow[]>('select * from payout_accounts where account_id = ?', [accountId]);
    return row ? toAccount(row) : null;
  }

  async savePayoutAccount(a: PayoutAccount): Promise<void> {
    await this.em.execute(
      `insert into payout_accounts (user_id, account_id, state, missing, updated_at) values (?, ?, ?, ?::jsonb, ?)
       on conflict (user_id) do update set account_id = excluded.account_id, state = excluded.state, missing = excluded.missing,
         updated_at = excluded.updated_at`,
      [a.userId, a.accountId, a.state, JSON.stringify(a.missing), a.updatedAt],
    );
  }

  async policyOf(shareId: number): Promise<PaymentPolicy> {
    const [row] = await this.em.execute<{ cancellation: CancellationPolicy; deposit_cents: number }[]>(
      'select cancellation, deposit_cents from payment_policies where share_id = ?',
      [shareId],
    );
    return row ? { cancellation: row.cancellation, depositCents: row.deposit_cents } : { ...DEFAULT_POLICY };
  }

  async savePolicy(shareId: number, policy: PaymentPolicy): Promise<void> {
    await this.em.execute(
      `insert into payment_policies (share_id, cancellation, deposit_cents, updated_at) values (?, ?, ?, now())
       on conflict (share_id) do update set cancellation = excluded.cancellation, deposit_cents = excluded.deposit_cents, updated_at = now()`,
      [shareId, policy.cancellation, policy.depositCents],
    );
  }

  async find(bookingId: number): Promise<BookingPayment | null> {
    const [row] = await this.em.execute<PaymentRow[]>('select * from booking_payments where booking_id = ?', [bookingId]);
    return row ? toPayment(row) : null;
  }

  async lock(bookingId: number): Promise<BookingPayment | null> {
    const [row] = await this.em.execute<PaymentRow[]>('select * from booking_payments where booking_id = ? for update', [bookingId]);
    return row ? toPayment(row) : null;
  }

  async create(p: BookingPayment): Promise<void> {
    await this.em.execute(
      `insert into booking_payments (booking_id, ${PAYMENT_COLUMNS.join(', ')}) values (?, ${PAYMENT_COLUMNS.map(() => '?').join(', ')})`,
      [p.bookingId, ...values(p)],
    );
  }

  async save(p: BookingPayment): Promise<void> {
    await this.em.execute(
      `update booking_payments set ${PAYMENT_COLUMNS.map((c) => `${c} = ?`).join(', ')} where booking_id = ?`,
      [...values({ ...p, updatedAt: this.clock.now() }), p.bookingId],
    );
  }

  async dueSteps(now: Date, limit: number): Promise<Array<{ bookingId: number; step: MoneyStep; at: Date }>> {
    const rows = await this.em.execute<{ booking_id: number; next_step: MoneyStep; next_step_at: Date }[]>(
      `select booking_id, next_step, next_step_at from booking_payments
        where next_step is not null and next_step_at <= ? order by next_step_at, booking_id limit ?`,
      [now, limit],
    );
    return rows.map((r) => ({ bookingId: r.booking_id, step: r.next_step, at: new Date(r.next_step_at) }));
  }

  async entries(bookingId: number): Promise<LedgerEntry[]> {
    const rows = await this.em.execute<EntryRow[]>('select * from ledger_entries where booking_id = ? order by id', [bookingId]);
    return rows.map(toEntry);
  }

  async record(e: NewLedgerEntry): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `insert into ledger_entries (booking_id, kind, amount_cents, provider_id, moved_by, note) values (?, ?, ?, ?, ?, ?)
       on conflict (kind, provider_id) where provider_id is not null do nothing returning id`,
      [e.bookingId, e.kind, e.amountCents, e.providerId, e.by, e.note],
    );
    return rows.length > 0;
  }

  async bookingOfProviderId(providerId: string): Promise<number | null> {
    // The hold's PaymentIntent is on the payment before any entry names it (a webhook may come first).
    const rows = await this.em.execute<{ booking_id: number }[]>(
      `select booking_id from booking_payments where hold_id = ?
       union all
       select booking_id from ledger_entries where provider_id = ?
       limit 1`,
      [providerId, providerId],
    );
    return rows[0]?.booking_id ?? null;
  }

  async statesOf(bookingIds: number[]): Promise<Map<number, BookingPayment['state']>> {
    if (!bookingIds.length) return new Map();
    const rows = await this.em.execute<{ booking_id: number; state: BookingPayment['state'] }[]>(
      'select booking_id, state from booking_payments where booking_id = any(?::int[])',
      [`{${bookingIds.join(',')}}`],
    );
    return new Map(rows.map((r) => [r.booking_id, r.state]));
  }

  async listForPilot(pilotId: number, offset: number, limit: number): Promise<BookingPayment[]> {
    const rows = await this.em.execute<PaymentRow[]>(
      'select * from booking_payments where pilot_id = ? order by created_at desc, booking_id desc offset ? limit ?',
      [pilotId, offset, limit],
    );
    return rows.map(toPayment);
  }

  async listForOwner(ownerId: number): Promise<BookingPayment[]> {
    const rows = await this.em.execute<PaymentRow[]>('select * from booking_payments where owner_id = ? order by booking_id', [ownerId]);
    return rows.map(toPayment);
  }

  async list(q: { state?: PaymentState; bookingId?: number; offset: number; limit: number }): Promise<{ rows: BookingPayment[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.state) {
      where.push('state = ?');
      params.push(q.state);
    }
    if (q.bookingId !== undefined) {
      where.push('booking_id = ?');
      params.push(q.bookingId);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<(PaymentRow & { total: string })[]>(
      `select *, count(*) over () as total from booking_payments ${clause} order by created_at desc, booking_id desc offset ? limit ?`,
      [...params, q.offset, q.limit],
    );
    const total = rows[0] ? Number(rows[0].total) : q.offset > 0 ? await this.count(clause, params) : 0;
    return { rows: rows.map(toPayment), total };
  }

  private async count(clause: string, params: unknown[]): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`select count(*) as n from booking_payments ${clause}`, params);
    return Number(row!.n);
  }
}
