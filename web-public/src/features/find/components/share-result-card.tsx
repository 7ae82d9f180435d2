import { useId } from 'react';
import { sharePriceLabel } from '../../../../../domain/share/price-display';
import { SHARE_TYPE_CARD_LABELS } from '../../../../../domain/share/share-types';
import type { ShareResultData } from '../../../../../domain/search/search-result';
import { DefaultPlaneImage } from '../../../components/share-card/default-plane-image';
import '../../../components/share-card/share-card.css';

/** The cover photo: the default media when it is an image, else the first image. */
const coverOf = ({ media, defaultMedia }: ShareResultData) =>
  (media[defaultMedia]?.type === 'image' ? media[defaultMedia] : media.find((m) => m.type === 'image'))?.url ?? null;

/** A plane in the results, drawn like the listing cards elsewhere; opening it is the page's call. */
export function ShareResultCard({ data, onOpen }: { data: ShareResultData; onOpen: () => void }) {
  const titleId = useId();
  const cover = coverOf(data);
  const aircraft = [data.year ? String(data.year) : '', data.make, data.model].map((p) => p?.trim()).filter(Boolean).join(' ');
  const title = data.title.trim() || aircraft || 'Untitled listing';
  const { airport } = data;

  return (
    <article className="share-card" aria-labelledby={titleId}>
      <div className="share-card-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <DefaultPlaneImage />}
        <span className="share-card-type">{SHARE_TYPE_CARD_LABELS[data.type]}</span>
      </div>
      <div className="share-card-body">
        <h3 id={titleId} className="share-card-title">
          <button type="button" className="share-card-open" onClick={onOpen}>
            {title}
          </button>
        </h3>
        {aircraft && aircraft !== title && <p className="share-card-aircraft">{aircraft}</p>}
        <p className="share-card-airport">
          {airport.locationId} · {[airport.city, airport.state].filter(Boolean).join(', ')}
        </p>
        <p className="share-card-price">{sharePriceLabel({ ...data, isWet: false })}</p>
      </div>
    </article>
  );
}
