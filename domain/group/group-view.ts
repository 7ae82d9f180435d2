/**
 * The wire shapes of /api/groups (issue 39), read by web-public. Amounts in cents, days 'YYYY-MM-DD',
 * months 'YYYY-MM', shares as percents (25, 33.33) on the wire.
 */
import type {
  BookingLimits, CostRules, DuesSplit, ExpenseKind, ExpenseSplit, GroupKind, GroupRole, ReservesPerHour, StatementLine,
} from './group.js';
import type { BillingBasis } from '../flight/billing-rules.js';

export interface GroupMemberView {
  userId: number;
  name: string;
  role: GroupRole;
  /** Percent (25, 33.33); null without a share. */
  sharePercent: number | null;
  since: string;
  until: string | null;
}

export interface GroupAircraftView {
  shareId: number;
  title: string;
  tailNumber: string;
  airportCode: string;
  /** The airworthiness colour (issue 38), null when not worked out yet. */
  status: 'green' | 'amber' | 'red' | null;
  grounded: boolean;
}

export interface CostRulesView {
  from: string;
  duesCents: number;
  duesSplit: DuesSplit;
  hourlyRateCents: number;
  basis: BillingBasis;
  wet: boolean;
  reservesPerHourCents: ReservesPerHour;
  aircraft: CostRules['aircraft'];
  limits: BookingLimits;
}

export interface GroupExpenseView {
  id: number;
  date: string;
  kind: ExpenseKind;
  description: string;
  amountCents: number;
  split: ExpenseSplit;
  shareId: number | null;
  fromReserve: 'engine' | 'propeller' | null;
  /** The receipt photo's URL, null without one. */
  receiptUrl: string | null;
  /** The month of the statement it went on; null until issued. */
  statementMonth: string | null;
}

export interface GroupPaymentView {
  id: number;
  userId: number;
  name: string;
  amountCents: number;
  date: string;
  method: 'recorded' | 'card';
  statementMonth: string | null;
}

export interface GroupBalanceView {
  userId: number;
  name: string;
  /** The last statement's total less the payments recorded since: what he owes now (negative: in credit). */
  balanceCents: number;
}

/** A booking of one of the group's aircraft still to come (the shared calendar): a member's, or a renter's unnamed. */
export interface GroupUpcomingView {
  bookingId: number;
  shareId: number;
  start: string;
  end: string;
  /** In the aircraft's time zone: "Saturday 14 Mar 2027 09:00 to 12:00 EDT (America/Kentucky/Louisville)". */
  when: string;
  state: string;
  /** The member flying it; null for a renter outside the group. */
  member: { userId: number; name: string } | null;
  mine: boolean;
}

/** GET /api/groups/:id */
export interface GroupView {
  id: number;
  name: string;
  kind: GroupKind;
  createdOn: string;
  /** The caller's membership: what he may do follows from his role. */
  you: { userId: number; role: GroupRole; manager: boolean };
  members: GroupMemberView[];
  aircraft: GroupAircraftView[];
  /** Every rule set, oldest first; the last whose `from` has come is in force. */
  rules: CostRulesView[];
  expenses: GroupExpenseView[];
  /** A member sees his own payments, the owner and treasurer everyone's. */
  payments: GroupPaymentView[];
  statements: Array<{ month: string; issuedAt: string }>;
  /** A member sees his own balance, the owner and treasurer everyone's. */
  balances: GroupBalanceView[];
  /** Each aircraft's reserve fund. */
  reserves: Array<{ shareId: number; engineCents: number; propellerCents: number }>;
  /** The aircraft's bookings of the next 60 days, soonest first (empty for a member who left). */
  upcoming: GroupUpcomingView[];
}

/** GET /api/groups: the caller's groups. */
export interface GroupSummaryView {
  id: number;
  name: string;
  kind: GroupKind;
  role: GroupRole;
  /** Left the group on this day; null while a member. */
  until: string | null;
  aircraft: Array<{ shareId: number; title: string; tailNumber: string }>;
  balanceCents: number;
}

/** GET /api/groups/:id/statements?month= */
export interface StatementsView {
  month: string;
  issuedAt: string;
  groupCostsCents: number;
  members: Array<{ userId: number; name: string; statementId: number; lines: StatementLine[]; totalCents: number }>;
}

/** GET /api/groups/:id/cost?hours=&sharePercent= : what a new member would pay a month. */
export interface NewMemberCostView {
  hoursPerYear: number;
  sharePercent: number | null;
  lines: Array<{ label: string; cents: number }>;
  totalCents: number;
}
