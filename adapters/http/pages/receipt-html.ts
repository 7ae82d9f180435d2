import type { BookingDetails } from '../../../application/bookings/booking-details.service.js';
import { BOOKING_STATE_LABELS } from '../../../domain/booking/booking-view.js';
import { formatLocal, toLocal, zoneAbbreviation } from '../../../domain/booking/local-time.js';
import type { Flight } from '../../../domain/flight/flight.js';
import { continuityMessage } from '../../../domain/flight/continuity.js';
import { tenthsText } from '../../../domain/flight/readings.js';
import { formatCentsExact } from '../../../domain/money/cents.js';
import { escapeHtml as h } from './seo-html.js';

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; background: #fff; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  h2 { font-size: 1rem; margin: 20px 0 6px; border-bottom: 1px solid #ddd; padding-bottom: 2px; }
  p { margin: 4px 0; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  th, td { text-align: left; padding: 4px 6px 4px 0; vertical-align: top; overflow-wrap: anywhere; }
  td.n, th.n { text-align: right; white-space: nowrap; width: 7.5em; }
  td.q, th.q { text-align: right; white-space: nowrap; width: 3.5em; }
  tfoot td { font-weight: 700; border-top: 2px solid #1a1a1a; }
  dl { display: grid; grid-template-columns: minmax(7em, auto) 1fr; gap: 2px 12px; margin: 0; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  .flag { background: #fff4d6; padding: 6px 8px; border-radius: 4px; margin: 4px 0; }
  .screen-only { margin-top: 24px; font-size: .9rem; }
  @media print {
    body { background: #fff; font-size: 11pt; }
    main { max-width: none; padding: 0; }
    .screen-only { display: none; }
    h2, table, dl { break-inside: avoid; }
    a { color: inherit; text-decoration: none; }
  }`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${h(title)}</title>
  <style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

const when = (instant: Date, zone: string) => `${formatLocal(toLocal(instant, zone))} ${zoneAbbreviation(instant, zone)}`;
const row = (label: string, value: string) => `<dt>${h(label)}</dt><dd>${h(value)}</dd>`;

/**
 * The printable receipt of a flight (GET /requests/:id/receipt): the listing, the two sides, the booked
 * period, the readings, route, fuel and squawks, the continuity flags and the bill's lines and total. Made to
 * be read on a phone (360 px) and printed (or saved as a PDF by the browser's print).
 */
export function receiptHtml(d: BookingDetails, flight: Flight): string {
  const b = d.booking;
  const zone = d.timeZone;
  const listing = d.share ? `${d.share.title}${d.share.airportLabel ? `, ${d.share.airportLabel}` : ''}` : 'A listing no longer on Wingshare';
  const out = flight.checkOut;
  const back = flight.checkIn;
  const readings = `<table><thead><tr><th></th><th class="n">Check-out</th><th class="n">Check-in</th></tr></thead><tbody>
    <tr><td>Hobbs</td><td class="n">${tenthsText(out.hobbs)}</td><td class="n">${back ? tenthsText(back.hobbs) : '-'}</td></tr>
    <tr><td>Tach</td><td class="n">${tenthsText(out.tach)}</td><td class="n">${back ? tenthsText(back.tach) : '-'}</td></tr>
    <tr><td>Fuel on board (gal)</td><td class="n">${tenthsText(out.fuelOnBoard)}</td><td class="n"></td></tr>
  </tbody></table>`;
  const flown = back
    ? `<dl>${[
        row('Checked out', when(out.at, zone)),
        row('Checked in', when(back.at, zone)),
        back.blockOff ? row('Block off', when(back.blockOff, zone)) : '',
        back.blockOn ? row('Block on', when(back.blockOn, zone)) : '',
        row('Landings', String(back.landings)),
        row('Route', back.route.join(' → ') || '-'),
        back.note ? row('Note', back.note) : '',
      ].join('')}</dl>`
    : `<p class="muted">Checked out ${h(when(out.at, zone))}; not checked in yet.</p>`;
  const fuel = back?.fuel.length
    ? `<h2>Fuel bought</h2><table><tbody>${back.fuel.map((f) => `<tr><td>${tenthsText(f.gallons)} gal</td><td class="n">${formatCentsExact(f.amountCents)}</td></tr>`).join('')}</tbody></table>`
    : '';
  const squawks = back?.squawks.length ? `<h2>Squawks</h2>${back.squawks.map((s) => `<p><strong>${h(s.severity)}</strong>: ${h(s.text)}</p>`).join('')}` : '';
  const flags = flight.flags.length ? `<h2>Continuity</h2>${flight.flags.map((f) => `<p class="flag">${h(continuityMessage(f))}</p>`).join('')}` : '';
  const bill = flight.bill
    ? `<h2>Bill</h2><table><thead><tr><th>Item</th><th class="q">Qty</th><th class="n">Amount</th></tr></thead><tbody>${flight.bill.lines
        .map((l) => `<tr><td>${h(l.description)}</td><td class="q">${l.quantity}</td><td class="n">${formatCentsExact(l.amountCents)}</td></tr>`)
        .join('')}</tbody><tfoot><tr><td colspan="2">Total (${h(flight.bill.currency)})</td><td class="n">${formatCentsExact(flight.bill.totalCents)}</td></tr></tfoot></table>`
    : '<h2>Bill</h2><p class="muted">The bill is worked out when the pilot checks in.</p>';
  const dispute = flight.dispute
    ? `<h2>Dispute</h2><p>Disputed by the ${h(flight.dispute.by)} on ${h(when(flight.dispute.at, zone))}: ${h(flight.dispute.reason)}</p>${
        flight.dispute.resolvedAt ? `<p>Resolved ${h(when(flight.dispute.resolvedAt, zone))}: ${h(flight.dispute.resolution)}</p>` : ''
      }`
    : '';
  const body = `
  <h1>Flight receipt</h1>
  <p class="muted">Booking #${b.id} · ${h(BOOKING_STATE_LABELS[b.state] ?? b.state)}</p>
  <h2>Listing</h2><p>${h(listing)}</p>
  <h2>Parties</h2><dl>${row('Pilot', d.pilot.name)}${row('Owner', d.owner.name)}</dl>
  ${b.period ? `<h2>Booked</h2><p>${h(when(b.period.start, zone))} to ${h(when(b.period.end, zone))} (${h(zone)})</p>` : ''}
  <h2>Readings</h2>${readings}
  <h2>Flight</h2>${flown}
  ${fuel}${squawks}${flags}${bill}${dispute}
  <p class="screen-only muted">Print this page, or save it as a PDF from your browser's Print menu.</p>`;
  return page(`Flight receipt, booking #${b.id}`, body);
}

/** The answer to anyone who may not see a receipt, and to an unknown one: the same page, so it tells nothing. */
export const receiptNotFoundHtml = (): string =>
  page('Page not found | Wingshare', '<h1>Page not found</h1><p>There is nothing at this address. <a href="/">Back to Wingshare</a></p>');
