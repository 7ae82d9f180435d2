import { airportCodeName } from '../../domain/airport/airport.js';
import { sharePriceLabel } from '../../domain/share/price-display.js';
import { SHARE_TYPE_LABELS } from '../../domain/share/share-types.js';
import type { Share } from '../../domain/share/share.js';
import type { NewListingSnapshot } from '../ports/alert-outbox.js';

/** What the alert will say about a listing, taken when it is listed. */
export function newListingSnapshot(share: Share): NewListingSnapshot {
  const { year, make, model } = share.aircraft;
  const aircraft = [year ? String(year) : '', make, model].map((part) => part.trim()).filter(Boolean).join(' ');
  const typeLabel = SHARE_TYPE_LABELS[share.type];
  return {
    // Partnership requests and clubs need no title: the club's name or the aircraft stand in.
    title: share.title.trim() || share.clubName.trim() || aircraft || 'A new listing',
    typeLabel: typeLabel.charAt(0).toUpperCase() + typeLabel.slice(1),
    priceLabel: sharePriceLabel(share),
    aircraft,
    airportLabel: airportCodeName(share.airport),
    place: [share.airport.city, share.airport.state].filter(Boolean).join(', '),
  };
}
