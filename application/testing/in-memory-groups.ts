import type { CardPayment, GroupRepository, GroupSummary, NewExpense, NewGroup, NewPayment, StoredStatement } from '../ports/group.repository.js';
import { conflict } from '../../domain/errors.js';
import type { CostRules, Day, Group, GroupExpense, GroupMember, GroupPayment, GroupStatement, MemberFlight, Month } from '../../domain/group/group.js';

interface Held {
  group: Group;
  expenses: GroupExpense[];
  payments: GroupPayment[];
  flights: Array<MemberFlight & { groupId: number }>;
  statements: StoredStatement[];
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * GroupRepository in memory (issue 39), for the use cases' tests: the same answers as PostgresGroupRepository,
 * without transactions (lock counts its calls). Member flights are added by the test (`addFlight`).
 */
export class InMemoryGroupRepository implements GroupRepository {
  private readonly held = new Map<number, Held>();
  private nextId = 1;
  private nextStatementId = 1;
  readonly locks: number[] = [];

  /** A closed member flight of the group's aircraft (the booking side is the lead's). */
  addFlight(groupId: number, flight: Omit<MemberFlight, 'statementMonth'>): void {
    this.of(groupId).flights.push({ ...flight, groupId, statementMonth: null });
  }

  async create(g: NewGroup): Promise<Group> {
    for (const id of g.shareIds) if (await this.ofShare(id)) throw conflict('That listing is already in a group.');
    const group: Group = { id: this.nextId++, name: g.name, kind: g.kind, shareIds: [...g.shareIds], members: copy(g.members), rules: [], createdOn: g.createdOn, createdAt: g.createdAt };
    this.held.set(group.id, { group, expenses: [], payments: [], flights: [], statements: [] });
    return copy(group);
  }

  async find(id: number): Promise<Group | null> {
    const h = this.held.get(id);
    return h ? copy(h.group) : null;
  }

  async ofShare(shareId: number): Promise<Group | null> {
    const h = [...this.held.values()].find((x) => x.group.shareIds.includes(shareId));
    return h ? copy(h.group) : null;
  }

  async ofUser(userId: number): Promise<GroupSummary[]> {
    return [...this.held.values()].reverse().flatMap(({ group }) => {
      const member = group.members.find((m) => m.userId === userId);
      return member ? [{ id: group.id, name: group.name, kind: group.kind, shareIds: [...group.shareIds], member: copy(member) }] : [];
    });
  }

  async allIds(): Promise<number[]> {
    return [...this.held.keys()];
  }

  async lock(groupId: number): Promise<void> {
    this.locks.push(groupId);
  }

  async rename(groupId: number, name: string): Promise<void> {
    this.of(groupId).group.name = name;
  }

  async addShare(groupId: number, shareId: number): Promise<void> {
    if (await this.ofShare(shareId)) throw conflict('That listing is already in a group.');
    this.of(groupId).group.shareIds.push(shareId);
  }

  async saveMember(groupId: number, member: GroupMember): Promise<void> {
    const { group } = this.of(groupId);
    group.members = [...group.members.filter((m) => m.userId !== member.userId), copy(member)];
  }

  async saveRules(groupId: number, rules: CostRules): Promise<void> {
    const { group } = this.of(groupId);
    group.rules = [...group.rules.filter((r) => r.from !== rules.from), copy(rules)].sort((a, b) => a.from.localeCompare(b.from));
  }

  async addExpense(groupId: number, x: NewExpense): Promise<GroupExpense> {
    const expense: GroupExpense = { ...copy(x), id: this.nextId++, statementMonth: null };
    this.of(groupId).expenses.push(expense);
    return copy(expense);
  }

  async expenses(groupId: number, limit: number): Promise<GroupExpense[]> {
    return copy([...this.of(groupId).expenses].reverse().slice(0, limit));
  }

  async addPayment(groupId: number, p: NewPayment): Promise<GroupPayment> {
    const { card, ...fields } = copy(p);
    if (card) {
      const first = await this.cardPayment(groupId, card.payKey);
      if (first) return first.payment;
    }
    const payment: GroupPayment = { ...fields, id: this.nextId++, statementMonth: null };
    this.of(groupId).payments.push(payment);
    if (card) this.cards.set(`${groupId}:${card.payKey}`, { paymentId: payment.id, chargeId: card.chargeId, transferId: null });
    return copy(payment);
  }

  private readonly cards = new Map<string, { paymentId: number; chargeId: string; transferId: string | null }>();

