import { describe, expect, it } from 'vitest';
import type { GroupView } from '../../../domain/group/group-view';
import { addMonths, monthOf, monthText } from '../../../domain/group/month';
import { groupOf, reservePerHourCents, rulesInForce, shareWords } from '../../../web-public/src/features/groups/utils/group-words';
import { typedCents } from '../../../web-public/src/features/groups/utils/form-values';

describe("the group pages' words and sums (issue 39)", () => {
  it('spreads an overhaul over its TBO to the cent, half up, and refuses hours that are not a whole number above 0', () => {
    expect(reservePerHourCents(3_000_000, 2000)).toBe(1500);
    expect(reservePerHourCents(1_000_000, 3)).toBe(333_333);
    expect(reservePerHourCents(500, 200)).toBe(3); // 2.5 cents: half up
    expect(reservePerHourCents(3_000_000, 0)).toBeNull();
    expect(reservePerHourCents(3_000_000, 1.5)).toBeNull();
  });

  it('names the month before a day, across a year, and writes months and shares as people do', () => {
    // The statements section's last month to issue: the month before today's, from domain/group/month.ts.
    expect(addMonths(monthOf('2027-04-01'), -1)).toBe('2027-03');
    expect(addMonths(monthOf('2027-01-15'), -1)).toBe('2026-12');
    expect(monthText('2027-03')).toBe('March 2027');
    expect(shareWords(33.33)).toBe('33.33 %');
    expect(shareWords(null)).toBe('no share');
  });

  it('finds the rules in force on a day: the latest from on or before it', () => {
    const rules = [{ from: '2027-01-01' }, { from: '2027-03-15' }, { from: '2027-06-01' }];
    expect(rulesInForce(rules, '2026-12-31')).toBeNull();
    expect(rulesInForce(rules, '2027-03-15')).toBe(rules[1]);
    expect(rulesInForce(rules, '2027-05-31')).toBe(rules[1]);
  });

  it("gives the domain readers the group with its members' shares in basis points and its aircraft", () => {
    const view = {
      id: 4, name: 'G', kind: 'partnership', createdOn: '2027-01-01', you: { userId: 1, role: 'owner', manager: true },
      members: [{ userId: 1, name: 'Tom', role: 'owner', sharePercent: 33.33, since: '2027-01-01', until: null }],
      aircraft: [{ shareId: 9, title: 'A36', tailNumber: 'N36TB', airportCode: 'KPAO', status: null, grounded: false }],
      rules: [], expenses: [], payments: [], statements: [], balances: [], reserves: [], upcoming: [],
    } satisfies GroupView;
    const group = groupOf(view);
    expect(group.shareIds).toEqual([9]);
    expect(group.members[0]!.shareBasisPoints).toBe(3333);
    expect(group.createdOn).toBe('2027-01-01');
  });

  it('sends typed dollars as cents, and what is not an amount as typed for the reader to refuse', () => {
    expect(typedCents('45.50')).toBe(4550);
    expect(typedCents('$1,200')).toBe(120_000);
    expect(typedCents('')).toBeNull();
    expect(typedCents('-5')).toBe('-5');
  });
});
