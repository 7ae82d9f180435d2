import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { CardPayment, GroupRepository, GroupSummary, NewExpense, NewGroup, NewPayment, StoredStatement } from '../../application/ports/group.repository.js';
import { conflict } from '../../domain/errors.js';
import type { BillingBasis } from '../../domain/flight/billing-rules.js';
import type {
  AircraftRate, CostRules, Day, DuesSplit, ExpenseKind, ExpenseSplit, Group, GroupExpense, GroupKind, GroupMember, GroupPayment, GroupRole,
  GroupStatement, MemberFlight, Month,
} from '../../domain/group/group.js';
import { hasSqlState } from './postgres-errors.js';

/** The unique key a listing already in a group breaks (migration 20261216000000). */
const SHARE_TAKEN = 'group_shares_one_group';
export const SHARE_IN_ANOTHER_GROUP = 'That listing is already in a group.';

interface GroupRow { id: number; name: string; kind: GroupKind; created_on: string; created_at: Date }
interface MemberRow {
  group_id: number; user_id: number; name: string; role: GroupRole; share_basis_points: number | null; since: string; until: string | null;
}
interface RulesRow {
  group_id: number; applies_from: string; dues_cents: number; dues_split: DuesSplit; hourly_rate_cents: number; basis: BillingBasis; wet: boolean;
  reserve_engine_cents: number; reserve_propeller_cents: number; aircraft: AircraftRate[]; max_active_bookings: number | null;
  max_weekend_days_per_month: number | null;
}
interface ExpenseRow {
  id: number; expense_on: string; kind: ExpenseKind; description: string; amount_cents: number; split: ExpenseSplit; share_id: number | null;
  from_reserve: 'engine' | 'propeller' | null; receipt_key: string | null; created_by: number; created_at: Date; statement_month: string | null;
}
interface PaymentRow {
  id: number; user_id: number; amount_cents: number; paid_on: string; method: 'recorded' | 'card'; recorded_by: number; created_at: Date;
  statement_month: string | null;
}
interface FlightRow {
  booking_id: number; user_id: number; share_id: number; aircraft_label: string; day: string; hobbs: number; tach: number; block: number | null;
  fuel_cents: number;
}

// Dates and months as text: the driver would read a `date` as a local midnight.
const GROUP_COLUMNS = `g.id, g.name, g.kind, g.created_on::text as created_on, g.created_at`;
const MEMBER_COLUMNS = `m.group_id, m.user_id, coalesce(nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), ''), u.username) as name,
  m.role, m.share_basis_points, m.since::text as since, m.until::text as until`;
const RULES_COLUMNS = `group_id, applies_from::text as applies_from, dues_cents, dues_split, hourly_rate_cents, basis, wet, reserve_engine_cents,
  reserve_propeller_cents, aircraft, max_active_bookings, max_weekend_days_per_month`;
const EXPENSE_COLUMNS = `id, expense_on::text as expense_on, kind, description, amount_cents, split, share_id, from_reserve, receipt_key, created_by,
  created_at, statement_month::text as statement_month`;
const PAYMENT_COLUMNS = `id, user_id, amount_cents, paid_on::text as paid_on, method, recorded_by, created_at, statement_month::text as statement_month`;

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const toMember = (r: MemberRow): GroupMember => ({
  userId: r.user_id, name: r.name, role: r.role, shareBasisPoints: r.share_basis_points, since: r.since, until: r.until,
});
const toRules = (r: RulesRow): CostRules => ({
  from: r.applies_from, duesCents: r.dues_cents, duesSplit: r.dues_split, hourlyRateCents: r.hourly_rate_cents, basis: r.basis, wet: r.wet,
  reservesPerHourCents: { engine: r.reserve_engine_cents, propeller: r.reserve_propeller_cents }, aircraft: r.aircraft,
  limits: { maxActiveBookings: r.max_active_bookings, maxWeekendDaysPerMonth: r.max_weekend_days_per_month },
});
const toExpense = (r: ExpenseRow): GroupExpense => ({
  id: r.id, date: r.expense_on, kind: r.kind, description: r.description, amountCents: r.amount_cents, split: r.split, shareId: r.share_id,
  fromReserve: r.from_reserve, receiptKey: r.receipt_key, createdBy: r.created_by, createdAt: new Date(r.created_at), statementMonth: r.statement_month,
});
const toPayment = (r: PaymentRow): GroupPayment => ({
  id: r.id, userId: r.user_id, amountCents: r.amount_cents, date: r.paid_on, method: r.method, recordedBy: r.recorded_by,
  createdAt: new Date(r.created_at), statementMonth: r.statement_month,
});

