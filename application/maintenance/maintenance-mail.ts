import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { ClaimedAlert, MaintenanceMailFacts, MaintenanceMailKind } from '../ports/alert-outbox.js';

/** The aircraft as a mail names it: "Skyhawk at Bowman (N123AB)". */
const aircraftOf = (p: { shareTitle: string; tailNumber: string }): string => `${p.shareTitle || 'your aircraft'}${p.tailNumber ? ` (${p.tailNumber})` : ''}`;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The owner's maintenance reminders (issue 38, point 5), each once per item and due through the alert
 * outbox: 30 days or 10 hours before it is due, and when it becomes overdue.
 */
export function maintenanceMail(alert: ClaimedAlert<MaintenanceMailFacts>, links: { maintenance: string }): OutgoingMail {
  const p = alert.payload;
  const aircraft = aircraftOf(p);
  const body: Record<MaintenanceMailKind, { subject: string; lines: string[] }> = {
    maintenance_due_soon: {
      subject: `Due soon: ${p.itemTitle} on ${aircraft}`,
      lines: [`The ${p.itemTitle} of ${aircraft} is coming due:`, '', `  ${p.dueText}`, '',
        'Plan it with your mechanic, then sign it off on the maintenance tab of My Planes: the next due is worked out from it.'],
    },
    maintenance_overdue: {
      subject: `Overdue: ${p.itemTitle} on ${aircraft}`,
      lines: [`The ${p.itemTitle} of ${aircraft} is overdue:`, '', `  ${p.dueText}`, '',
        'The aircraft is grounded and takes no requests until it is signed off on the maintenance tab of My Planes.'],
    },
  };
  const { subject, lines } = body[alert.kind as MaintenanceMailKind];
  const text = [`Hello ${alert.recipient.name},`, '', ...lines, '', `Open its maintenance: ${links.maintenance}`].join('\n');
  return {
    to: alert.recipient.email,
    kind: alert.kind,
    subject: subject.replace(/\s+/g, ' '),
    text,
    html: text.split('\n').map((l) => escapeHtml(l)).join('<br>\n'),
    idempotencyKey: `${alert.kind}-${alert.userId}-${alert.shareId}-${alert.deliveryKey}`,
  };
}

/** The mail that gives a named mechanic his link (outbox kind maintenance_mechanic_link). */
export function mechanicLinkMail(input: { to: string; ownerName: string; shareTitle: string; tailNumber: string; link: string }): OutgoingMail {
  const aircraft = aircraftOf(input);
  const text = [
    'Hello,', '',
    `${input.ownerName} named you the mechanic of ${aircraft} on Wingshare.`, '',
    'Through this link you see what is due on the aircraft, its status and the history of each item, and you sign off the work you do (with the date, the tach and a note):', '',
    `  ${input.link}`, '',
    'No account is needed. Keep the link to yourself: whoever has it can sign off work on this aircraft. It stops working when the owner names another mechanic or removes you.',
  ].join('\n');
  return {
    to: input.to,
    kind: 'maintenance_mechanic_link',
    subject: `Mechanic's link for ${aircraft}`,
    text,
    html: text.split('\n').map((l) => escapeHtml(l)).join('<br>\n'),
  };
}
