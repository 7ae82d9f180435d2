import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { ClaimedAlert, NewListingSnapshot } from '../ports/alert-outbox.js';

export const NEW_LISTING_MAIL_KIND = 'new_listing_alert';

export interface AlertLinks {
  /** PUBLIC_URL/?share={id}: opens the listing. */
  listing: string;
  /** PUBLIC_URL/api/alerts/unsubscribe?token=...: one click, no login. */
  unsubscribe: string;
  /** PUBLIC_URL/account/alerts */
  manage: string;
}

/** The new-listing email: the listing, a link to it and a one-click unsubscribe for that airport. */
export function newListingMail(alert: ClaimedAlert<NewListingSnapshot>, links: AlertLinks): OutgoingMail {
  const p = alert.payload;
  const at = p.place ? `${p.airportLabel} (${p.place})` : p.airportLabel;
  const facts = [p.typeLabel, p.priceLabel, p.aircraft].filter(Boolean).join(' · ');
  const text = [
    `Hello ${alert.recipient.name},`,
    '',
    `A plane was just listed at ${at}, an airport you follow on Wingshare:`,
    '',
    `  ${p.title}`,
    `  ${facts}`,
    '',
    `See the listing: ${links.listing}`,
    '',
    '--',
    `You get this email because you follow ${p.airportLabel} on Wingshare.`,
    `Stop alerts for ${p.airportLabel} (one click, no login needed): ${links.unsubscribe}`,
    `Manage the airports you follow: ${links.manage}`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(alert.recipient.name)},</p>` +
    `<p>A plane was just listed at <b>${escapeHtml(at)}</b>, an airport you follow on Wingshare:</p>` +
    `<p style="margin-left:1em"><a href="${escapeHtml(links.listing)}"><b>${escapeHtml(p.title)}</b></a><br>${escapeHtml(facts)}</p>` +
    `<p><a href="${escapeHtml(links.listing)}">See the listing</a></p>` +
    `<hr><p style="font-size:small;color:#555">You get this email because you follow ${escapeHtml(p.airportLabel)} on Wingshare. ` +
    `<a href="${escapeHtml(links.unsubscribe)}">Stop alerts for ${escapeHtml(p.airportLabel)}</a> (one click, no login needed) · ` +
    `<a href="${escapeHtml(links.manage)}">Manage the airports you follow</a></p>`;
  return {
    to: alert.recipient.email,
    kind: NEW_LISTING_MAIL_KIND,
    subject: `New listing at ${p.airportLabel}: ${p.title}`.replace(/\s+/g, ' '),
    text,
    html,
    headers: {
      // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to the link.
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: `${alert.kind}-${alert.userId}-${alert.shareId}-${alert.deliveryKey}`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
