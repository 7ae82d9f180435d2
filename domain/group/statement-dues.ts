/**
 * A month's dues (the statement rules of issue 39): each day under the rule in force that day. per_member:
 * a member owes the rule's dues for each day he is a member, one half-up rounding for his month. by_share:
 * each day's dues are split among that day's members by share (equally when none has one); the month's
 * total is rounded once and allocated, so the members' dues add up to it exactly.
 */
import { allocate } from '../money/allocate.js';
import { divideHalfUp } from '../money/cents.js';
import { rulesOn } from './cost-rules.js';
import { isActiveOn, type CostRules, type GroupMember, type Month } from './group.js';
import { daysOf, monthText } from './month.js';
import { percentText } from './share-percent.js';

export interface MemberDues {
  userId: number;
  cents: number;
  description: string;
}

export function monthDues(month: Month, members: GroupMember[], rules: CostRules[]): { dues: MemberDues[]; totalCents: number } {
  const days = daysOf(month);
  const count = days.length;
  const perMember = new Map<number, number>();
  const weights = new Map<number, number>();
  const activeDays = new Map<number, number>();
  const equal = new Set<number>();
  let byShareSum = 0;
  for (const day of days) {
    const rule = rulesOn(rules, day);
    const active = members.filter((m) => isActiveOn(m, day));
    for (const m of active) activeDays.set(m.userId, (activeDays.get(m.userId) ?? 0) + 1);
    if (!rule || !active.length || rule.duesCents === 0) continue;
    if (rule.duesSplit === 'per_member') {
      for (const m of active) perMember.set(m.userId, (perMember.get(m.userId) ?? 0) + rule.duesCents);
      continue;
    }
    byShareSum += rule.duesCents;
    const shared = active.some((m) => (m.shareBasisPoints ?? 0) > 0);
    const weightOf = (m: GroupMember) => (shared ? (m.shareBasisPoints ?? 0) : 1);
    const dayWeight = active.reduce((a, m) => a + weightOf(m), 0);
    for (const m of active) {
      weights.set(m.userId, (weights.get(m.userId) ?? 0) + (rule.duesCents * weightOf(m)) / dayWeight);
      if (!shared) equal.add(m.userId);
    }
  }
  const byShareTotal = divideHalfUp(byShareSum, count);
  const byShareIds = [...weights.keys()];
  const byShare = byShareTotal && byShareIds.length ? allocate(byShareTotal, byShareIds.map((id) => weights.get(id)!)) : [];
  const byShareOf = new Map(byShareIds.map((id, i) => [id, byShare[i] ?? 0]));

  // One entry per person: a member who left and came back is one statement.
  const people = [...new Map(members.map((m) => [m.userId, m])).values()];
  const dues: MemberDues[] = [];
  for (const m of people) {
    const own = divideHalfUp(perMember.get(m.userId) ?? 0, count);
    const cents = own + (byShareOf.get(m.userId) ?? 0);
    if (!cents) continue;
    const daysIn = activeDays.get(m.userId) ?? 0;
    const how = !byShareOf.has(m.userId) ? '' : equal.has(m.userId) || m.shareBasisPoints === null ? ', split equally' : `, by share (${percentText(m.shareBasisPoints)})`;
    dues.push({ userId: m.userId, cents, description: `Dues for ${monthText(month)}${daysIn < count ? ` (${daysIn} of ${count} days)` : ''}${how}` });
  }
  const perMemberTotal = people.reduce((a, m) => a + divideHalfUp(perMember.get(m.userId) ?? 0, count), 0);
  return { dues, totalCents: perMemberTotal + byShareTotal };
}