  async cardPayment(groupId: number, payKey: string): Promise<CardPayment | null> {
    const card = this.cards.get(`${groupId}:${payKey}`);
    const payment = card && this.of(groupId).payments.find((x) => x.id === card.paymentId);
    return card && payment ? { payment: copy(payment), chargeId: card.chargeId, transferId: card.transferId } : null;
  }

  async setTransfer(groupId: number, paymentId: number, transferId: string): Promise<void> {
    for (const [key, card] of this.cards) if (key.startsWith(`${groupId}:`) && card.paymentId === paymentId) card.transferId = transferId;
  }

  async untransferredCardPayments(limit: number): Promise<Array<CardPayment & { groupId: number }>> {
    const out: Array<CardPayment & { groupId: number }> = [];
    for (const [key, card] of this.cards) {
      if (card.transferId) continue;
      const groupId = Number(key.split(':')[0]);
      const payment = this.of(groupId).payments.find((x) => x.id === card.paymentId);
      if (payment) out.push({ groupId, payment: copy(payment), chargeId: card.chargeId, transferId: null });
    }
    return out.sort((a, b) => a.payment.id - b.payment.id).slice(0, limit);
  }

  async payments(groupId: number, limit: number): Promise<GroupPayment[]> {
    return copy([...this.of(groupId).payments].reverse().slice(0, limit));
  }

  async unbilled(groupId: number, upTo: Day) {
    const h = this.of(groupId);
    return copy({
      flights: h.flights.filter((f) => f.statementMonth === null && f.date <= upTo).map(({ groupId: _, ...f }) => f),
      expenses: h.expenses.filter((x) => x.statementMonth === null && x.date <= upTo),
      payments: h.payments.filter((p) => p.statementMonth === null && p.date <= upTo),
    });
  }

  async saveStatement(groupId: number, statement: GroupStatement, issuedAt: Date, billed: { bookingIds: number[]; expenseIds: number[]; paymentIds: number[] }): Promise<StoredStatement> {
    const h = this.of(groupId);
    const earlier = h.statements.find((s) => s.month === statement.month);
    if (earlier) return copy(earlier);
    const stored: StoredStatement = {
      month: statement.month, issuedAt, statement: copy(statement),
      statementIds: new Map(statement.members.map((m) => [m.userId, this.nextStatementId++])),
    };
    h.statements.push(stored);
    for (const f of h.flights) if (billed.bookingIds.includes(f.bookingId)) f.statementMonth = statement.month;
    for (const x of h.expenses) if (billed.expenseIds.includes(x.id)) x.statementMonth = statement.month;
    for (const p of h.payments) if (billed.paymentIds.includes(p.id)) p.statementMonth = statement.month;
    return copy(stored);
  }

  async statement(groupId: number, month: Month): Promise<StoredStatement | null> {
    const found = this.of(groupId).statements.find((s) => s.month === month);
    return found ? copy(found) : null;
  }

  async statementMonths(groupId: number): Promise<Array<{ month: Month; issuedAt: Date }>> {
    return this.of(groupId).statements.map((s) => ({ month: s.month, issuedAt: s.issuedAt })).sort((a, b) => b.month.localeCompare(a.month));
  }

  async lastTotals(groupId: number): Promise<{ month: Month | null; totals: Map<number, number> }> {
    const last = [...this.of(groupId).statements].sort((a, b) => b.month.localeCompare(a.month))[0];
    return { month: last?.month ?? null, totals: new Map(last?.statement.members.map((m) => [m.userId, m.totalCents]) ?? []) };
  }

  async memberStatement(statementId: number) {
    for (const [groupId, h] of this.held) {
      for (const s of h.statements) {
        for (const [userId, id] of s.statementIds) if (id === statementId) return { groupId, month: s.month, issuedAt: s.issuedAt, userId };
      }
    }
    return null;
  }

  async reserveFunds(groupId: number) {
    const h = this.of(groupId);
    return h.group.shareIds.map((shareId) => {
      const charged = h.statements.flatMap((s) => s.statement.reservesCents.filter((r) => r.shareId === shareId));
      const drawn = (kind: 'engine' | 'propeller') =>
        h.expenses.filter((x) => x.shareId === shareId && x.fromReserve === kind && x.statementMonth !== null).reduce((s, x) => s + x.amountCents, 0);
      return {
        shareId,
        engineCents: charged.reduce((s, r) => s + r.engine, 0) - drawn('engine'),
        propellerCents: charged.reduce((s, r) => s + r.propeller, 0) - drawn('propeller'),
      };
    });
  }

  private of(groupId: number): Held {
    const h = this.held.get(groupId);
    if (!h) throw new Error(`No group ${groupId}`);
    return h;
  }
}
