import type { GroupSummaryRead } from '../../application/groups/list-groups.service.js';
import type { GroupRead } from '../../application/groups/read-group.service.js';
import type { StatementsRead } from '../../application/groups/statements-access.js';
import { basisPointsToPercent } from '../../domain/group/group-input.js';
import { isManager, type CostRules, type GroupExpense, type GroupMember, type GroupPayment } from '../../domain/group/group.js';
import type {
  CostRulesView, GroupExpenseView, GroupMemberView, GroupPaymentView, GroupSummaryView, GroupView, StatementsView,
} from '../../domain/group/group-view.js';

const percentOf = (bp: number | null): number | null => (bp === null ? null : basisPointsToPercent(bp));

export const toGroupMemberView = (m: GroupMember): GroupMemberView => ({
  userId: m.userId, name: m.name, role: m.role, sharePercent: percentOf(m.shareBasisPoints), since: m.since, until: m.until,
});

export const toCostRulesView = (r: CostRules): CostRulesView => ({
  from: r.from, duesCents: r.duesCents, duesSplit: r.duesSplit, hourlyRateCents: r.hourlyRateCents, basis: r.basis, wet: r.wet,
  reservesPerHourCents: { ...r.reservesPerHourCents }, aircraft: r.aircraft.map((a) => ({ ...a, reservesPerHourCents: { ...a.reservesPerHourCents } })),
  limits: { ...r.limits },
});

/** The receipt is served through the group's access (never a public /media address). */
export const toGroupExpenseView = (groupId: number, x: GroupExpense): GroupExpenseView => ({
  id: x.id, date: x.date, kind: x.kind, description: x.description, amountCents: x.amountCents, split: x.split, shareId: x.shareId,
  fromReserve: x.fromReserve, receiptUrl: x.receiptKey ? `/api/groups/${groupId}/expenses/${x.id}/receipt` : null, statementMonth: x.statementMonth,
});

export const toGroupPaymentView = (members: GroupMember[], p: GroupPayment): GroupPaymentView => ({
  id: p.id, userId: p.userId, name: members.find((m) => m.userId === p.userId)?.name ?? '', amountCents: p.amountCents, date: p.date,
  method: p.method, statementMonth: p.statementMonth,
});

export function toGroupView(r: GroupRead): GroupView {
  const { group } = r;
  return {
    id: group.id,
    name: group.name,
    kind: group.kind,
    createdOn: group.createdOn,
    you: { userId: r.you.userId, role: r.you.role, manager: isManager(r.you.role) && r.you.until === null },
    members: group.members.map(toGroupMemberView),
    aircraft: r.aircraft.map(({ share, status, grounded }) => ({
      shareId: share.id, title: share.title, tailNumber: share.aircraft.tailNumber ?? '', airportCode: share.airport.locationId ?? '', status, grounded,
    })),
    rules: group.rules.map(toCostRulesView),
    expenses: r.expenses.map((x) => toGroupExpenseView(group.id, x)),
    payments: r.payments.map((p) => toGroupPaymentView(group.members, p)),
    statements: r.statements.map((s) => ({ month: s.month, issuedAt: s.issuedAt.toISOString() })),
    balances: r.balances,
    reserves: r.reserves,
    upcoming: r.upcoming.map((u) => ({ ...u, start: u.start.toISOString(), end: u.end.toISOString() })),
  };
}

export const toGroupSummaryView = ({ summary, shares, balanceCents }: GroupSummaryRead): GroupSummaryView => ({
  id: summary.id, name: summary.name, kind: summary.kind, role: summary.member.role, until: summary.member.until,
  aircraft: shares.map((s) => ({ shareId: s.id, title: s.title, tailNumber: s.aircraft.tailNumber ?? '' })),
  balanceCents,
});

export const toStatementsView = ({ stored, members }: StatementsRead): StatementsView => ({
  month: stored.month,
  issuedAt: stored.issuedAt.toISOString(),
  groupCostsCents: stored.statement.groupCostsCents,
  members: members.map((m) => ({ userId: m.userId, name: m.name, statementId: m.statementId, lines: m.lines, totalCents: m.totalCents })),
});
