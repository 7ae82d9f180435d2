import { formatCents } from '../../domain/money/cents.js';
import type { MemberStatement, Month } from '../../domain/group/group.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { GroupMailKind } from '../ports/alert-outbox.js';
import { monthLabel } from './months.js';

/** The outbox kind of a member's monthly statement (issue 39). */
export const GROUP_STATEMENT_MAIL = 'group_statement' satisfies GroupMailKind;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A member's statement of a month, mailed once when it is issued: queued in the outbox by the issuing
 * (statement-issuer.ts) and written by the alert worker; the idempotency key is the group, month and member,
 * so a retry sends nothing again.
 */
export function groupStatementMail(input: { to: string; groupId: number; groupName: string; month: Month; statement: MemberStatement; link: string }): OutgoingMail {
  const { statement: s } = input;
  const month = monthLabel(input.month);
  const owes = s.totalCents > 0 ? `You owe ${formatCents(s.totalCents)}.` : s.totalCents < 0 ? `You are ${formatCents(-s.totalCents)} in credit.` : 'You owe nothing.';
  const text = [
    `Hello ${s.name},`, '',
    `The statement of ${input.groupName} for ${month} is ready. ${owes}`, '',
    ...s.lines.map((l) => `  ${l.description}: ${formatCents(l.amountCents)}`),
    '', `  Total: ${formatCents(s.totalCents)}`, '',
    `See it, download it as PDF or CSV and record your payment on the group's page: ${input.link}`,
  ].join('\n');
  return {
    to: input.to,
    kind: GROUP_STATEMENT_MAIL,
    subject: `${input.groupName}: your statement for ${month}`.replace(/\s+/g, ' '),
    text,
    html: text.split('\n').map((l) => escapeHtml(l)).join('<br>\n'),
    idempotencyKey: `${GROUP_STATEMENT_MAIL}-${input.groupId}-${input.month}-${s.userId}`,
  };
}
