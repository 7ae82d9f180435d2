/**
 * The forms of a group (issue 39) as its owner, treasurer and members send them, read with a message on each
 * field that is wrong (GROUP_MESSAGES); the browser runs the same readers. Numbers may come as strings (a
 * multipart expense with its receipt), shares as percents with two decimals at most (basis points inside).
 */
import { dateText, isCalendarDate } from '../maintenance/calendar-date.js';
import { readText } from '../text/read-text.js';
import { emailErrors } from '../user/account-rules.js';
import {
  done, isOneOf, missing, objectOf, problemOf, readCentsField, readGroupDay, readId, refused, type Field, type Fields, type Read,
} from './group-fields.js';
import { EXPENSE_DESCRIPTION_MAX, GROUP_LABELS as L, GROUP_MESSAGES as M, GROUP_NAME_MAX } from './group-messages.js';
import {
  EXPENSE_KINDS, EXPENSE_SPLITS, WHOLE_SHARE, type Day, type ExpenseKind, type ExpenseSplit, type Group, type GroupMember, type Month,
} from './group.js';
import { addMonths, isMonth, lastDayOf, monthOf, monthText } from './month.js';
import { percentText, percentToBasisPoints } from './share-percent.js';

export { GROUP_MESSAGES } from './group-messages.js';
export { readRulesInput } from './rules-input.js';
export { basisPointsToPercent, percentToBasisPoints } from './share-percent.js';
export type { Read } from './group-fields.js';

/** `{ name, shareIds }`: the name trimmed, the listings' ids (each once). Whose listings they are is the service's to check. */
export function readGroupInput(body: unknown): Read<{ name: string; shareIds: number[] }> {
  const b = objectOf(body);
  if (!b) return refused('group');
  const name = readText(b.name, 'name', GROUP_NAME_MAX, { required: M.nameNeeded, tooLong: M.nameTooLong });
  const ids = Array.isArray(b.shareIds) ? b.shareIds.map(readId) : [];
  const shareIds = ids.length && ids.every((id) => id !== null) ? [...new Set(ids as number[])] : null;
  const errors: Fields = [...(name.ok ? [] : (Object.entries(name.errors) as Fields)), ['shareIds', shareIds ? [] : [M.shareIds]]];
  return done(errors, () => ({ name: name.ok ? name.text : '', shareIds: shareIds! }));
}

/** A percent 0 < p <= 100 with two decimals at most, as basis points; null when left out (a club, a member without a share). */
function readSharePercent(value: unknown): Field<number | null> {
  if (missing(value)) return { ok: true, value: null };
  const p = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof p !== 'number' || !Number.isFinite(p) || p <= 0 || p > 100) return { ok: false, message: M.sharePercent };
  const bp = percentToBasisPoints(p);
  return Math.abs(p * 100 - bp) > 1e-6 ? { ok: false, message: M.sharePercent } : { ok: true, value: bp };
}

/**
 * A new member `{ userId | email, role, sharePercent, since }` (role defaults to member, since to today): not
 * before the group existed, not a member already on or after `since`, and the shares of the members still there
 * on or after `since` with his at most 100 %. Given by his email, `userId` is null: the server finds the account
 * and reads the input again with its id (the member checks need it).
 */
export function readMemberInput(
  body: unknown, group: Group, today: Day,
): Read<{ userId: number | null; email: string | null; role: 'member' | 'treasurer'; shareBasisPoints: number | null; since: Day }> {
  const b = objectOf(body);
  if (!b) return refused('member');
  const byEmail = missing(b.userId) && !missing(b.email);
  const userId = byEmail ? null : readId(b.userId);
  const emailProblems = byEmail ? emailErrors(b.email) : [];
  const role = missing(b.role) ? 'member' : isOneOf(['member', 'treasurer'] as const, b.role) ? b.role : null;
  const since = missing(b.since) ? { ok: true as const, value: today } : readGroupDay(b.since, L.since, group);
  const share = group.kind === 'club' && !missing(b.sharePercent) ? { ok: false as const, message: M.clubShare } : readSharePercent(b.sharePercent);
  const errors: Fields = [
    byEmail ? ['email', emailProblems] : ['userId', userId ? [] : [M.userId]],
    ['role', role ? [] : [M.role]], problemOf('sharePercent', share), problemOf('since', since),
  ];
  if (userId && since.ok) {
    const staying = group.members.filter((m) => m.until === null || m.until >= since.value);
    const already = staying.find((m) => m.userId === userId);
    if (already) errors.push(['userId', [M.alreadyMember(already.name)]]);
    else if (share.ok && share.value !== null) {
      const total = staying.reduce((a, m) => a + (m.shareBasisPoints ?? 0), share.value);
      if (total > WHOLE_SHARE) errors.push(['sharePercent', [M.sharesOver(percentText(total))]]);
    }
  }
  return done(errors, () => ({
    userId: userId ?? null, email: byEmail ? String(b.email).trim().toLowerCase() : null,
    role: role!, shareBasisPoints: share.ok ? share.value : null, since: since.ok ? since.value : today,
  }));
}

