/**
 * A group (issue 39): the members of a partnership, a share purchase or a flying club who fly and pay for
 * one or more aircraft together. A group holds listings (shares: one aircraft each), its members with their
 * role and share, its cost rules dated from the day they apply, its expenses and the members' payments; each
 * month ends in one statement per member (statement.ts), issued once and never changed.
 *
 * Dates are calendar days 'YYYY-MM-DD' (the group's, no time zone), months 'YYYY-MM'; money is integer cents
 * (domain/money/cents.ts); a share is in basis points (hundredths of a percent: 1/3 is 3333, 25 % is 2500)
 * so that shares add up exactly.
 */
import type { BillingBasis } from '../flight/billing-rules.js';
import type { Tenths } from '../flight/flight.js';

export const GROUP_ROLES = ['owner', 'treasurer', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** A partnership (shares: partners own a fraction) or a club (no shares: members pay dues). */
export const GROUP_KINDS = ['partnership', 'club'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** 100 % in basis points. */
export const WHOLE_SHARE = 10_000;

/** 'YYYY-MM-DD' */
export type Day = string;
/** 'YYYY-MM' */
export type Month = string;

export interface GroupMember {
  userId: number;
  /** The member's name as the site shows it ("Tom Hadley"). */
  name: string;
  role: GroupRole;
  /** Basis points; null in a club (or a member without a share). */
  shareBasisPoints: number | null;
  /** First day of membership. */
  since: Day;
  /** Last day of membership (inclusive); null while a member. Leaving keeps the member and his history. */
  until: Day | null;
}

export const DUES_SPLITS = ['per_member', 'by_share'] as const;
/** per_member: each member pays `duesCents` a month; by_share: the group's `duesCents` are split by share. */
export type DuesSplit = (typeof DUES_SPLITS)[number];

/** The reserves put aside per hour flown, in cents (engine overhaul cost / TBO hours; propeller likewise). */
export interface ReservesPerHour {
  engine: number;
  propeller: number;
}

/** One aircraft's own rate and reserves where they differ from the group's (a club's Arrow costs more). */
export interface AircraftRate {
  shareId: number;
  hourlyRateCents: number;
  reservesPerHourCents: ReservesPerHour;
}

/** Fairness limits on members' bookings; null: no limit. */
export interface BookingLimits {
  /** Most bookings a member holds at once that have not ended yet. */
  maxActiveBookings: number | null;
  /** Most Saturdays and Sundays (days touched by his bookings, the airport's days) a member books in a calendar month. */
  maxWeekendDaysPerMonth: number | null;
}

/** The cost rules applying from `from` (inclusive) until the next rule's `from`. */
export interface CostRules {
  from: Day;
  duesCents: number;
  duesSplit: DuesSplit;
  /** Per hour on `basis`; wet: fuel included (a member's fuel receipts are credited to him). */
  hourlyRateCents: number;
  basis: BillingBasis;
  wet: boolean;
  reservesPerHourCents: ReservesPerHour;
  aircraft: AircraftRate[];
  limits: BookingLimits;
}

export const EXPENSE_SPLITS = ['equal', 'by_share'] as const;
export type ExpenseSplit = (typeof EXPENSE_SPLITS)[number];

/** An expense is a cost the group paid (insurance, hangar, annual, a repair); an assessment is a call for money (an overhaul fund, new avionics). */
export const EXPENSE_KINDS = ['expense', 'assessment'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export interface GroupExpense {
  id: number;
  date: Day;
  kind: ExpenseKind;
  description: string;
  /** Positive cents. */
  amountCents: number;
  split: ExpenseSplit;
  /** The aircraft it is for, if one. */
  shareId: number | null;
  /** Paid out of that aircraft's engine or propeller reserve: drawn from the fund, charged to nobody. */
  fromReserve: 'engine' | 'propeller' | null;
  /** The media store's key of the receipt photo. */
  receiptKey: string | null;
  createdBy: number;
  createdAt: Date;
  /** The statement month it went on; null until then (an expense dated in an issued month goes on the next one as a correction). */
  statementMonth: Month | null;
}

export interface GroupPayment {
  id: number;
  userId: number;
  amountCents: number;
  date: Day;
  /** 'recorded' by a member or the treasurer; 'card' paid through the site. */
  method: 'recorded' | 'card';
  recordedBy: number;
  createdAt: Date;
  statementMonth: Month | null;
}

/** A member's closed flight in a group aircraft, as the statement needs it. */
export interface MemberFlight {
  bookingId: number;
  userId: number;
  shareId: number;
  /** The aircraft as the line names it ("N36TB"). */
  aircraftLabel: string;
  /** The day of the check-out (the airport's day). */
  date: Day;
  /** Hours flown on each basis, tenths; block is null without block times. */
  hobbs: Tenths;
  tach: Tenths;
  block: Tenths | null;
  /** Fuel the member bought on the flight, cents. */
  fuelCents: number;
  statementMonth: Month | null;
}

export interface Group {
  id: number;
  name: string;
  kind: GroupKind;
  /** The listings (one aircraft each) the group flies. */
  shareIds: number[];
  members: GroupMember[];
  /** Every rule set, oldest first. */
  rules: CostRules[];
  /** The day it was created: no rule, member or expense before it. */
  createdOn: Day;
  createdAt: Date;
}

export const STATEMENT_LINE_KINDS = [
  'previous_balance', 'payment', 'dues', 'flight', 'reserve_engine', 'reserve_propeller', 'expense', 'assessment', 'fuel_credit',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export interface StatementLine {
  kind: StatementLineKind;
  description: string;
  /** Negative for a credit or a payment. */
  amountCents: number;
  /** The flight's booking, the expense or the payment the line comes from. */
  ref?: { bookingId?: number; expenseId?: number; paymentId?: number; shareId?: number };
}

export interface MemberStatement {
  userId: number;
  name: string;
  lines: StatementLine[];
  /** The month's charges less credits: every line but the previous balance and the payments. */
  chargesCents: number;
  /** Previous balance + charges - payments: what he owes (negative: in credit). */
  totalCents: number;
}

export interface GroupStatement {
  month: Month;
  /** What the month cost the group: dues, flights, reserves, expenses and assessments charged, less fuel credits. */
  groupCostsCents: number;
  members: MemberStatement[];
  /** The reserves charged this month per aircraft. */
  reservesCents: Array<{ shareId: number; engine: number; propeller: number }>;
}

export const isActiveOn = (member: GroupMember, day: Day): boolean => member.since <= day && (member.until === null || day <= member.until);
export const isManager = (role: GroupRole): boolean => role === 'owner' || role === 'treasurer';
