import { useId, type ReactNode } from 'react';
import type { Airport } from '../../../../domain/airport/airport';
import { sharePriceLabel } from '../../../../domain/share/price-display';
import type { SizedImage } from '../../../../domain/media/image-sizes';
import { defaultImage } from '../../../../domain/share/media-rules';
import { SHARE_TYPE_LABELS, SHARE_TYPE_SHORT_LABELS, type ShareType } from '../../../../domain/share/share-types';
import type { RatingSummary as Rating } from '../../../../domain/review/review-view';
import { shareHeading, type ShareView } from '../../lib/share-view';
import { RatingSummary } from '../rating/rating-summary';
import { StoredImage, type ImageLoading } from '../stored-image/stored-image';
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
  /** The cover photo (the default image, else the first), with its sizes. */
  cover: SizedImage | null;
  airport: Pick<Airport, 'locationId' | 'city' | 'state'> | null;
  price: string;
  /** The pilots' shown reviews (issue 16): average and count, when there are any. */
  rating?: Rating | null;
  /** Grounded by its owner: a "Grounded" badge on the cover (it takes no requests). */
  grounded?: boolean;
}

/** A listing's card content: its own title, else the aircraft. */
export function shareCardContent(share: ShareView): ShareCardContent {
  const heading = shareHeading(share);
  return {
    title: share.title.trim() || heading,
    aircraft: heading,
    type: share.type,
    cover: defaultImage(share.media, share.defaultMedia),
    airport: share.airport,
    price: sharePriceLabel(share),
    rating: share.rating ?? null,
    grounded: !!share.grounded,
  };
}

interface ShareCardLayoutProps extends ShareCardContent {
  /** The card's one control, holding the title: a button or a link with the `card-open` class. */
  open: ReactNode;
  /** A disabled listing: a grey cover and a DISABLED badge. */
  inactive?: boolean;
  /** 'lazy' (the default) unless the card is among the first a page shows. */
  imageLoading?: ImageLoading;
  /** The `sizes` of the cover where the grid is not SHARE_CARD_IMAGE_SIZES's (Find's results, the home strip). */
  imageSizes?: string;
  /** A line of the caller's at the end of the card (Find's "You qualify"). */
  extra?: ReactNode;
}

/**
 * The width a card's cover takes (the `sizes` of its srcset): the whole column on a phone, 230 to 300 px in
 * the grids of wider screens (share-card.css): the 320 px copy on an ordinary screen, the 640 px one on a
 * denser one.
 */
export const SHARE_CARD_IMAGE_SIZES = '(max-width: 560px) calc(100vw - 2rem), 300px';
/** Find's results (find.css): one column on a phone, 160 to 300 px beside the map. */
export const FIND_CARD_IMAGE_SIZES = '(max-width: 480px) calc(100vw - 1.75rem), 300px';
/** The home page's strips (home.css): cards of about 230 px that scroll sideways on phones, at most 280 px. */
export const STRIP_CARD_IMAGE_SIZES = '(max-width: 800px) 240px, 280px';
/** The cover's box is 16:10 (share-card.css); its size when the photo's own is unknown. */
const COVER_BOX = { width: 320, height: 200 };

/**
 * How a listing looks in a grid (the account screens, Find's results, the frames): cover, type, title,
 * aircraft, airport and price. What opening it does is the caller's. The type is a one-word chip under
 * the cover, never over it: a long label there wrapped across the photo on phones.
 */
export function ShareCardLayout(props: ShareCardLayoutProps) {
  const { title, open, aircraft, type, cover, airport, price, rating, grounded = false, inactive = false, imageLoading, imageSizes = SHARE_CARD_IMAGE_SIZES } = props;
  const titleId = useId();
  return (
    <article className={`card share-card${inactive ? ' share-card-inactive' : ''}`} aria-labelledby={titleId}>
      <div className="card-cover share-card-cover">
        {cover ? <StoredImage image={cover} sizes={imageSizes} box={COVER_BOX} alt="" loading={imageLoading} /> : <DefaultPlaneImage />}
        {inactive && <span className="share-card-badge">DISABLED</span>}
        {grounded && <span className="share-card-badge share-card-grounded">Grounded</span>}
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
        {rating && (
          <p className="share-card-rating">
            <RatingSummary rating={rating} />
          </p>
        )}
        {props.extra}
      </div>
    </article>
  );
}