/**
 * A change of a member `{ role?, sharePercent? }` (PATCH): the owner keeps his role; a club's members have no
 * share; the shares of the members still there today with his new one at most 100 %. A change applies from the
 * next statement issued (a statement, once issued, never changes), which the page says.
 */
export function readMemberChangeInput(
  body: unknown, group: Group, member: GroupMember, today: Day,
): Read<{ role: GroupMember['role']; shareBasisPoints: number | null }> {
  const b = objectOf(body);
  if (!b) return refused('member');
  if (member.until !== null && member.until < today) return done([['userId', [M.changeAfterLeaving(dateText(member.until))]]], () => member);
  if (missing(b.role) && !('sharePercent' in b)) return done([['role', [M.nothingToChange]]], () => member);
  const role = missing(b.role) ? member.role
    : member.role === 'owner' ? (b.role === 'owner' ? 'owner' : null)
      : isOneOf(['member', 'treasurer'] as const, b.role) ? b.role : undefined;
  const roleProblem = role === null ? M.ownerRole : role === undefined ? M.role : null;
  const share = !('sharePercent' in b) ? { ok: true as const, value: member.shareBasisPoints }
    : group.kind === 'club' ? (missing(b.sharePercent) ? { ok: true as const, value: null } : { ok: false as const, message: M.clubShare })
      : readSharePercent(b.sharePercent);
  const errors: Fields = [['role', roleProblem ? [roleProblem] : []], problemOf('sharePercent', share)];
  if (share.ok && share.value !== null) {
    const others = group.members.filter((m) => m.userId !== member.userId && (m.until === null || m.until >= today));
    const total = others.reduce((a, m) => a + (m.shareBasisPoints ?? 0), share.value);
    if (total > WHOLE_SHARE) errors.push(['sharePercent', [M.sharesOver(percentText(total))]]);
  }
  return done(errors, () => ({ role: role!, shareBasisPoints: share.ok ? share.value : null }));
}

/** `{ until }`: the member's last day, not before he joined; a member who left leaves no second time. */
export function readLeaveInput(body: unknown, member: GroupMember): Read<{ until: Day }> {
  const b = objectOf(body);
  if (!b) return refused('leave');
  const until = b.until;
  const problem = member.until !== null ? M.alreadyLeft(dateText(member.until))
    : !isCalendarDate(until) ? M.date(L.until)
      : until < member.since ? M.untilBeforeSince(dateText(member.since)) : null;
  return done([['until', problem ? [problem] : []]], () => ({ until: until as Day }));
}

/** An expense as read: the port's NewExpense without the receipt, author and time the service adds (domain/ does not import application/). */
export interface ExpenseInput {
  date: Day;
  kind: ExpenseKind;
  description: string;
  amountCents: number;
  split: ExpenseSplit;
  shareId: number | null;
  fromReserve: 'engine' | 'propeller' | null;
}

/**
 * An expense `{ date, kind?, description, amountCents, split, shareId?, fromReserve? }`: dated from the group's
 * creation to today, more than $0; one paid from a reserve names its aircraft (the group's only one when it
 * has one) and is an expense, not an assessment.
 */
