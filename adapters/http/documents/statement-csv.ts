import type { StatementDocument } from '../../../application/groups/statement-document.service.js';

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
const field = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
/** Text a person wrote: a leading = + - @ is neutralised, so a spreadsheet does not take it for a formula. */
const text = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** A member's monthly statement as CSV (RFC 4180, CRLF): one row per line, amounts in dollars with two decimals, then the total. */
export function renderStatementCsv(d: StatementDocument): string {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const [group, member] = [text(d.group.name), text(d.member.name)];
  const rows: string[][] = [
    ['group', 'month', 'member', 'kind', 'description', 'amount'],
    ...d.member.lines.map((l) => [group, d.month, member, l.kind, text(l.description), dollars(l.amountCents)]),
    [group, d.month, member, 'total', 'Total', dollars(d.member.totalCents)],
  ];
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
