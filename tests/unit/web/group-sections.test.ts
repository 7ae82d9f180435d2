import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GroupView } from '../../../domain/group/group-view';
import { MembersSection } from '../../../web-public/src/features/groups/components/members-section';
import { AircraftSection } from '../../../web-public/src/features/groups/components/aircraft-section';
import { RulesSection } from '../../../web-public/src/features/groups/components/rules-section';
import { ExpensesSection } from '../../../web-public/src/features/groups/components/expenses-section';
import { StatementsSection } from '../../../web-public/src/features/groups/components/statements-section';
import { BalancesSection } from '../../../web-public/src/features/groups/components/balances-section';
import { NewMemberCost } from '../../../web-public/src/features/groups/components/new-member-cost';

const view: GroupView = {
  id: 1, name: 'The Bonanza partnership', kind: 'partnership', createdOn: '2026-09-01',
  you: { userId: 1, role: 'owner', manager: true },
  members: [
    { userId: 1, name: 'Tom Hadley', role: 'owner', sharePercent: 50, since: '2026-09-01', until: null },
    { userId: 2, name: 'Maria Lopez', role: 'treasurer', sharePercent: 25, since: '2026-09-01', until: null },
    { userId: 3, name: 'Old Bob', role: 'member', sharePercent: 25, since: '2026-09-01', until: '2026-10-15' },
  ],
  aircraft: [{ shareId: 7, title: 'Bonanza A36', tailNumber: 'N36TB', airportCode: 'KPAO', status: 'amber', grounded: false }],
  rules: [{ from: '2026-09-01', duesCents: 40000, duesSplit: 'by_share', hourlyRateCents: 21000, basis: 'hobbs', wet: true, reservesPerHourCents: { engine: 1500, propeller: 300 }, aircraft: [], limits: { maxActiveBookings: 2, maxWeekendDaysPerMonth: null } }],
  expenses: [{ id: 1, date: '2026-10-03', kind: 'expense', description: 'Annual', amountCents: 240000, split: 'by_share', shareId: 7, fromReserve: null, receiptUrl: '/media/r.jpg', statementMonth: '2026-10' }],
  payments: [{ id: 1, userId: 2, name: 'Maria Lopez', amountCents: 50000, date: '2026-11-02', method: 'recorded', statementMonth: null }],
  statements: [{ month: '2026-10', issuedAt: '2026-11-01T06:00:00Z' }],
  balances: [{ userId: 1, name: 'Tom Hadley', balanceCents: 12050 }, { userId: 2, name: 'Maria Lopez', balanceCents: -2000 }],
  reserves: [{ shareId: 7, engineCents: 45000, propellerCents: 9000 }],
  upcoming: [
    { bookingId: 9, shareId: 7, start: '2026-11-14T14:00:00Z', end: '2026-11-14T17:00:00Z', when: 'Saturday 14 Nov 2026 09:00 to 12:00 EST', state: 'approved', member: { userId: 2, name: 'Maria Lopez' }, mine: false },
    { bookingId: 10, shareId: 7, start: '2026-11-15T14:00:00Z', end: '2026-11-15T17:00:00Z', when: 'Sunday 15 Nov 2026 09:00 to 12:00 EST', state: 'approved', member: null, mine: false },
  ],
};

/** What each section shows of the group above. */
const EXPECTED: Record<string, string> = {
  MembersSection: 'Maria Lopez',
  AircraftSection: 'Calendar and booking',
  RulesSection: '$210.00 an hour of Hobbs time',
  ExpensesSection: 'on the October 2026 statement',
  StatementsSection: 'October 2026',
  BalancesSection: 'In credit by $20.00',
  NewMemberCost: 'Work it out',
};
const MANAGERS_ONLY: Record<string, string> = {
  MembersSection: 'Add a member',
  RulesSection: 'Set new rules',
  ExpensesSection: 'Add an expense',
  StatementsSection: 'Issue statements for November 2026',
};

// The sections of /account/groups/:id drawn on the server's renderer from a group as the API answers it,
// as a manager and as a plain member of a club (issue 39): what each shows, and the managers' actions.
describe("a group page's sections", () => {
  for (const [name, C] of Object.entries({ MembersSection, AircraftSection, RulesSection, ExpensesSection, StatementsSection, BalancesSection, NewMemberCost })) {
    it(`${name} draws the group`, () => {
      for (const v of [view, { ...view, kind: 'club' as const, you: { userId: 2, role: 'member' as const, manager: false } }]) {
        const html = renderToString(createElement(MemoryRouter, null, createElement(C as never, { view: v, today: '2026-12-02', refresh: async () => null })));
        const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
        expect(text).toContain(EXPECTED[name]!);
        // The shared calendar: the member flying is named, a renter outside the group is not.
        if (name === 'AircraftSection') expect(text).toMatch(/Maria Lopez · N36TB Saturday 14 Nov 2026 09:00 to 12:00 EST Rented \(not a member\) · N36TB Sunday 15 Nov/);
        // The managers' buttons only for a manager.
        if (MANAGERS_ONLY[name]) expect(text.includes(MANAGERS_ONLY[name])).toBe(v.you.manager);
      }
    });
  }
});