export function readExpenseInput(body: unknown, group: Group, today: Day): Read<ExpenseInput> {
  const b = objectOf(body);
  if (!b) return refused('expense');
  const date = readGroupDay(b.date, L.date, group, today);
  const kind = missing(b.kind) ? 'expense' : isOneOf(EXPENSE_KINDS, b.kind) ? b.kind : null;
  const description = readText(b.description, 'description', EXPENSE_DESCRIPTION_MAX, { required: M.descriptionNeeded, tooLong: M.descriptionTooLong });
  const amount = readCentsField(b.amountCents, 'The amount', M.expenseAmount);
  const split = isOneOf(EXPENSE_SPLITS, b.split) ? b.split : null;
  const given = missing(b.shareId) ? null : readId(b.shareId);
  const shareOk = missing(b.shareId) || (given !== null && group.shareIds.includes(given));
  const fromReserve = missing(b.fromReserve) ? null : isOneOf(['engine', 'propeller'] as const, b.fromReserve) ? b.fromReserve : undefined;
  const shareId = given ?? (fromReserve && group.shareIds.length === 1 ? group.shareIds[0]! : null);
  const reserveProblem = fromReserve === undefined ? M.fromReserve
    : fromReserve && kind === 'assessment' ? M.reserveAssessment : fromReserve && shareId === null && shareOk ? M.reserveAircraft : null;
  const errors: Fields = [
    problemOf('date', date), ['kind', kind ? [] : [M.kind]], ...(description.ok ? [] : (Object.entries(description.errors) as Fields)),
    problemOf('amountCents', amount), ['split', split ? [] : [M.expenseSplit]],
    ['shareId', shareOk ? [] : [M.notGroupAircraft(String(b.shareId))]], ['fromReserve', reserveProblem ? [reserveProblem] : []],
  ];
  return done(errors, () => ({
    date: date.ok ? date.value : '', kind: kind!, description: description.ok ? description.text : '', amountCents: amount.ok ? amount.value : 0,
    split: split!, shareId, fromReserve: fromReserve ?? null,
  }));
}

/** A payment `{ userId, amountCents, date }` by a member of the group (now or before), dated from the group's creation to today (default today). */
export function readPaymentInput(body: unknown, group: Group, today: Day): Read<{ userId: number; amountCents: number; date: Day }> {
  const b = objectOf(body);
  if (!b) return refused('payment');
  const userId = readId(b.userId);
  const amount = readCentsField(b.amountCents, 'The amount', M.paymentAmount);
  const date = missing(b.date) ? { ok: true as const, value: today } : readGroupDay(b.date, L.date, group, today);
  const userProblem = userId === null ? M.userId : group.members.some((m) => m.userId === userId) ? null : M.notAMember;
  const errors: Fields = [['userId', userProblem ? [userProblem] : []], problemOf('amountCents', amount), problemOf('date', date)];
  return done(errors, () => ({ userId: userId!, amountCents: amount.ok ? amount.value : 0, date: date.ok ? date.value : today }));
}

const PAY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * `{ amountCents, paymentMethodId, key }`: a member paying what he owes by card (POST .../payments/card). The
 * key is made by the browser once per payment and sent again with every retry, so one payment is one charge.
 */
export function readCardPaymentInput(body: unknown): Read<{ amountCents: number; paymentMethodId: string; key: string }> {
  const b = objectOf(body);
  if (!b) return refused('payment');
  const amount = readCentsField(b.amountCents, 'The amount', M.paymentAmount);
  const card = typeof b.paymentMethodId === 'string' ? b.paymentMethodId.trim() : '';
  const key = typeof b.key === 'string' && PAY_KEY.test(b.key) ? b.key : null;
  const errors: Fields = [problemOf('amountCents', amount), ['paymentMethodId', card ? [] : [M.cardNeeded]], ['key', key ? [] : [M.payKey]]];
  return done(errors, () => ({ amountCents: amount.ok ? amount.value : 0, paymentMethodId: card, key: key! }));
}

/** A month 'YYYY-MM' whose statement can be issued: over by `today`, and not before the group's first month. */
export function readStatementMonth(month: unknown, group: Group, today: Day): Read<Month> {
  const problem = !isMonth(month) ? M.month
    : month < monthOf(group.createdOn) ? M.monthBeforeGroup(monthText(monthOf(group.createdOn)))
      : lastDayOf(month) >= today ? M.monthNotOver(monthText(month), dateText(`${addMonths(month, 1)}-01`)) : null;
  return done([['month', problem ? [problem] : []]], () => month as Month);
}
