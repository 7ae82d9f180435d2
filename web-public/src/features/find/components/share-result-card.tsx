import { sharePriceLabel } from '../../../../../domain/share/price-display';
import type { ShareResultData } from '../../../../../domain/search/search-result';
import { ShareCardLayout } from '../../../components/share-card/share-card-layout';

/** The cover photo: the default media when it is an image, else the first image. */
const coverOf = ({ media, defaultMedia }: ShareResultData) =>
  (media[defaultMedia]?.type === 'image' ? media[defaultMedia] : media.find((m) => m.type === 'image'))?.url ?? null;

/** A plane in the results, drawn like the listing cards elsewhere; opening it is the page's call. */
export function ShareResultCard({ data, onOpen }: { data: ShareResultData; onOpen: () => void }) {
  const aircraft = [data.year ? String(data.year) : '', data.make, data.model].map((p) => p?.trim()).filter(Boolean).join(' ');
  const title = data.title.trim() || aircraft || 'Untitled listing';
  return (
    <ShareCardLayout
      title={title}
      aircraft={aircraft}
      type={data.type}
      cover={coverOf(data)}
      airport={data.airport}
      price={sharePriceLabel({ ...data, isWet: false })}
      open={
        <button type="button" className="card-open share-card-open" onClick={onOpen}>
          {title}
        </button>
      }
    />
  );
}
