import { useId } from 'react';
import { sharePriceLabel } from '../../../../../domain/share/price-display';
import { SHARE_TYPE_CARD_LABELS } from '../../../../../domain/share/share-types';
import { DefaultPlaneImage } from '../../../components/share-card/default-plane-image';
import { coverImageUrl, shareHeading, type ShareView } from '../../../lib/share-view';
import '../../../components/share-card/share-card.css';

/** A listing in a frame: the share card's look, a link that opens the listing on Wingshare in the top window. */
export function FrameShareCard({ share }: { share: ShareView }) {
  const titleId = useId();
  const cover = coverImageUrl(share);
  const heading = shareHeading(share);
  const title = share.title.trim() || heading;
  return (
    <article className="share-card frame-card" aria-labelledby={titleId}>
      <div className="share-card-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <DefaultPlaneImage />}
        <span className="share-card-type">{SHARE_TYPE_CARD_LABELS[share.type]}</span>
      </div>
      <div className="share-card-body">
        <h3 id={titleId} className="share-card-title">
          <a className="frame-card-link" href={`/?share=${share.id}`} target="_top">
            {title}
          </a>
        </h3>
        {title !== heading && <p className="share-card-aircraft">{heading}</p>}
        {share.airport && (
          <p className="share-card-airport">
            {share.airport.locationId} · {[share.airport.city, share.airport.state].filter(Boolean).join(', ')}
          </p>
        )}
        <p className="share-card-price">{sharePriceLabel(share)}</p>
      </div>
    </article>
  );
}
