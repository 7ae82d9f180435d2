import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import { formatCents } from '../../domain/money/cents.js';
import type { ClaimedAlert, PartnerMatchMailFacts } from '../ports/alert-outbox.js';

export const PARTNER_MATCH_MAIL_KIND = 'partner_match_alert';

export interface PartnerMatchLinks {
  /** PUBLIC_URL/?share={id}: opens the listing. */
  listing: string;
  /** PUBLIC_URL/api/alerts/unsubscribe?token=m....: stops the new-match mails, one click, no login. */
  unsubscribe: string;
  /** PUBLIC_URL/account/partner-profile: his partner profile. */
  manage: string;
}

/** The reasons a mail gives: the first few sentences of the fit (one per term, in the fit's order). */
const REASONS_SHOWN = 4;

/**
 * The new-match email (issue 41): a listing that fits his partner profile, its score and first reasons,
 * what it would cost him a month, a link to it and a one-click stop of these mails.
 */
export function partnerMatchMail(alert: ClaimedAlert<PartnerMatchMailFacts>, links: PartnerMatchLinks): OutgoingMail {
  const p = alert.payload;
  const at = p.place ? `${p.airportLabel} (${p.place})` : p.airportLabel;
  const facts = [p.typeLabel, p.priceLabel, p.aircraft].filter(Boolean).join(' · ');
  const cost = p.monthlyCostCents === null ? null : `About ${formatCents(p.monthlyCostCents)} a month at the hours you fly.`;
  const reasons = p.reasons.slice(0, REASONS_SHOWN);
  const text = [
    `Hello ${alert.recipient.name},`,
    '',
    `A listing at ${at} fits your partner profile: ${p.score} of 100.`,
    '',
    `  ${p.title}`,
    `  ${facts}`,
    ...(cost ? [`  ${cost}`] : []),
    '',
    ...reasons.map((r) => `  - ${r}`),
    '',
    `See the listing: ${links.listing}`,
    '',
    '--',
    'You get this email because your partner profile on Wingshare is shown to other pilots.',
    `Stop these emails (one click, no login needed): ${links.unsubscribe}`,
    `Change your partner profile: ${links.manage}`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(alert.recipient.name)},</p>` +
    `<p>A listing at <b>${escapeHtml(at)}</b> fits your partner profile: <b>${p.score} of 100</b>.</p>` +
    `<p style="margin-left:1em"><a href="${escapeHtml(links.listing)}"><b>${escapeHtml(p.title)}</b></a><br>${escapeHtml(facts)}` +
    `${cost ? `<br>${escapeHtml(cost)}` : ''}</p>` +
    `<ul>${reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(links.listing)}">See the listing</a></p>` +
    `<hr><p style="font-size:small;color:#555">You get this email because your partner profile on Wingshare is shown to other pilots. ` +
    `<a href="${escapeHtml(links.unsubscribe)}">Stop these emails</a> (one click, no login needed) · ` +
    `<a href="${escapeHtml(links.manage)}">Change your partner profile</a></p>`;
  return {
    to: alert.recipient.email,
    kind: PARTNER_MATCH_MAIL_KIND,
    subject: `A listing that fits you: ${p.title} at ${p.airportLabel}`.replace(/\s+/g, ' '),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: `${alert.kind}-${alert.userId}-${alert.shareId}-${alert.deliveryKey}`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