/**
 * Groups (issue 39) in PostgreSQL (schema: migrations/Migration20261216000000_groups.ts). Raw SQL on `orm.em`,
 * so inside the caller's unit of work every statement runs on its transaction (MikroOrmUnitOfWork); the
 * writes of more than one statement run in `em.transactional` (a savepoint inside the caller's transaction),
 * so that a refused one leaves that transaction usable. An issued statement is only ever inserted: the unique
 * (group, month) makes a second issuing, even one racing the first, insert nothing and answer the first.
 */
export class PostgresGroupRepository implements GroupRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async create(g: NewGroup): Promise<Group> {
    try {
      const id = await this.em.transactional(async (em) => {
        const [row] = await em.execute<{ id: number }[]>(
          'insert into groups (name, kind, created_on, created_at) values (?, ?, ?::date, ?) returning id', [g.name, g.kind, g.createdOn, g.createdAt],
        );
        const groupId = row!.id;
        for (const shareId of g.shareIds) await em.execute('insert into group_shares (group_id, share_id) values (?, ?)', [groupId, shareId]);
        for (const m of g.members) await this.insertMember(em, groupId, m);
        return groupId;
      });
      return (await this.find(id))!;
    } catch (e) {
      throw this.shareTaken(e);
    }
  }

  async find(id: number): Promise<Group | null> {
    const [row] = await this.em.execute<GroupRow[]>(`select ${GROUP_COLUMNS} from groups g where g.id = ?`, [id]);
    if (!row) return null;
    const [shares, members, rules] = await Promise.all([
      this.em.execute<{ share_id: number }[]>('select share_id from group_shares where group_id = ? order by share_id', [id]),
      this.em.execute<MemberRow[]>(`select ${MEMBER_COLUMNS} from group_members m join users u on u.id = m.user_id where m.group_id = ? order by m.since, m.user_id`, [id]),
      this.em.execute<RulesRow[]>(`select ${RULES_COLUMNS} from group_rules where group_id = ? order by applies_from`, [id]),
    ]);
    return {
      id: row.id, name: row.name, kind: row.kind, shareIds: shares.map((s) => s.share_id), members: members.map(toMember), rules: rules.map(toRules),
      createdOn: row.created_on, createdAt: new Date(row.created_at),
    };
  }

  async ofShare(shareId: number): Promise<Group | null> {
    const [row] = await this.em.execute<{ group_id: number }[]>('select group_id from group_shares where share_id = ?', [shareId]);
    return row ? this.find(row.group_id) : null;
  }

  async ofUser(userId: number): Promise<GroupSummary[]> {
    // The member's name and the group's come apart: group_name.
    const rows = await this.em.execute<(MemberRow & { group_name: string; id: number; kind: GroupKind; share_ids: number[] })[]>(
      `select ${MEMBER_COLUMNS}, g.id, g.name as group_name, g.kind,
         array(select s.share_id from group_shares s where s.group_id = g.id order by s.share_id) as share_ids
       from group_members m join groups g on g.id = m.group_id join users u on u.id = m.user_id
       where m.user_id = ? order by g.created_at desc, g.id desc`, [userId],
    );
    return rows.map((r) => ({ id: r.id, name: r.group_name, kind: r.kind, shareIds: r.share_ids, member: toMember(r) }));
  }

  async allIds(): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>('select id from groups order by id');
    return rows.map((r) => r.id);
  }

  async lock(groupId: number): Promise<void> {
    await this.em.execute('select id from groups where id = ? for update', [groupId]);
  }

  async rename(groupId: number, name: string): Promise<void> {
    await this.em.execute('update groups set name = ? where id = ?', [name, groupId]);
  }

  async addShare(groupId: number, shareId: number): Promise<void> {
    try {
      await this.em.transactional((em) => em.execute('insert into group_shares (group_id, share_id) values (?, ?)', [groupId, shareId]));
    } catch (e) {
      throw this.shareTaken(e);
    }
  }

  async saveMember(groupId: number, member: GroupMember): Promise<void> {
    await this.insertMember(this.em, groupId, member);
  }

  private async insertMember(em: EntityManager, groupId: number, m: GroupMember): Promise<void> {
    await em.execute(
      `insert into group_members (group_id, user_id, role, share_basis_points, since, until) values (?, ?, ?, ?, ?::date, ?::date)
       on conflict (group_id, user_id) do update set role = excluded.role, share_basis_points = excluded.share_basis_points,
         since = excluded.since, until = excluded.until`,
      [groupId, m.userId, m.role, m.shareBasisPoints, m.since, m.until],
    );
  }

  async saveRules(groupId: number, r: CostRules): Promise<void> {
    await this.em.execute(
      `insert into group_rules (group_id, applies_from, dues_cents, dues_split, hourly_rate_cents, basis, wet, reserve_engine_cents,
         reserve_propeller_cents, aircraft, max_active_bookings, max_weekend_days_per_month)
       values (?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
       on conflict (group_id, applies_from) do update set dues_cents = excluded.dues_cents, dues_split = excluded.dues_split,
         hourly_rate_cents = excluded.hourly_rate_cents, basis = excluded.basis, wet = excluded.wet, reserve_engine_cents = excluded.reserve_engine_cents,
         reserve_propeller_cents = excluded.reserve_propeller_cents, aircraft = excluded.aircraft, max_active_bookings = excluded.max_active_bookings,
         max_weekend_days_per_month = excluded.max_weekend_days_per_month`,
      [
        groupId, r.from, r.duesCents, r.duesSplit, r.hourlyRateCents, r.basis, r.wet, r.reservesPerHourCents.engine, r.reservesPerHourCents.propeller,
        JSON.stringify(r.aircraft), r.limits.maxActiveBookings, r.limits.maxWeekendDaysPerMonth,
      ],
    );
  }

  async addExpense(groupId: number, x: NewExpense): Promise<GroupExpense> {
    const [row] = await this.em.execute<ExpenseRow[]>(
      `insert into group_expenses (group_id, expense_on, kind, description, amount_cents, split, share_id, from_reserve, receipt_key, created_by, created_at)
       values (?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${EXPENSE_COLUMNS}`,
      [groupId, x.date, x.kind, x.description, x.amountCents, x.split, x.shareId, x.fromReserve, x.receiptKey, x.createdBy, x.createdAt],
    );
    return toExpense(row!);
  }

  async expenses(groupId: number, limit: number): Promise<GroupExpense[]> {
    const rows = await this.em.execute<ExpenseRow[]>(
      `select ${EXPENSE_COLUMNS} from group_expenses where group_id = ? order by expense_on desc, id desc limit ?`, [groupId, limit],
    );
    return rows.map(toExpense);
  }

  async addPayment(groupId: number, p: NewPayment): Promise<GroupPayment> {
    // A card payment sent twice with its key is one row: the second insert finds the first's.
    const [row] = await this.em.execute<PaymentRow[]>(
      `insert into group_payments (group_id, user_id, amount_cents, paid_on, method, recorded_by, created_at, pay_key, charge_id)
       values (?, ?, ?, ?::date, ?, ?, ?, ?, ?) on conflict (group_id, pay_key) where pay_key is not null do nothing returning ${PAYMENT_COLUMNS}`,
      [groupId, p.userId, p.amountCents, p.date, p.method, p.recordedBy, p.createdAt, p.card?.payKey ?? null, p.card?.chargeId ?? null],
    );
    if (row) return toPayment(row);
    const first = p.card ? await this.cardPayment(groupId, p.card.payKey) : null;
    if (!first) throw new Error('A payment without a key was not inserted');
    return first.payment;
  }

  async cardPayment(groupId: number, payKey: string): Promise<CardPayment | null> {
    const [row] = await this.em.execute<Array<PaymentRow & { charge_id: string; transfer_id: string | null }>>(
      `select ${PAYMENT_COLUMNS}, charge_id, transfer_id from group_payments where group_id = ? and pay_key = ?`, [groupId, payKey],
    );
    return row ? { payment: toPayment(row), chargeId: row.charge_id, transferId: row.transfer_id } : null;
  }

  async setTransfer(groupId: number, paymentId: number, transferId: string): Promise<void> {
    await this.em.execute('update group_payments set transfer_id = ? where group_id = ? and id = ?', [transferId, groupId, paymentId]);
  }

  async untransferredCardPayments(limit: number): Promise<Array<CardPayment & { groupId: number }>> {
    const rows = await this.em.execute<Array<PaymentRow & { group_id: number; charge_id: string }>>(
      `select ${PAYMENT_COLUMNS}, group_id, charge_id from group_payments where method = 'card' and transfer_id is null order by id limit ?`, [limit],
    );
    return rows.map((row) => ({ groupId: row.group_id, payment: toPayment(row), chargeId: row.charge_id, transferId: null }));
  }

  async payments(groupId: number, limit: number): Promise<GroupPayment[]> {
    const rows = await this.em.execute<PaymentRow[]>(
      `select ${PAYMENT_COLUMNS} from group_payments where group_id = ? order by paid_on desc, id desc limit ?`, [groupId, limit],
    );
    return rows.map(toPayment);
  }

  async unbilled(groupId: number, upTo: Day): Promise<{ flights: MemberFlight[]; expenses: GroupExpense[]; payments: GroupPayment[] }> {
    // A member's flight: a closed flight of a booking made for the group, not yet on a statement, dated on the
    // day of its check-out at the aircraft's airport (the listing's time zone; UTC when it has none).
    const flights = await this.em.execute<FlightRow[]>(
      `select * from (
         select f.booking_id, b.pilot_id as user_id, f.share_id,
           coalesce(nullif(trim(a.tail_number), ''), s.title) as aircraft_label,
           (f.checked_out_at at time zone coalesce(sa.time_zone, 'UTC'))::date::text as day,
           f.in_hobbs - f.out_hobbs as hobbs, f.in_tach - f.out_tach as tach,
           case when f.block_off is not null and f.block_on is not null
             then floor(extract(epoch from f.block_on - f.block_off) / 360 + 0.5)::int end as block,
           (select coalesce(sum((p->>'amountCents')::int), 0) from jsonb_array_elements(f.fuel) p)::int as fuel_cents
         from flights f
         join booking_requests b on b.id = f.booking_id
         join shares s on s.id = f.share_id
         left join aircraft a on a.id = s.aircraft_id
         left join share_availability sa on sa.share_id = f.share_id
         where b.group_id = ? and f.closed_at is not null and f.checked_in_at is not null
           and not exists (select 1 from group_billed_flights gb where gb.booking_id = f.booking_id)
       ) x where x.day <= ? order by x.day, x.booking_id`,
      [groupId, upTo],
    );
    const [expenses, payments] = await Promise.all([
      this.em.execute<ExpenseRow[]>(
        `select ${EXPENSE_COLUMNS} from group_expenses where group_id = ? and statement_month is null and expense_on <= ?::date order by expense_on, id`,
        [groupId, upTo],
      ),
      this.em.execute<PaymentRow[]>(
        `select ${PAYMENT_COLUMNS} from group_payments where group_id = ? and statement_month is null and paid_on <= ?::date order by paid_on, id`,
        [groupId, upTo],
      ),
    ]);
    return {
      flights: flights.map((r) => ({
        bookingId: r.booking_id, userId: r.user_id, shareId: r.share_id, aircraftLabel: r.aircraft_label, date: r.day, hobbs: r.hobbs, tach: r.tach,
        block: r.block, fuelCents: r.fuel_cents, statementMonth: null,
      })),
      expenses: expenses.map(toExpense),
      payments: payments.map(toPayment),
    };
  }

  async saveStatement(
    groupId: number, statement: GroupStatement, issuedAt: Date, billed: { bookingIds: number[]; expenseIds: number[]; paymentIds: number[] },
  ): Promise<StoredStatement> {
    const month = statement.month;
    const inserted = await this.em.transactional(async (em) => {
      // A second issuing waits here for the first's transaction; once it commits, this inserts nothing.
      const rows = await em.execute<{ id: number }[]>(
        `insert into group_statements (group_id, month, issued_at, statement) values (?, ?, ?, ?::jsonb)
         on conflict (group_id, month) do nothing returning id`,
        [groupId, month, issuedAt, JSON.stringify(statement)],
      );
      if (!rows.length) return false;
      for (const m of statement.members) {
        await em.execute(
          'insert into group_member_statements (group_id, month, user_id, total_cents, lines) values (?, ?, ?, ?, ?::jsonb)',
          [groupId, month, m.userId, m.totalCents, JSON.stringify(m.lines)],
        );
      }
      if (billed.expenseIds.length) {
        await em.execute(
          'update group_expenses set statement_month = ? where group_id = ? and id = any(?::int[]) and statement_month is null',
          [month, groupId, intArray(billed.expenseIds)],
        );
      }
      if (billed.paymentIds.length) {
        await em.execute(
          'update group_payments set statement_month = ? where group_id = ? and id = any(?::int[]) and statement_month is null',
          [month, groupId, intArray(billed.paymentIds)],
        );
      }
      if (billed.bookingIds.length) {
        await em.execute(
          `insert into group_billed_flights (booking_id, group_id, month) select unnest(?::int[]), ?, ? on conflict (booking_id) do nothing`,
          [intArray(billed.bookingIds), groupId, month],
        );
      }
      return true;
    });
    const stored = await this.statement(groupId, month);
    if (!stored) throw new Error(`The statement of group ${groupId} for ${month} was ${inserted ? 'inserted' : 'there'} but cannot be read`);
    return stored;
  }

  async statement(groupId: number, month: Month): Promise<StoredStatement | null> {
    const [row] = await this.em.execute<{ issued_at: Date; statement: GroupStatement }[]>(
      'select issued_at, statement from group_statements where group_id = ? and month = ?', [groupId, month],
    );
    if (!row) return null;
    const ids = await this.em.execute<{ id: number; user_id: number }[]>(
      'select id, user_id from group_member_statements where group_id = ? and month = ? order by id', [groupId, month],
    );
    return { month, issuedAt: new Date(row.issued_at), statement: row.statement, statementIds: new Map(ids.map((r) => [r.user_id, r.id])) };
  }

  async statementMonths(groupId: number): Promise<Array<{ month: Month; issuedAt: Date }>> {
    const rows = await this.em.execute<{ month: string; issued_at: Date }[]>(
      'select month::text as month, issued_at from group_statements where group_id = ? order by month desc', [groupId],
    );
    return rows.map((r) => ({ month: r.month, issuedAt: new Date(r.issued_at) }));
  }

  async lastTotals(groupId: number): Promise<{ month: Month | null; totals: Map<number, number> }> {
    const [last] = await this.em.execute<{ month: string }[]>(
      'select month::text as month from group_statements where group_id = ? order by month desc limit 1', [groupId],
    );
    if (!last) return { month: null, totals: new Map() };
    const rows = await this.em.execute<{ user_id: number; total_cents: number }[]>(
      'select user_id, total_cents from group_member_statements where group_id = ? and month = ?', [groupId, last.month],
    );
    return { month: last.month, totals: new Map(rows.map((r) => [r.user_id, r.total_cents])) };
  }

  async memberStatement(statementId: number): Promise<{ groupId: number; month: Month; issuedAt: Date; userId: number } | null> {
    const [row] = await this.em.execute<{ group_id: number; month: string; issued_at: Date; user_id: number }[]>(
      `select ms.group_id, ms.month::text as month, s.issued_at, ms.user_id from group_member_statements ms
       join group_statements s on s.group_id = ms.group_id and s.month = ms.month where ms.id = ?`, [statementId],
    );
    return row ? { groupId: row.group_id, month: row.month, issuedAt: new Date(row.issued_at), userId: row.user_id } : null;
  }

  async reserveFunds(groupId: number): Promise<Array<{ shareId: number; engineCents: number; propellerCents: number }>> {
    // Charged: the reserve lines of the issued member statements, by the aircraft each names. Drawn: every
    // expense recorded as paid from a reserve (the money left the fund when it was paid, billed or not).
    const rows = await this.em.execute<{ share_id: number; engine: number; propeller: number }[]>(
      `with charged as (
         select (l->'ref'->>'shareId')::int as share_id,
           sum(case when l->>'kind' = 'reserve_engine' then (l->>'amountCents')::bigint else 0 end) as engine,
           sum(case when l->>'kind' = 'reserve_propeller' then (l->>'amountCents')::bigint else 0 end) as propeller
         from group_member_statements ms, jsonb_array_elements(ms.lines) l
         where ms.group_id = ? and l->>'kind' in ('reserve_engine', 'reserve_propeller') and l->'ref'->>'shareId' is not null
         group by 1
       ), drawn as (
         select share_id,
           sum(case when from_reserve = 'engine' then amount_cents else 0 end) as engine,
           sum(case when from_reserve = 'propeller' then amount_cents else 0 end) as propeller
         from group_expenses where group_id = ? and from_reserve is not null and share_id is not null group by share_id
       ), aircraft as (
         select share_id from group_shares where group_id = ? union select share_id from charged union select share_id from drawn
       )
       select a.share_id, (coalesce(c.engine, 0) - coalesce(d.engine, 0))::int as engine, (coalesce(c.propeller, 0) - coalesce(d.propeller, 0))::int as propeller
       from aircraft a left join charged c on c.share_id = a.share_id left join drawn d on d.share_id = a.share_id
       order by a.share_id`,
      [groupId, groupId, groupId],
    );
    return rows.map((r) => ({ shareId: r.share_id, engineCents: r.engine, propellerCents: r.propeller }));
  }

  private shareTaken(e: unknown): unknown {
    if (hasSqlState(e, '23505') && (e as { constraint?: unknown }).constraint === SHARE_TAKEN) {
      return conflict(SHARE_IN_ANOTHER_GROUP, [SHARE_IN_ANOTHER_GROUP], { shareIds: [SHARE_IN_ANOTHER_GROUP] });
    }
    return e;
  }
}

