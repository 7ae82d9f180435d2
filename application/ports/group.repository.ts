import type {
  CostRules, Day, ExpenseKind, ExpenseSplit, Group, GroupExpense, GroupKind, GroupMember, GroupPayment, GroupStatement, MemberFlight, Month,
} from '../../domain/group/group.js';

export interface NewGroup {
  name: string;
  kind: GroupKind;
  shareIds: number[];
  /** The caller, who becomes its owner member (and any other first members, e.g. from an approved request to join). */
  members: GroupMember[];
  createdOn: Day;
  createdAt: Date;
}

export interface NewExpense {
  date: Day;
  kind: ExpenseKind;
  description: string;
  amountCents: number;
  split: ExpenseSplit;
  shareId: number | null;
  fromReserve: 'engine' | 'propeller' | null;
  receiptKey: string | null;
  createdBy: number;
  createdAt: Date;
}

export interface NewPayment {
  userId: number;
  amountCents: number;
  date: Day;
  method: 'recorded' | 'card';
  recordedBy: number;
  createdAt: Date;
  /** A card payment's: the browser's key (one payment per key and group) and the provider's charge. */
  card?: { payKey: string; chargeId: string };
}

/** A card payment as stored: its payment, and the transfer to the owner's account once it went through. */
export interface CardPayment {
  payment: GroupPayment;
  chargeId: string;
  transferId: string | null;
}

/** An issued statement as stored: the month's whole statement, one id per member's statement. */
export interface StoredStatement {
  month: Month;
  issuedAt: Date;
  statement: GroupStatement;
  /** userId → the member statement's id (for the PDF and CSV links). */
  statementIds: Map<number, number>;
}

export interface GroupSummary {
  id: number;
  name: string;
  kind: GroupKind;
  shareIds: number[];
  /** The asking user's membership. */
  member: GroupMember;
}

/**
 * Groups (issue 39): members, cost rules, expenses, payments and issued statements. Every writer runs in
 * the caller's unit of work; `lock` holds the group's row until that transaction ends, so two issuings of
 * the same month (the job run twice, a staff click beside it) are taken one after the other.
 */
export interface GroupRepository {
  create(group: NewGroup): Promise<Group>;
  find(id: number): Promise<Group | null>;
  /** The group holding the listing, if any (a listing is in at most one group). */
  ofShare(shareId: number): Promise<Group | null>;
  /** The groups the user is or was a member of, newest first. */
  ofUser(userId: number): Promise<GroupSummary[]>;
  /** Every group id (the monthly job's list). */
  allIds(): Promise<number[]>;
  /** SELECT ... FOR UPDATE on the group, in the caller's transaction. */
  lock(groupId: number): Promise<void>;
  rename(groupId: number, name: string): Promise<void>;
  addShare(groupId: number, shareId: number): Promise<void>;
  /** Inserts the member, or replaces his row (role, share, since, until) when he is already one. */
  saveMember(groupId: number, member: GroupMember): Promise<void>;
  /** Inserts the rules, replacing a rule set with the same `from`. */
  saveRules(groupId: number, rules: CostRules): Promise<void>;
  addExpense(groupId: number, expense: NewExpense): Promise<GroupExpense>;
  /** Newest first. */
  expenses(groupId: number, limit: number): Promise<GroupExpense[]>;
  addPayment(groupId: number, payment: NewPayment): Promise<GroupPayment>;
  /** The card payment sent with this key, if any. */
  cardPayment(groupId: number, payKey: string): Promise<CardPayment | null>;
  /** Notes that the card payment's money reached the owner's account. */
  setTransfer(groupId: number, paymentId: number, transferId: string): Promise<void>;
  /** Card payments whose money has not reached the owner's account yet, oldest first. */
  untransferredCardPayments(limit: number): Promise<Array<CardPayment & { groupId: number }>>;
  /** Newest first. */
  payments(groupId: number, limit: number): Promise<GroupPayment[]>;
  /**
   * What is not yet on a statement and dated on or before `upTo`: the month's items, and earlier ones that
   * came after their month was issued (they go on the next statement as corrections).
   */
  unbilled(groupId: number, upTo: Day): Promise<{ flights: MemberFlight[]; expenses: GroupExpense[]; payments: GroupPayment[] }>;
  /**
   * Stores the month's statement and stamps every item it billed with its month, in the caller's
   * transaction. A second call for the same group and month changes nothing and answers the stored one
   * (unique group and month).
   */
  saveStatement(groupId: number, statement: GroupStatement, issuedAt: Date,
    billed: { bookingIds: number[]; expenseIds: number[]; paymentIds: number[] }): Promise<StoredStatement>;
  statement(groupId: number, month: Month): Promise<StoredStatement | null>;
  /** Every issued month, newest first. */
  statementMonths(groupId: number): Promise<Array<{ month: Month; issuedAt: Date }>>;
  /** The last issued statement's total per member (the next one's previous balance). */
  lastTotals(groupId: number): Promise<{ month: Month | null; totals: Map<number, number> }>;
  /** A member statement by its id, with its group and month (the PDF route). */
  memberStatement(statementId: number): Promise<{ groupId: number; month: Month; issuedAt: Date; userId: number } | null>;
  /** Each aircraft's reserve fund: reserves charged on issued statements less expenses paid from them. */
  reserveFunds(groupId: number): Promise<Array<{ shareId: number; engineCents: number; propellerCents: number }>>;
}
