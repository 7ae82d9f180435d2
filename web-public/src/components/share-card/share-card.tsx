import { useId } from 'react';
import { sharePriceLabel } from '../../../../domain/share/price-display';
import { SHARE_TYPE_CARD_LABELS } from '../../../../domain/share/share-types';
import { useModal } from '../../hooks/use-modal';
import { useSession } from '../../hooks/use-session';
import { useShareLink } from '../../hooks/use-share-link';
import { coverImageUrl, shareHeading, type ShareView } from '../../lib/share-view';
import { DefaultPlaneImage } from './default-plane-image';
import './share-card.css';

/**
 * A listing in a grid: cover, title, airport, price and type. Opening it shows the share modal to a
 * signed-in pilot and the sign-up modal to a visitor (spec 2).
 */
export function ShareCard({ share }: { share: ShareView }) {
  const { user } = useSession();
  const { openModal } = useModal();
  const { open } = useShareLink();
  const titleId = useId();
  const cover = coverImageUrl(share);
  const heading = shareHeading(share);
  const title = share.title.trim() || heading;

  const onOpen = () => (user ? open(share.id) : openModal('signup'));

  return (
    <article className={`share-card${share.isActive ? '' : ' share-card-inactive'}`} aria-labelledby={titleId}>
      <div className="share-card-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <DefaultPlaneImage />}
        <span className="share-card-type">{SHARE_TYPE_CARD_LABELS[share.type]}</span>
        {!share.isActive && <span className="share-card-badge">DISABLED</span>}
      </div>
      <div className="share-card-body">
        <h3 id={titleId} className="share-card-title">
          <button type="button" className="share-card-open" onClick={onOpen}>
            {title}
          </button>
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
