import { sharePriceLabel } from '../../../../../domain/share/price-display';
import type { ShareResultData } from '../../../../../domain/search/search-result';
import { defaultImage } from '../../../../../domain/share/media-rules';
import { FIND_CARD_IMAGE_SIZES, ShareCardLayout } from '../../../components/share-card/share-card-layout';
import type { ImageLoading } from '../../../components/stored-image/stored-image';

/** A plane in the results, drawn like the listing cards elsewhere; opening it is the page's call. */
export function ShareResultCard({ data, onOpen, imageLoading }: { data: ShareResultData; onOpen: () => void; imageLoading?: ImageLoading }) {
  const aircraft = [data.year ? String(data.year) : '', data.make, data.model].map((p) => p?.trim()).filter(Boolean).join(' ');
  const title = data.title.trim() || aircraft || 'Untitled listing';
  return (
    <ShareCardLayout
      title={title}
      aircraft={aircraft}
      type={data.type}
      cover={defaultImage(data.media, data.defaultMedia)}
      imageLoading={imageLoading}
      imageSizes={FIND_CARD_IMAGE_SIZES}
      airport={data.airport}
      price={sharePriceLabel({ ...data, isWet: false })}
      rating={data.rating}
      extra={
        (data.qualifies || data.fit) && (
          <>
            {data.qualifies && <p className="share-card-qualifies">You qualify</p>}
            {data.fit && <p className="share-card-fit">Fits you: {data.fit.score}/100</p>}
          </>
        )
      }
      grounded={data.grounded}
      open={
        <button type="button" className="card-open share-card-open" onClick={onOpen}>
          {title}
        </button>
      }
    />
  );
}
