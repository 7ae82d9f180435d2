import { useId, type ReactNode } from 'react';
import type { Airport } from '../../../../domain/airport/airport';
import { sharePriceLabel } from '../../../../domain/share/price-display';
import { SHARE_TYPE_LABELS, SHARE_TYPE_SHORT_LABELS, type ShareType } from '../../../../domain/share/share-types';
import { coverImageUrl, shareHeading, type ShareView } from '../../lib/share-view';
import { DefaultPlaneImage } from './default-plane-image';
import '../card/card.css';
import './share-card.css';

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** What a listing's card shows. */
export interface ShareCardContent {
  title: string;
  /** Year, make and model; shown under the title when it says something else. */
  aircraft: string;
  type: ShareType;
  cover: string | null;
  airport: Pick<Airport, 'locationId' | 'city' | 'state'> | null;
  price: string;
}

/** A listing's card content: its own title, else the aircraft. */
export function shareCardContent(share: ShareView): ShareCardContent {
  const heading = shareHeading(share);
  return {
    title: share.title.trim() || heading,
    aircraft: heading,
    type: share.type,
    cover: coverImageUrl(share),
    airport: share.airport,
    price: sharePriceLabel(share),
  };
}

interface ShareCardLayoutProps extends ShareCardContent {
  /** The card's one control, holding the title: a button or a link with the `card-open` class. */
  open: ReactNode;
  /** A disabled listing: a grey cover and a DISABLED badge. */
  inactive?: boolean;
}

/**
 * How a listing looks in a grid (the account screens, Find's results, the frames): cover, type, title,
 * aircraft, airport and price. What opening it does is the caller's. The type is a one-word chip under
 * the cover, never over it: a long label there wrapped across the photo on phones.
 */
export function ShareCardLayout({ title, open, aircraft, type, cover, airport, price, inactive = false }: ShareCardLayoutProps) {
  const titleId = useId();
  return (
    <article className={`card share-card${inactive ? ' share-card-inactive' : ''}`} aria-labelledby={titleId}>
      <div className="card-cover share-card-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <DefaultPlaneImage />}
        {inactive && <span className="share-card-badge">DISABLED</span>}
      </div>
      <div className="share-card-body">
        <p className="share-card-type" title={capitalised(SHARE_TYPE_LABELS[type])}>
          {SHARE_TYPE_SHORT_LABELS[type]}
        </p>
        <h3 id={titleId} className="share-card-title">
          {open}
        </h3>
        {aircraft && aircraft !== title && <p className="share-card-aircraft">{aircraft}</p>}
        {airport && (
          <p className="share-card-airport">
            {airport.locationId} · {[airport.city, airport.state].filter(Boolean).join(', ')}
          </p>
        )}
        <p className="share-card-price">{price}</p>
      </div>
    </article>
  );
}
