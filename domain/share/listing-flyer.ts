/**
 * What the printable flyer of a listing says (issue 41, item 5): the one page an owner pins on the airport's
 * notice board. The PDF (adapters/http/documents/listing-flyer-pdf.ts) only lays this out; what is on it is
 * decided here, from the same rules the share modal follows, so the flyer never says more than the listing
 * page shows to anyone (the owner's address only when he made it public, issue 16).
 */
import { airportCodeName } from '../airport/airport.js';
import { clipText } from '../site/clip-text.js';
import { shareLinkPath } from '../site/site-pages.js';
import { usNumber } from '../text/us-format.js';
import { defaultImage } from './media-rules.js';
import { sharePriceLabel } from './price-display.js';
import type { Share } from './share.js';
import { SHARE_TYPE_LABELS } from './share-types.js';

/** One line of the flyer's specs: "Engine hours" and "1,250". */
export interface FlyerSpec {
  label: string;
  value: string;
}

export interface FlyerContent {
  /** The big line: the listing's title, else its aircraft (year, make, model), else the club's name. */
  title: string;
  /** Year, make and model under the title when the title is something else ("" otherwise). */
  subtitle: string;
  /** The type's label as the share modal shows it ("private owner share purchase"). */
  typeLabel: string;
  /** The price as cards and the share modal show it ("$42,000 for 1/4 share", "Ask for rate"). */
  price: string;
  specs: FlyerSpec[];
  airport: { code: string; name: string; place: string };
  /** How to reach the owner, one line each (never empty). */
  contact: string[];
  /** The stored address of the main photo (the default image, else the first image), or null. */
  photoUrl: string | null;
  /** The listing's public page under the site's address: `/?share={id}`. */
  linkPath: string;
}

/** The contact line of a listing whose owner shows no address: pilots write to him on the site. */
export const MESSAGE_ON_WINGSHARE = 'Message the owner on Wingshare';

/** Free text (the avionics list) is cut at this many characters: the flyer is one page. */
export const FLYER_TEXT_LIMIT = 160;

const text = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Year, make and model, as the share modal's heading ("" when the listing has none of them). */
export const aircraftHeading = (share: Pick<Share, 'aircraft'>): string =>
  [share.aircraft.year ? String(share.aircraft.year) : '', text(share.aircraft.make), text(share.aircraft.model)].filter(Boolean).join(' ');

function titleOf(share: Share): string {
  return text(share.title) || aircraftHeading(share) || (share.type === 'FLIGHT_CLUB' ? text(share.clubName) : '') || 'Aircraft listing';
}

/** The key specs, as the listing has them: the blanks are left out. */
export function flyerSpecs(share: Share): FlyerSpec[] {
  const a = share.aircraft;
  const engine = [text(a.engineManufacturer), text(a.engineModel)].filter(Boolean).join(' ');
  const club = share.type === 'FLIGHT_CLUB';
  const specs: [string, string][] = [
    ['Tail number', text(a.tailNumber)],
    ['Make', text(a.make)],
    ['Model', text(a.model)],
    ['Year', a.year ? String(a.year) : ''],
    ['Engine', engine],
    ['Engine hours', positive(a.engineHours) ? usNumber(a.engineHours) : ''],
    ['Avionics', clipText(a.avionics, FLYER_TEXT_LIMIT)],
    // As the share modal says it; a flight school's price says "wet" already.
    ['Wet or dry', positive(share.ratePerHour) && share.type !== 'FBO_RENTAL' ? (share.isWet ? 'Wet (fuel included)' : 'Dry') : ''],
    ['Partners wanted', share.type === 'PARTNERSHIP_REQUEST_TO_PURCHASE' && positive(share.desiredNumberOfPilots) ? usNumber(share.desiredNumberOfPilots) : ''],
    ['Club', club ? text(share.clubName) : ''],
    ['Members', club && positive(share.clubMemberSize) ? usNumber(share.clubMemberSize) : ''],
    ['Aircraft in the club', club && positive(share.clubNumAircrafts) ? usNumber(share.clubNumAircrafts) : ''],
    ['Flight school', share.type === 'FBO_RENTAL' ? text(share.businessName) : ''],
  ];
  return specs.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

/**
 * The owner's chosen contact, as the listing page shows it: a club's representative, email and phone; the
 * owner's email only when he made it public (the listing's `owner.email` is null otherwise); and when
 * neither gives a way to reach him, a message on the site.
 */
export function flyerContact(share: Share): string[] {
  const lines: string[] = [];
  let reachable = false;
  if (share.type === 'FLIGHT_CLUB') {
    if (text(share.clubRepName)) lines.push(`Ask for ${text(share.clubRepName)}`);
    if (text(share.clubEmail)) lines.push(`Email: ${text(share.clubEmail)}`);
    if (text(share.clubPhone)) lines.push(`Phone: ${text(share.clubPhone)}`);
    reachable = !!(text(share.clubEmail) || text(share.clubPhone));
  }
  const ownerEmail = text(share.owner.email);
  if (!reachable && ownerEmail) {
    lines.push(`Email: ${ownerEmail}`);
    reachable = true;
  }
  if (!reachable) lines.push(MESSAGE_ON_WINGSHARE);
  return lines;
}

/** Everything the flyer of this listing says. */
export function listingFlyer(share: Share): FlyerContent {
  const title = titleOf(share);
  const heading = aircraftHeading(share);
  const place = [text(share.airport.city), text(share.airport.state)].filter(Boolean).join(', ');
  return {
    title,
    subtitle: heading && heading !== title ? heading : '',
    typeLabel: SHARE_TYPE_LABELS[share.type],
    price: sharePriceLabel(share),
    specs: flyerSpecs(share),
    airport: { code: text(share.airport.locationId), name: text(share.airport.facility), place },
    contact: flyerContact(share),
    photoUrl: defaultImage(share.media, share.defaultMedia)?.url ?? null,
    linkPath: shareLinkPath(share.id),
  };
}

/** The airport as one line: "LOU - Bowman Field, Louisville, KY". */
export const flyerAirportLine = (a: FlyerContent['airport']): string =>
  [a.name ? airportCodeName({ locationId: a.code, facility: a.name }) : a.code, a.place].filter(Boolean).join(', ');
